import "server-only";
import { eq } from "drizzle-orm";
import { recordSecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { hashPassword, passwordProblem, verifyPassword } from "./password";
import { reserveLoginAttempt, settleLoginAttempt } from "./throttle";
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

// As at sign-in: far above the policy, bounding the work one request can ask of scrypt.
const MAX_PASSWORD_INPUT = 4096;

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

const LOCKED_MESSAGE = (seconds: number) =>
  `Too many wrong passwords. Try again in ${Math.max(1, Math.ceil(seconds / 60))} minutes.`;

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

  const [row] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row?.isActive) throw new PasswordChangeError("no-user", "Your session has ended. Sign in again.");

  const audit = (outcome: "success" | "failure" | "denied", details: Record<string, unknown>) =>
    recordSecurityEvent({
      db,
      userId: user.id,
      event: "auth.password.change",
      outcome,
      requestId: user.requestId ?? null,
      details,
    });

  const decision = await reserveLoginAttempt({ email: row.email, ip: user.ip }, db);
  if (!decision.allowed) {
    await audit("denied", { reason: "locked" });
    throw new PasswordChangeError(
      "locked",
      LOCKED_MESSAGE(decision.retryAfterSeconds),
      undefined,
      decision.retryAfterSeconds,
    );
  }
  const verified =
    input.currentPassword.length <= MAX_PASSWORD_INPUT &&
    (await verifyPassword(input.currentPassword, row.passwordHash));
  await settleLoginAttempt(decision.attemptId, verified, db);
  if (!verified) {
    await audit("failure", { reason: "wrong-current-password" });
    throw new PasswordChangeError("wrong-password", "That is not your current password", "currentPassword");
  }

  const passwordHash = await hashPassword(input.newPassword);
  const endedSessions = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    return endAllOtherSessions(user.id, user.sessionId, tx);
  });
  await audit("success", { endedSessions });
  return { endedSessions };
}
