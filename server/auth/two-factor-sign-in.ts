import "server-only";
// From @auth/core, which next-auth re-exports: the same class, importable outside Next (tests, scripts).
import { CredentialsSignin } from "@auth/core/errors";
import { and, eq, isNotNull } from "drizzle-orm";
import { recordSecurityEvent } from "@/server/audit/security-events";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { loginAttempts, users, userTwoFactor } from "@/server/db/schema";
import { authSecret } from "./auth-secret";
import { type AuthorizedUser, startSignedInSession } from "./authorized-user";
import { InactiveUserError, LockedOutError } from "./sign-in-errors";
import { reserveLoginAttempt, settleLoginAttempt } from "./throttle";
import { issueChallenge, readChallenge, type TwoFactorDeps, verifySecondFactor } from "./two-factor";

/**
 * The password was right and the user has a second factor: the sign-in continues with a code. Carries the
 * signed challenge that the second step presents; its `code` says only "second-factor".
 */
export class SecondFactorRequiredError extends CredentialsSignin {
  override code = "second-factor";
  constructor(readonly challenge: string) {
    super();
  }
}

export class InvalidSecondFactorError extends CredentialsSignin {
  override code = "invalid-code";
}

/** A right code that was used before (each works once): said so, rather than "not valid". */
export class UsedSecondFactorError extends InvalidSecondFactorError {
  override code = "used-code";
}

/** The challenge expired or was altered: start again with the password. */
export class SecondFactorExpiredError extends CredentialsSignin {
  override code = "second-factor-expired";
}

export const INVALID_CODE_MESSAGE = "That code is not valid. Enter the current code from your app.";
export const EXPIRED_CHALLENGE_MESSAGE = "The sign-in took too long. Enter your email and password again.";

/**
 * Called by authorizeCredentials after a correct password: when the user has a confirmed second factor,
 * the password attempt is taken back out of the throttle's record (it is neither a failure nor, yet, a
 * success: otherwise a known password would clear the count of wrong codes) and a challenge is returned.
 */
export async function secondFactorChallenge(
  user: { id: string; email: string },
  attemptId: number,
  db: ConsoleExecutor = getDb(),
  secret: () => string = authSecret,
): Promise<string | null> {
  const [factor] = await db
    .select({ userId: userTwoFactor.userId })
    .from(userTwoFactor)
    .where(and(eq(userTwoFactor.userId, user.id), isNotNull(userTwoFactor.confirmedAt)));
  if (!factor) return null;
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attemptId));
  return issueChallenge(user, secret());
}

export interface SecondFactorContext extends TwoFactorDeps {
  ip: string;
  userAgent?: string | null;
  secret?: () => string;
}

/**
 * The second step of sign-in (next-auth's "two-factor" credentials provider): a challenge from a correct
 * password and a six-digit or recovery code. Each try is reserved in the same throttle as passwords (per
 * email and per address), so wrong codes lock exactly as wrong passwords do.
 */
export async function authorizeSecondFactor(
  credentials: Partial<Record<string, unknown>>,
  context: SecondFactorContext,
): Promise<AuthorizedUser> {
  const db = context.db ?? getDb();
  const token = typeof credentials.challenge === "string" ? credentials.challenge : "";
  const code = typeof credentials.code === "string" ? credentials.code.trim() : "";
  const claims = readChallenge(token, (context.secret ?? authSecret)(), context.now?.());
  if (!claims) throw new SecondFactorExpiredError();

  const decision = await reserveLoginAttempt({ email: claims.email, ip: context.ip }, db);
  if (!decision.allowed) {
    await audit(db, claims.userId, context.ip, "denied", "locked");
    throw new LockedOutError(decision.retryAfterSeconds);
  }
  const [user] = await db
    .select({ id: users.id, email: users.email, name: users.name, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  const match = user && code !== "" ? await verifySecondFactor(user.id, code, { ...context, db }) : null;
  const accepted = match === "totp" || match === "recovery";
  await settleLoginAttempt(decision.attemptId, accepted && user?.isActive === true, db);
  if (!user || !accepted) {
    await audit(db, claims.userId, context.ip, "failure", "invalid-second-factor");
    throw match === "used" ? new UsedSecondFactorError() : new InvalidSecondFactorError();
  }
  if (!user.isActive) throw new InactiveUserError();
  await audit(db, user.id, context.ip, "success", match === "recovery" ? "recovery-code" : "totp");
  return startSignedInSession(user, context, db);
}

// Under the security events' names, so the trail shows them in words ("Second-factor code at sign-in").
async function audit(
  db: ConsoleExecutor,
  userId: string,
  ip: string,
  outcome: "success" | "failure" | "denied",
  reason: string,
): Promise<void> {
  await recordSecurityEvent({
    db,
    userId,
    event:
      outcome === "success" && reason === "recovery-code"
        ? "auth.two-factor.recovery-code"
        : "auth.two-factor.verify",
    outcome,
    address: ip,
    details: { ip, ...(outcome === "success" ? { method: reason } : { reason }) },
  });
}
