"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionFailure, actionText } from "@/lib/action-result";
import { recordSecurityEvent } from "@/server/audit/security-events";
import { signOut } from "@/server/auth/next-auth";
import { endAllOtherSessions, endUserSession } from "@/server/auth/user-sessions";
import { signedInAction } from "@/server/auth/user-sessions-request";
import { logger } from "@/server/log";

const SESSIONS_PATH = "/settings/sessions";
const NOT_FOUND = "That session has already ended, or it is not one of yours.";

function failed(error: unknown, requestId: string, action: string) {
  logger().error("session action failed", {
    scope: "action",
    action,
    requestId,
    error: error instanceof Error ? error.name : "unknown",
  });
  return actionFailure("Something went wrong. Please try again.", undefined, requestId);
}

/**
 * Ends one of the person's own sessions. Ending the session this request comes from signs out here too
 * (the answer is a redirect to the sign-in page).
 */
export async function endSessionAction(sessionId: string): Promise<ActionResult<{ ended: true }>> {
  const session = await signedInAction("sessions.end");
  if (!session.ok) return session.failure;
  const id = actionText(sessionId, 200);
  let ended: Awaited<ReturnType<typeof endUserSession>>;
  try {
    ended = await endUserSession(session.user.id, id);
    if (!ended) {
      await recordSecurityEvent({
        userId: session.user.id,
        event: "auth.session.end",
        outcome: "denied",
        requestId: session.requestId,
        details: { reason: "not-found" },
      });
      return actionFailure(NOT_FOUND, undefined, session.requestId);
    }
    await recordSecurityEvent({
      userId: session.user.id,
      event: "auth.session.end",
      requestId: session.requestId,
      details: { device: ended.device, sessionAddress: ended.address, current: id === session.sessionId },
    });
  } catch (error) {
    return failed(error, session.requestId, "sessions.end");
  }
  if (id === session.sessionId) await signOut({ redirectTo: "/sign-in?reason=signed-out" });
  revalidatePath(SESSIONS_PATH);
  return { ok: true, data: { ended: true } };
}

/** Ends every session of the person but this one. */
export async function endOtherSessionsAction(): Promise<ActionResult<{ ended: number }>> {
  const session = await signedInAction("sessions.end-others");
  if (!session.ok) return session.failure;
  try {
    const ended = await endAllOtherSessions(session.user.id, session.sessionId);
    await recordSecurityEvent({
      userId: session.user.id,
      event: "auth.session.end",
      requestId: session.requestId,
      details: { scope: "all-others", ended },
    });
    revalidatePath(SESSIONS_PATH);
    return { ok: true, data: { ended } };
  } catch (error) {
    return failed(error, session.requestId, "sessions.end-others");
  }
}
