import "server-only";
import { recordSecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { checkCredentials } from "./credential-check";
import { endAllOtherSessions, endUserSession } from "./user-sessions";

/** The signed-in person ending their sessions, as their session and request say. */
export interface SessionOwner {
  id: string;
  /** The session this request comes from. */
  sessionId: string | null;
  ip: string;
  requestId?: string | null;
}

export type EndSessionOutcome =
  | { ended: true; device: string; current: boolean }
  | { ended: false; current: boolean };

/** The current password (one try of the sign-in throttle) before ending sessions of other devices. */
function checkOwnerPassword(
  owner: SessionOwner,
  scope: "one" | "all-others",
  currentPassword: string,
  db: ConsoleExecutor,
) {
  return checkCredentials({
    userId: owner.id,
    ip: owner.ip,
    requestId: owner.requestId,
    event: "auth.session.end",
    details: { scope },
    currentPassword,
    db,
  });
}

/** The audit trail's entry for an ending the person asked for. */
function recordEnding(
  owner: SessionOwner,
  db: ConsoleExecutor,
  entry: Pick<Parameters<typeof recordSecurityEvent>[0], "outcome" | "details">,
) {
  return recordSecurityEvent({
    db,
    userId: owner.id,
    event: "auth.session.end",
    ...entry,
    requestId: owner.requestId ?? null,
    address: owner.ip,
  });
}

/**
 * Ends one of the person's own sessions. Signing out here needs nothing more; ending a session on another
 * device needs the current password (one try of the sign-in throttle): else a copied cookie could sign its
 * owner out of every browser, again and again, until the owner could not even change the password.
 */
export async function endOwnSession(
  owner: SessionOwner,
  input: { sessionId: string; currentPassword: string },
  db: ConsoleExecutor = getDb(),
): Promise<EndSessionOutcome> {
  const current = owner.sessionId !== null && input.sessionId === owner.sessionId;
  if (!current) {
    await checkOwnerPassword(owner, "one", input.currentPassword, db);
  }
  const ended = await endUserSession(owner.id, input.sessionId, db);
  await recordEnding(owner, db, {
    outcome: ended ? "success" : "denied",
    details: ended
      ? { device: ended.device, sessionAddress: ended.address, current }
      : { reason: "not-found" },
  });
  return ended ? { ended: true, device: ended.device, current } : { ended: false, current };
}

/** Ends every session of the person but this one, after the current password (as above). */
export async function endOwnOtherSessions(
  owner: SessionOwner,
  input: { currentPassword: string },
  db: ConsoleExecutor = getDb(),
): Promise<number> {
  await checkOwnerPassword(owner, "all-others", input.currentPassword, db);
  const ended = await endAllOtherSessions(owner.id, owner.sessionId, db);
  await recordEnding(owner, db, { details: { scope: "all-others", ended } });
  return ended;
}
