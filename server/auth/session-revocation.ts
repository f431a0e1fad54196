import "server-only";
import { eq } from "drizzle-orm";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a session token signed in at `signedInAt` (Unix seconds) may still be used: the user exists, is
 * active, and has not signed out since. Checked on every session read, so a cookie that a late in-flight
 * response re-issues after sign-out carries a dead session.
 */
export async function sessionStillValid(
  userId: string,
  signedInAt: number,
  db: ConsoleExecutor = getDb(),
): Promise<boolean> {
  if (!uuid.test(userId)) return false;
  const [row] = await db
    .select({ isActive: users.isActive, revokedAt: users.sessionsRevokedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isActive) return false;
  // Whole seconds on both sides: a sign-in in the same second as a sign-out is the newer one.
  return row.revokedAt === null || signedInAt >= Math.floor(row.revokedAt.getTime() / 1000);
}

/** Ends every session of the user signed in up to now (sign-out, deactivation). */
export async function revokeSessions(
  userId: string,
  db: ConsoleExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  if (!uuid.test(userId)) return;
  await db.update(users).set({ sessionsRevokedAt: now }).where(eq(users.id, userId));
}
