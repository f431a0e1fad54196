import "server-only";
import { and, eq, isNotNull } from "drizzle-orm";
import { recordSecurityEvent, type SecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users, userTwoFactor } from "@/server/db/schema";
import { verifyPassword } from "./password";
import { throttledCheck } from "./throttle";

// As at sign-in: far above the policy, bounding the work one request can ask of scrypt.
export const MAX_PASSWORD_INPUT = 4096;
const MAX_CODE_INPUT = 64;

export type CredentialField = "currentPassword" | "code";
export type CredentialFailure =
  | "missing"
  | "wrong-password"
  | "wrong-code"
  | "used-code"
  | "locked"
  | "no-user";

/** A refused password or code, in words for the form, on the field it concerns (none for a lock). */
export class CredentialCheckError extends Error {
  constructor(
    readonly code: CredentialFailure,
    message: string,
    readonly field?: CredentialField,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "CredentialCheckError";
  }
}

export const SESSION_ENDED_WORDS = "Your session has ended. Sign in again.";

const tries = (count: number) => (count === 1 ? "1 try" : `${count} tries`);

function wait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? "1 minute" : `${minutes} minutes`;
}

export function lockedWords(retryAfterSeconds: number): string {
  return `Too many wrong passwords or codes. Try again in ${wait(retryAfterSeconds)}.`;
}

/**
 * "The password is not right; 9 tries left." or, when that failure locked it, the wait. A right code used
 * before ("used-code") is said to be used: it works once, and the next one from the app will do.
 */
export function wrongWords(
  what: "password" | "code" | "used-code",
  triesLeft: number,
  retryAfterSeconds: number | null,
) {
  const wrong =
    what === "used-code"
      ? "That code was already used: wait for the next code in your app"
      : `The ${what} is not right`;
  if (retryAfterSeconds !== null) {
    return `${wrong}. There have been too many tries: try again in ${wait(retryAfterSeconds)}.`;
  }
  return `${wrong}; ${tries(triesLeft)} left.`;
}

export interface CredentialCheck {
  /** The signed-in person, and where the request comes from (counted by the per-address lock). */
  userId: string;
  ip: string;
  requestId?: string | null;
  /** The change asked for: a refusal is recorded in the trail under it. */
  event: SecurityEvent;
  /** Small facts for the trail's refusal entry (never a password or code). */
  details?: Record<string, unknown>;
  currentPassword: string;
  /**
   * A code checked after a right password, in the same try; `accept` uses it up when it is right, and
   * answers "used" for a right code used before.
   */
  code?: { typed: string; accept: () => Promise<boolean | "used"> };
  db?: ConsoleExecutor;
}

/**
 * Checks the signed-in person's current password (and a code, when the change needs one) before a change to
 * their sign-in, so a copied session cookie alone changes nothing. One submission is one try of the sign-in
 * throttle (a wrong password here counts as a failed sign-in, and a lock here locks sign-in too); every
 * refusal is in the audit trail. Answers the person's email; throws CredentialCheckError.
 */
export async function checkCredentials(check: CredentialCheck): Promise<{ email: string }> {
  const db = check.db ?? getDb();
  // Blank fields are a slip, not a guess: said on the field, and not counted.
  if (check.currentPassword === "") {
    throw new CredentialCheckError("missing", "Enter your current password", "currentPassword");
  }
  if (check.code && check.code.typed.trim() === "") {
    throw new CredentialCheckError("missing", "Enter the code from your app", "code");
  }
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, check.userId))
    .limit(1);
  if (!user?.isActive) throw new CredentialCheckError("no-user", SESSION_ENDED_WORDS);

  // Someone with a second factor signs in with a password and a code: a password alone, right, proves
  // less, and must not clear the count of wrong codes (a stolen session that also knows the password would
  // otherwise guess codes without end, between password-only checks).
  const [factor] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, check.userId), isNotNull(userTwoFactor.confirmedAt)));
  const { code } = check;
  const outcome = await throttledCheck(
    { email: user.email, ip: check.ip },
    async () => {
      const passwordRight =
        check.currentPassword.length <= MAX_PASSWORD_INPUT &&
        (await verifyPassword(check.currentPassword, user.passwordHash));
      if (!passwordRight) return "wrong-password" as const;
      // The code is looked at only after a right password, so a wrong password never uses a code up.
      if (!code) return null;
      if (code.typed.length > MAX_CODE_INPUT) return "wrong-code" as const;
      const accepted = await code.accept();
      if (accepted === "used") return "used-code" as const;
      return accepted ? null : ("wrong-code" as const);
    },
    db,
    { passClears: !factor || code !== undefined },
  );
  if (outcome.ok) return { email: user.email };

  await recordSecurityEvent({
    db,
    userId: check.userId,
    event: check.event,
    outcome: outcome.reason === "locked" ? "denied" : "failure",
    requestId: check.requestId ?? null,
    address: check.ip,
    details: { ...check.details, reason: outcome.reason, triesLeft: outcome.triesLeft },
  });
  if (outcome.reason === "locked") {
    throw new CredentialCheckError(
      "locked",
      lockedWords(outcome.retryAfterSeconds ?? 60),
      undefined,
      outcome.retryAfterSeconds ?? undefined,
    );
  }
  const what =
    outcome.reason === "wrong-password" ? "password" : outcome.reason === "used-code" ? "used-code" : "code";
  throw new CredentialCheckError(
    outcome.reason,
    wrongWords(what, outcome.triesLeft, outcome.retryAfterSeconds),
    what === "password" ? "currentPassword" : "code",
    outcome.retryAfterSeconds ?? undefined,
  );
}
