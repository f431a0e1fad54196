import "server-only";
import { eq } from "drizzle-orm";
import { recordSecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { CredentialCheckError, checkCredentials } from "./credential-check";
import { hashPassword, passwordProblem } from "./password";
import { endAllOtherSessions } from "./user-sessions";

export type PasswordChangeField = "currentPassword" | "newPassword" | "confirmPassword";

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export class PasswordChangeError extends Error {
  constructor(
    readonly code: "invalid-input" | "wrong-password" | "locked" | "no-user",
    message: string,
    readonly field?: PasswordChangeField,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "PasswordChangeError";
  }
}

/** The first problem with the new password, on its field, or null. The current one is checked later. */
export function newPasswordProblem(
  input: PasswordChangeInput,
): { field: PasswordChangeField; message: string } | null {
  if (input.currentPassword === "")
    return { field: "currentPassword", message: "Enter your current password" };
  const problem = passwordProblem(input.newPassword);
  if (problem) return { field: "newPassword", message: problem };
  if (input.newPassword === input.currentPassword)
    return { field: "newPassword", message: "Choose a password different from your current one" };
  if (input.confirmPassword !== input.newPassword)
    return { field: "confirmPassword", message: "Passwords do not match" };
  return null;
}

/**
 * Changes the signed-in user's password. The current password is checked under the sign-in throttle (the
 * same per-email and per-address locks, so a wrong one counts as a failed sign-in, and ten lock both). On
 * success every other session of the user ends and `sessionId` (the one asking) stays signed in. Both the
 * change and a refused current password are in the audit trail.
 */
export async function changePassword(
  user: { id: string; sessionId: string | null; ip: string; requestId?: string },
  input: PasswordChangeInput,
  db: ConsoleExecutor = getDb(),
): Promise<{ endedSessions: number }> {
  const problem = newPasswordProblem(input);
  if (problem) throw new PasswordChangeError("invalid-input", problem.message, problem.field);

  try {
    await checkCredentials({
      userId: user.id,
      ip: user.ip,
      requestId: user.requestId ?? null,
      event: "auth.password.change",
      currentPassword: input.currentPassword,
      db,
    });
  } catch (error) {
    if (!(error instanceof CredentialCheckError)) throw error;
    const code =
      error.code === "missing"
        ? "invalid-input"
        : error.code === "wrong-code" || error.code === "used-code"
          ? "wrong-password"
          : error.code;
    throw new PasswordChangeError(
      code,
      error.message,
      error.field === "currentPassword" ? "currentPassword" : undefined,
      error.retryAfterSeconds,
    );
  }

  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return endAllOtherSessions(user.id, user.sessionId, tx);
  });
  await recordSecurityEvent({
    db,
    userId: user.id,
    event: "auth.password.change",
    requestId: user.requestId ?? null,
    address: user.ip,
    details: { endedSessions },
  });
  return { endedSessions };
}
