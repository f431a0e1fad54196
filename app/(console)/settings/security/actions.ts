"use server";

import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { type ActionResult, actionFailure, actionText } from "@/lib/action-result";
import { checkActionOrigin } from "@/server/access/action-access";
import { writeAudit } from "@/server/audit/log";
import { authSecret } from "@/server/auth/auth-secret";
import { requestSession } from "@/server/auth/session-cookie";
import { confirmEnrolment, disableTwoFactor, startEnrolment, TwoFactorError } from "@/server/auth/two-factor";
import { SECURITY_SETTINGS_PATH } from "@/server/auth/two-factor-paths";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { getSessionUser } from "@/server/session";
import { newRequestId, SESSION_ENDED } from "@/server/settings/results";

/** The signed-in user and this session's id (kept when the user's other sessions are ended). */
async function signedIn(action: string) {
  const requestId = newRequestId();
  const refuse = (message: string, reason: string, userId?: string) => {
    logger().info("action refused", { scope: "action", action, requestId, userId, reason });
    return { ok: false as const, failure: actionFailure(message, undefined, requestId) };
  };
  const crossSite = await checkActionOrigin();
  if (crossSite) return refuse(crossSite, "origin_rejected");
  const user = await getSessionUser();
  if (!user) return refuse(SESSION_ENDED, "unauthenticated");
  const session = requestSession({ headers: await headers() }, authSecret());
  return {
    ok: true as const,
    user,
    sessionId: session?.userId === user.id ? session.sessionId : null,
    requestId,
  };
}

function failureOf(error: unknown, requestId: string, action: string) {
  if (error instanceof TwoFactorError) return actionFailure(error.message, undefined, requestId);
  // Never the error's parameters: they could carry the sealed secret.
  logger().error("second-factor action failed", {
    scope: "action",
    action,
    requestId,
    error: error instanceof Error ? error.name : "unknown",
  });
  return actionFailure("Something went wrong. Please try again.", undefined, requestId);
}

/** Starts enrolment: the new secret and its otpauth:// address, for this person's eyes only, once. */
export async function startTwoFactorAction(): Promise<ActionResult<{ secret: string; uri: string }>> {
  const session = await signedIn("two-factor.start");
  if (!session.ok) return session.failure;
  try {
    return { ok: true, data: await startEnrolment(session.user) };
  } catch (error) {
    return failureOf(error, session.requestId, "two-factor.start");
  }
}

/** Confirms enrolment with a first code; answers the ten recovery codes (shown once, stored hashed). */
export async function confirmTwoFactorAction(
  code: string,
): Promise<ActionResult<{ recoveryCodes: string[] }, "code">> {
  const session = await signedIn("two-factor.enable");
  if (!session.ok) return session.failure;
  try {
    const result = await confirmEnrolment(session.user.id, actionText(code, 100), session.sessionId);
    await writeAudit(getDb(), {
      action: "auth.second-factor.enable",
      userId: session.user.id,
      requestId: session.requestId,
      outcome: "success",
    });
    revalidatePath(SECURITY_SETTINGS_PATH);
    return { ok: true, data: result };
  } catch (error) {
    if (error instanceof TwoFactorError && error.code === "invalid-code") {
      return actionFailure(error.message, { code: error.message }, session.requestId);
    }
    return failureOf(error, session.requestId, "two-factor.enable");
  }
}

/** Turns the second factor off with a fresh code; the user's other sessions end. */
export async function disableTwoFactorAction(code: string): Promise<ActionResult<null, "code">> {
  const session = await signedIn("two-factor.disable");
  if (!session.ok) return session.failure;
  try {
    await disableTwoFactor(session.user.id, actionText(code, 100), session.sessionId);
    await writeAudit(getDb(), {
      action: "auth.second-factor.disable",
      userId: session.user.id,
      requestId: session.requestId,
      outcome: "success",
    });
    revalidatePath(SECURITY_SETTINGS_PATH);
    return { ok: true, data: null };
  } catch (error) {
    if (error instanceof TwoFactorError && error.code === "invalid-code") {
      return actionFailure(error.message, { code: error.message }, session.requestId);
    }
    return failureOf(error, session.requestId, "two-factor.disable");
  }
}
