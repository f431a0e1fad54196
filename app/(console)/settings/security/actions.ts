"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionFailure, actionField, actionText } from "@/lib/action-result";
import {
  CredentialCheckError,
  type CredentialField,
  MAX_PASSWORD_INPUT,
} from "@/server/auth/credential-check";
import { confirmEnrolment, disableTwoFactor, startEnrolment, TwoFactorError } from "@/server/auth/two-factor";
import { SECURITY_SETTINGS_PATH } from "@/server/auth/two-factor-paths";
import { type SignedInAction, signedInAction } from "@/server/auth/user-sessions-request";
import { logger } from "@/server/log";

type Asker = Extract<SignedInAction, { ok: true }>;

function askerOf(session: Asker) {
  return {
    id: session.user.id,
    sessionId: session.sessionId,
    ip: session.ip,
    requestId: session.requestId,
  };
}

/** What the forms send: anything else (any JSON may arrive) reads as blank, which is refused as missing. */
function inputOf(input: unknown) {
  return {
    currentPassword: actionText(actionField(input, "currentPassword"), MAX_PASSWORD_INPUT + 1),
    code: actionText(actionField(input, "code"), 100),
  };
}

function failureOf(error: unknown, requestId: string, action: string) {
  if (error instanceof CredentialCheckError) {
    return actionFailure<CredentialField>(
      error.message,
      error.field ? { [error.field]: error.message } : undefined,
      requestId,
    );
  }
  if (error instanceof TwoFactorError)
    return actionFailure<CredentialField>(error.message, undefined, requestId);
  // Never the error's parameters: they could carry the sealed secret.
  logger().error("second-factor action failed", {
    scope: "action",
    action,
    requestId,
    error: error instanceof Error ? error.name : "unknown",
  });
  return actionFailure<CredentialField>("Something went wrong. Please try again.", undefined, requestId);
}

/**
 * Starts enrolment after the current password: the new secret and its otpauth:// address, for this person's
 * eyes only, once.
 */
export async function startTwoFactorAction(input: {
  currentPassword: string;
}): Promise<ActionResult<{ secret: string; uri: string }, CredentialField>> {
  const session = await signedInAction("two-factor.start");
  if (!session.ok) return session.failure;
  try {
    const { currentPassword } = inputOf(input);
    return { ok: true, data: await startEnrolment(askerOf(session), { currentPassword }) };
  } catch (error) {
    return failureOf(error, session.requestId, "two-factor.start");
  }
}

/**
 * Confirms enrolment with the current password and a first code; answers the ten recovery codes (shown
 * once, stored hashed). The person's other sessions end.
 */
export async function confirmTwoFactorAction(input: {
  code: string;
  currentPassword: string;
}): Promise<ActionResult<{ recoveryCodes: string[] }, CredentialField>> {
  const session = await signedInAction("two-factor.enable");
  if (!session.ok) return session.failure;
  try {
    const result = await confirmEnrolment(askerOf(session), inputOf(input));
    revalidatePath(SECURITY_SETTINGS_PATH);
    return { ok: true, data: result };
  } catch (error) {
    return failureOf(error, session.requestId, "two-factor.enable");
  }
}

/** Turns the second factor off with the current password and a fresh code; the other sessions end. */
export async function disableTwoFactorAction(input: {
  code: string;
  currentPassword: string;
}): Promise<ActionResult<null, CredentialField>> {
  const session = await signedInAction("two-factor.disable");
  if (!session.ok) return session.failure;
  try {
    await disableTwoFactor(askerOf(session), inputOf(input));
    revalidatePath(SECURITY_SETTINGS_PATH);
    return { ok: true, data: null };
  } catch (error) {
    return failureOf(error, session.requestId, "two-factor.disable");
  }
}
