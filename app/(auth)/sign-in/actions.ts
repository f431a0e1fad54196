"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { signIn } from "@/server/auth/next-auth";
import { safeCallbackPath } from "@/server/auth/request-info";
import { InvalidCredentialsError, messageForSignInError } from "@/server/auth/sign-in-errors";
import type { AuthFormState } from "../_components/form-state";

export type SignInState = AuthFormState<"email"> & {
  /** The email and password did not match: both fields are marked invalid. */
  rejected?: boolean;
};

/**
 * Signs in through next-auth's credentials provider and redirects to the callback path; on failure, says
 * why. Works as a plain form POST too, so the page signs people in before (or without) JavaScript.
 */
export async function signInAction(_previous: SignInState, form: FormData): Promise<SignInState> {
  const email = String(form.get("email") ?? "");
  const password = String(form.get("password") ?? "");
  const redirectTo = safeCallbackPath(form.get("callbackUrl"));
  const failed = (error: string, rejected = false): SignInState => ({
    error,
    rejected,
    values: { email },
    submittedAt: Date.now(),
  });
  try {
    // Redirects (by throwing) when the credentials are accepted.
    await signIn("credentials", { email, password, redirectTo });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      return failed(messageForSignInError(error), error instanceof InvalidCredentialsError);
    }
    if (error instanceof AuthError) return failed("Sign-in is unavailable right now. Please try again.");
    throw error;
  }
  return failed("Sign-in did not complete. Please try again.");
}
