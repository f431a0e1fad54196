import "server-only";
import { eq } from "drizzle-orm";
import { writeAudit } from "@/server/audit/log";
import type { ConsoleExecutor } from "@/server/db/client";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { type AuthorizedUser, startSignedInSession } from "./authorized-user";
import { dummyVerify, verifyPassword } from "./password";
import { InactiveUserError, InvalidCredentialsError, LockedOutError } from "./sign-in-errors";
import { normalizeEmail, reserveLoginAttempt, settleLoginAttempt } from "./throttle";
import { SecondFactorRequiredError, secondFactorChallenge } from "./two-factor-sign-in";

export interface AuthorizeContext {
  /** From clientIp(); counted by the per-address throttle. */
  ip: string;
  /** The browser's User-Agent, named in the person's list of sessions. */
  userAgent?: string | null;
  db?: ConsoleExecutor;
}

// Longer than any email a mail server accepts; longer input is refused before touching the database.
const MAX_EMAIL_LENGTH = 320;
// Far above the password policy; bounds the work a single request can ask of scrypt's input hashing.
const MAX_PASSWORD_INPUT = 4096;

/**
 * Checks an email and password for next-auth's Credentials provider. Throws a CredentialsSignin subclass
 * on any failure. An unknown email and a wrong password take the same path (including one scrypt run) and
 * give the same error, so neither the answer nor its timing says which emails have users.
 */
export async function authorizeCredentials(
  credentials: Partial<Record<string, unknown>>,
  context: AuthorizeContext,
): Promise<AuthorizedUser> {
  const db = context.db ?? getDb();
  const rawEmail = typeof credentials.email === "string" ? credentials.email : "";
  const email = normalizeEmail(rawEmail);
  if (email.length === 0 || email.length > MAX_EMAIL_LENGTH) throw new InvalidCredentialsError();
  const password = typeof credentials.password === "string" ? credentials.password : "";

  const decision = await reserveLoginAttempt({ email, ip: context.ip }, db);
  if (!decision.allowed) {
    await audit(db, { email, ip: context.ip, outcome: "denied", reason: "locked" });
    throw new LockedOutError(decision.retryAfterSeconds);
  }

  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const verified =
    user && password.length <= MAX_PASSWORD_INPUT
      ? await verifyPassword(password, user.passwordHash)
      : await dummyVerify(password.slice(0, MAX_PASSWORD_INPUT));

  const succeeded = verified && user?.isActive === true;
  await settleLoginAttempt(decision.attemptId, succeeded, db);
  if (!user || !verified) {
    await audit(db, {
      email,
      ip: context.ip,
      outcome: "failure",
      reason: "invalid-credentials",
      ...(user ? { userId: user.id } : {}),
    });
    throw new InvalidCredentialsError();
  }
  if (!user.isActive) {
    // Said only after a correct password, so it reveals nothing to someone guessing.
    await audit(db, { email, ip: context.ip, outcome: "denied", reason: "inactive", userId: user.id });
    throw new InactiveUserError();
  }
  const challenge = await secondFactorChallenge(user, decision.attemptId, db);
  if (challenge) throw new SecondFactorRequiredError(challenge);
  await audit(db, { email, ip: context.ip, outcome: "success", userId: user.id });
  return startSignedInSession(user, context, db);
}

async function audit(
  db: ConsoleExecutor,
  entry: {
    email: string;
    ip: string;
    outcome: "success" | "failure" | "denied";
    reason?: string;
    userId?: string;
  },
): Promise<void> {
  await writeAudit(db, {
    action: "auth.sign-in",
    userId: entry.userId ?? null,
    outcome: entry.outcome,
    address: entry.ip,
    details: { email: entry.email, ip: entry.ip, ...(entry.reason ? { reason: entry.reason } : {}) },
  });
}
