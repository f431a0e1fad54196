import "server-only";
// From @auth/core, which next-auth re-exports: the same class, importable outside Next (tests, scripts).
import { CredentialsSignin } from "@auth/core/errors";

// Each `code` travels in the `code` query parameter when the plain next-auth form POST fails, so it names
// the kind of failure only; it never says whether the email exists.

export class InvalidCredentialsError extends CredentialsSignin {
  override code = "invalid-credentials";
}

export class InactiveUserError extends CredentialsSignin {
  override code = "inactive";
}

export class LockedOutError extends CredentialsSignin {
  override code: string;
  constructor(readonly retryAfterSeconds: number) {
    super();
    this.code = `locked-${lockMinutes(retryAfterSeconds)}`;
  }
}

function lockMinutes(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

export function lockedMessage(minutes: number): string {
  return `Too many failed sign-in attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/**
 * The sentence the sign-in page shows for next-auth's `error` and `code` (from a failed sign-in), or null
 * when there is nothing to show.
 */
export function signInErrorMessage(error: string | undefined, code: string | undefined): string | null {
  if (!error) return null;
  if (error !== "CredentialsSignin") return "Sign-in failed. Please try again.";
  const locked = /^locked-(\d{1,4})$/.exec(code ?? "");
  if (locked?.[1]) return lockedMessage(Number(locked[1]));
  if (code === "inactive") return "This user has been deactivated. Ask an owner of your merchant account.";
  if (code === "invalid-code") return "That code is not valid. Enter the current code from your app.";
  if (code === "used-code")
    return "That code was already used. Wait for the next code in your app, or enter a recovery code you have not used.";
  if (code === "second-factor-expired")
    return "The sign-in took too long. Enter your email and password again.";
  if (code === "second-factor") return "Enter the code from your authenticator app to finish signing in.";
  return INVALID_CREDENTIALS_MESSAGE;
}

/** The message for an error thrown by authorize(). */
export function messageForSignInError(error: CredentialsSignin): string {
  if (error instanceof LockedOutError) return lockedMessage(lockMinutes(error.retryAfterSeconds));
  return signInErrorMessage("CredentialsSignin", error.code) ?? INVALID_CREDENTIALS_MESSAGE;
}
