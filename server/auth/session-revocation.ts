import "server-only";
import { and, eq, lt } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { revokedSessions, users } from "@/server/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./session-limits";

/**
 * Whether a session may still be used: its user exists and is active, and this session was not signed out.
 * Checked on every session read, so a cookie that a late in-flight response re-issues after sign-out
 * carries a dead session. Other sessions of the same user (other devices) are unaffected.
 */
export async function sessionStillValid(
  userId: string,
  sessionId: string,
  db: ConsoleExecutor = getDb(),
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  const [row] = await db
    .select({ isActive: users.isActive, revoked: revokedSessions.sessionId })
    .from(users)
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.sessionId, sessionId), eq(revokedSessions.userId, users.id)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.isActive) && row?.revoked == null;
}

/** Ends one session (sign-out). Rows outlive the token's own expiry by nothing, and old ones are swept here. */
export async function revokeSession(
  userId: string,
  sessionId: string,
  db: ConsoleExecutor = getDb(),
  now = new Date(),
): Promise<void> {
  if (!isUuid(userId) || sessionId === "") return;
  const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  await db
    .insert(revokedSessions)
    .values({ sessionId, userId, revokedAt: now, expiresAt })
    .onConflictDoNothing();
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
}
