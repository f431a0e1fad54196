import "server-only";
import { randomUUID } from "node:crypto";
import { and, desc, eq, gt, isNull, ne } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { ActiveSession } from "@/lib/sessions";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { revokedSessions, userSessions, users } from "@/server/db/schema";
import { UNKNOWN_CLIENT_IP } from "./request-info";
import { SESSION_MAX_AGE_SECONDS } from "./session-limits";
import { revokeSession, survivesSessionCutoff } from "./session-revocation";
import { endOtherSessions } from "./two-factor";
import { deviceName } from "./user-sessions-device";

export { deviceName };

/** The session a sign-in starts: the id and sign-in time its token will carry. */
export interface StartedSession {
  sessionId: string;
  signedInAt: number;
}

/**
 * Records a new session at sign-in (after the password, or after the second factor when there is one):
 * the device named from the User-Agent and the address the throttle counted. Its id and sign-in time go into
 * the token, so the row and the token agree to the second.
 */
export async function recordSession(
  input: { userId: string; userAgent?: string | null; address?: string | null },
  db: ConsoleExecutor = getDb(),
  now: number = Date.now(),
): Promise<StartedSession> {
  const sessionId = randomUUID();
  const signedInAt = Math.floor(now / 1000);
  const address = input.address && input.address !== UNKNOWN_CLIENT_IP ? input.address : null;
  await db.insert(userSessions).values({
    sessionId,
    userId: input.userId,
    createdAt: new Date(signedInAt * 1000),
    lastSeenAt: new Date(now),
    device: deviceName(input.userAgent),
    address,
  });
  return { sessionId, signedInAt };
}

/**
 * The user's sessions that may still be used: not ended here or by sign-out, not cut off by a password or
 * second-factor change, and not past the 12-hour limit. The current one first, then the most recently seen.
 */
export async function listActiveSessions(
  userId: string,
  currentSessionId: string | null,
  db: ConsoleExecutor = getDb(),
  now: Date = new Date(),
): Promise<ActiveSession[]> {
  if (!isUuid(userId)) return [];
  const rows = await db
    .select({
      sessionId: userSessions.sessionId,
      device: userSessions.device,
      address: userSessions.address,
      createdAt: userSessions.createdAt,
      lastSeenAt: userSessions.lastSeenAt,
      sessionsValidAfter: users.sessionsValidAfter,
      sessionKept: users.sessionKept,
    })
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .leftJoin(
      revokedSessions,
      and(eq(revokedSessions.sessionId, userSessions.sessionId), eq(revokedSessions.userId, users.id)),
    )
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(users.isActive, true),
        isNull(userSessions.endedAt),
        isNull(revokedSessions.sessionId),
        gt(userSessions.createdAt, new Date(now.getTime() - SESSION_MAX_AGE_SECONDS * 1000)),
      ),
    )
    .orderBy(desc(userSessions.lastSeenAt));
  return rows
    .filter((row) => survivesSessionCutoff(row, row.sessionId, row.createdAt.getTime() / 1000))
    .map((row) => ({
      id: row.sessionId,
      device: row.device,
      address: row.address,
      signedInAt: row.createdAt.toISOString(),
      // Another instance's clock may run a little ahead: never "in the future".
      lastSeenAt: new Date(Math.min(row.lastSeenAt.getTime(), now.getTime())).toISOString(),
      current: row.sessionId === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

/**
 * Ends one of the user's own sessions: marked ended here and revoked like a sign-out, so its cookie opens
 * neither a page nor the BFF. Null, changing nothing, when the user has no such session still open (someone
 * else's, an unknown id, or one already ended); else what the trail records of it.
 */
export async function endUserSession(
  userId: string,
  sessionId: string,
  db: ConsoleExecutor = getDb(),
  now: Date = new Date(),
): Promise<{ device: string; address: string | null } | null> {
  if (!isUuid(userId) || sessionId === "" || sessionId.length > 100) return null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(userSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(userSessions.sessionId, sessionId),
          eq(userSessions.userId, userId),
          isNull(userSessions.endedAt),
        ),
      )
      .returning({ device: userSessions.device, address: userSessions.address });
    if (!row) return null;
    await revokeSession(userId, sessionId, tx, now);
    return row;
  });
}

/**
 * Ends every session of the user but `keepSessionId` (the one asking): the users' cut-off that a password or
 * second-factor change sets (endOtherSessions), which also ends sessions without a row here, and the rows
 * marked ended. Answers how many listed sessions it ended.
 */
export async function endAllOtherSessions(
  userId: string,
  keepSessionId: string | null,
  db: ConsoleExecutor = getDb(),
  now: Date = new Date(),
): Promise<number> {
  if (!isUuid(userId)) return 0;
  return db.transaction(async (tx) => {
    await endOtherSessions(userId, keepSessionId, { db: tx, now: () => now.getTime() });
    const ended = await tx
      .update(userSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(userSessions.userId, userId),
          isNull(userSessions.endedAt),
          keepSessionId ? ne(userSessions.sessionId, keepSessionId) : undefined,
        ),
      )
      .returning({ sessionId: userSessions.sessionId });
    return ended.length;
  });
}
