"use server";

import { AuthError, CredentialsSignin } from "next-auth";
import { actionField, actionForm, actionText } from "@/lib/action-result";
import { signIn } from "@/server/auth/next-auth";
import { safeCallbackPath } from "@/server/auth/request-info";
import { InvalidCredentialsError, messageForSignInError } from "@/server/auth/sign-in-errors";
import {
  InvalidSecondFactorError,
  SecondFactorExpiredError,
  SecondFactorRequiredError,
} from "@/server/auth/two-factor-sign-in";
import type { AuthFormState } from "../_components/form-state";

export type SignInState = AuthFormState<"email"> & {
  /** The email and password did not match: both fields are marked invalid. */
  rejected?: boolean;
  /** The password was right and a code from the second factor is asked for next. */
  step?: "password" | "code";
  /** The signed note of the first step that the second presents (it proves nothing on its own). */
  challenge?: string;
};

/**
 * Signs in through next-auth's credentials provider and redirects to the callback path; on failure, says
 * why. Works as a plain form POST too, so the page signs people in before (or without) JavaScript.
 */
export async function signInAction(previous: SignInState, formArgument: FormData): Promise<SignInState> {
  // Anyone can call an action with any arguments: they are read as untrusted values.
  const form = actionForm(formArgument);
  if (typeof form.get("challenge") === "string") return secondStep(previous, form);
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
    if (error instanceof SecondFactorRequiredError) {
      return { step: "code", challenge: error.challenge, values: { email }, submittedAt: Date.now() };
    }
    if (error instanceof CredentialsSignin) {
      return failed(messageForSignInError(error), error instanceof InvalidCredentialsError);
    }
    if (error instanceof AuthError) return failed("Sign-in is unavailable right now. Please try again.");
    throw error;
  }
  return failed("Sign-in did not complete. Please try again.");
}

/** The second step: the challenge of a correct password and a code (six digits, or a recovery code). */
async function secondStep(previous: SignInState, form: FormData): Promise<SignInState> {
  const challenge = String(form.get("challenge") ?? "");
  const code = String(form.get("code") ?? "");
  const redirectTo = safeCallbackPath(form.get("callbackUrl"));
  const email = actionText(actionField(actionField(previous, "values"), "email"), 320);
  const again = (error: string, rejected: boolean): SignInState => ({
    step: "code",
    challenge,
    error,
    rejected,
    values: { email },
    submittedAt: Date.now(),
  });
  try {
    await signIn("two-factor", { challenge, code, redirectTo });
  } catch (error) {
    if (error instanceof SecondFactorExpiredError) {
      return {
        step: "password",
        error: messageForSignInError(error),
        values: { email },
        submittedAt: Date.now(),
      };
    }
    if (error instanceof CredentialsSignin) {
      return again(messageForSignInError(error), error instanceof InvalidSecondFactorError);
    }
    if (error instanceof AuthError)
      return again("Sign-in is unavailable right now. Please try again.", false);
    throw error;
  }
  return again("Sign-in did not complete. Please try again.", false);
}
