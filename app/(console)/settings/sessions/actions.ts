"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionFailure, actionField, actionText } from "@/lib/action-result";
import { CredentialCheckError, MAX_PASSWORD_INPUT } from "@/server/auth/credential-check";
import { signOut } from "@/server/auth/next-auth";
import { endOwnOtherSessions, endOwnSession } from "@/server/auth/session-ending";
import { type SignedInAction, signedInAction } from "@/server/auth/user-sessions-request";
import { logger } from "@/server/log";

const SESSIONS_PATH = "/settings/sessions";
const NOT_FOUND = "That session has already ended, or it is not one of yours.";

type Owner = Extract<SignedInAction, { ok: true }>;

const ownerOf = (session: Owner) => ({
  id: session.user.id,
  sessionId: session.sessionId,
  ip: session.ip,
  requestId: session.requestId,
});

const passwordOf = (input: unknown) =>
  actionText(actionField(input, "currentPassword"), MAX_PASSWORD_INPUT + 1);

function failed(error: unknown, requestId: string, action: string) {
  if (error instanceof CredentialCheckError) {
    return actionFailure<"currentPassword">(
      error.message,
      error.field === "currentPassword" ? { currentPassword: error.message } : undefined,
      requestId,
    );
  }
  logger().error("session action failed", {
    scope: "action",
    action,
    requestId,
    error: error instanceof Error ? error.name : "unknown",
  });
  return actionFailure<"currentPassword">("Something went wrong. Please try again.", undefined, requestId);
}

/**
 * Ends one of the person's own sessions: another device's after the current password. Ending the session
 * this request comes from signs out here too (the answer is a redirect to the sign-in page).
 */
export async function endSessionAction(input: {
  sessionId: string;
  currentPassword?: string;
}): Promise<ActionResult<{ ended: true }, "currentPassword">> {
  const session = await signedInAction("sessions.end");
  if (!session.ok) return session.failure;
  let outcome: Awaited<ReturnType<typeof endOwnSession>>;
  try {
    outcome = await endOwnSession(ownerOf(session), {
      sessionId: actionText(actionField(input, "sessionId"), 200),
      currentPassword: passwordOf(input),
    });
  } catch (error) {
    return failed(error, session.requestId, "sessions.end");
  }
  if (!outcome.ended) return actionFailure(NOT_FOUND, undefined, session.requestId);
  if (outcome.current) await signOut({ redirectTo: "/sign-in?reason=signed-out" });
  revalidatePath(SESSIONS_PATH);
  return { ok: true, data: { ended: true } };
}

/** Ends every session of the person but this one, after the current password. */
export async function endOtherSessionsAction(input: {
  currentPassword: string;
}): Promise<ActionResult<{ ended: number }, "currentPassword">> {
  const session = await signedInAction("sessions.end-others");
  if (!session.ok) return session.failure;
  try {
    const ended = await endOwnOtherSessions(ownerOf(session), { currentPassword: passwordOf(input) });
    revalidatePath(SESSIONS_PATH);
    return { ok: true, data: { ended } };
  } catch (error) {
    return failed(error, session.requestId, "sessions.end-others");
  }
}
