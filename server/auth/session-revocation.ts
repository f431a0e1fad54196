import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { revokedSessions, userSessions, users } from "@/server/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./session-limits";

/** A session's last-seen time is written at most this often (by sessionStillValid, on page reads). */
export const LAST_SEEN_INTERVAL_SECONDS = 60;

/**
 * Whether a session survives the user's last "end all other sessions" (a password or second-factor
 * change): it was signed in at or after the cut-off, or it is the session that made the change.
 */
export function survivesSessionCutoff(
  user: { sessionsValidAfter: Date | null; sessionKept: string | null },
  sessionId: string,
  signedInAt: number | undefined,
): boolean {
  if (user.sessionsValidAfter === null) return true;
  if (user.sessionKept !== null && user.sessionKept === sessionId) return true;
  return signedInAt !== undefined && signedInAt * 1000 >= user.sessionsValidAfter.getTime();
}

/**
 * Whether a session may still be used: its user exists and is active, and this session was not signed out
 * (nor ended with all others, see survivesSessionCutoff).
 * Checked on every session read, so a cookie that a late in-flight response re-issues after sign-out
 * carries a dead session. Other sessions of the same user (other devices) are unaffected.
 */
export async function sessionStillValid(
  userId: string,
  sessionId: string,
  db: ConsoleExecutor = getDb(),
  signedInAt?: number,
): Promise<boolean> {
  if (!isUuid(userId)) return false;
  // The same statement notes that the session was seen (its row in user_sessions), at most once a minute:
  // no round trip of its own, and no write at all on most reads.
  const seen = db.$with("seen").as(
    db
      .update(userSessions)
      .set({ lastSeenAt: sql`now()` })
      .where(
        and(
          eq(userSessions.sessionId, sessionId),
          eq(userSessions.userId, userId),
          lt(userSessions.lastSeenAt, sql`now() - make_interval(secs => ${LAST_SEEN_INTERVAL_SECONDS})`),
        ),
      )
      .returning({ sessionId: userSessions.sessionId }),
  );
  const [row] = await db
    .with(seen)
    .select({
      isActive: users.isActive,
      revoked: revokedSessions.sessionId,
      sessionsValidAfter: users.sessionsValidAfter,
      sessionKept: users.sessionKept,
    })
    .from(users)
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.sessionId, sessionId), eq(revokedSessions.userId, users.id)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.isActive || row.revoked != null) return false;
  return survivesSessionCutoff(row, sessionId, signedInAt);
}

/**
 * Ends one session (sign-out). Rows outlive the token's own expiry by nothing, and old ones are swept here,
 * with the rows of user_sessions past the 12-hour limit.
 */
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
  await db
    .delete(userSessions)
    .where(lt(userSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000)));
}
