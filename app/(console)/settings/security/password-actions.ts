"use server";

import { type ActionResult, actionFailure } from "@/lib/action-result";
import { changePassword, PasswordChangeError, type PasswordChangeField } from "@/server/auth/password-change";
import { signedInAction } from "@/server/auth/user-sessions-request";
import { logger } from "@/server/log";

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Changes the signed-in person's password after checking the current one (throttled like sign-in). Their
 * other sessions end; this one stays signed in.
 */
export async function changePasswordAction(
  values: PasswordChangeValues,
): Promise<ActionResult<{ endedSessions: number }, PasswordChangeField>> {
  const session = await signedInAction("password.change");
  if (!session.ok) return session.failure;
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  try {
    const result = await changePassword(
      { id: session.user.id, sessionId: session.sessionId, ip: session.ip, requestId: session.requestId },
      {
        currentPassword: text(values?.currentPassword),
        newPassword: text(values?.newPassword),
        confirmPassword: text(values?.confirmPassword),
      },
    );
    return { ok: true, data: result };
  } catch (error) {
    if (error instanceof PasswordChangeError) {
      return actionFailure(
        error.message,
        error.field ? { [error.field]: error.message } : undefined,
        session.requestId,
      );
    }
    logger().error("password change failed", {
      scope: "action",
      action: "password.change",
      requestId: session.requestId,
      error: error instanceof Error ? error.name : "unknown",
    });
    return actionFailure("Something went wrong. Please try again.", undefined, session.requestId);
  }
}
