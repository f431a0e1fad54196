"use client";

import { useActionState, useEffect, useRef } from "react";
import { AuthCard } from "../_components/auth-card";
import { AuthFailure, AuthField, AuthNotice, AuthSubmitButton } from "../_components/auth-controls";
import { emailInputProps } from "../_components/email-input";
import { type SignInState, signInAction } from "./actions";
import { SecondFactorStep } from "./second-factor-step";

export function SignInForm({
  callbackUrl,
  initial,
  notice,
}: {
  callbackUrl: string;
  /** A failure reported in the URL by next-auth's plain form POST. */
  initial: SignInState;
  notice: string | null;
}) {
  const [state, formAction, pending] = useActionState(signInAction, initial);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const askingForCode = state.step === "code" && typeof state.challenge === "string";

  // After a failed attempt the email is kept and the password cleared: continue where the fix is.
  useEffect(() => {
    if (state.submittedAt && state.error) (askingForCode ? codeRef : passwordRef).current?.focus();
  }, [state.submittedAt, state.error, askingForCode]);

  if (askingForCode) {
    return (
      <AuthCard title="Sign in" description="Second step: the code from your authenticator app.">
        <form action={formAction} aria-busy={pending} className="grid gap-5">
          {state.error ? (
            <AuthFailure message={state.error} />
          ) : (
            <AuthNotice message="Your password is correct. Enter the code from your authenticator app to finish signing in." />
          )}
          <SecondFactorStep
            challenge={state.challenge ?? ""}
            callbackUrl={callbackUrl}
            pending={pending}
            invalid={state.rejected}
            inputRef={codeRef}
          />
        </form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Sign in" description="Use the email and password of your console user.">
      <form action={formAction} aria-busy={pending} className="grid gap-5">
        {state.error ? <AuthFailure message={state.error} /> : <AuthNotice message={notice} />}
        <input type="hidden" name="callbackUrl" value={callbackUrl} />
        <AuthField
          name="email"
          label="Email"
          {...emailInputProps}
          defaultValue={state.values?.email ?? ""}
          invalid={state.rejected}
        />
        <AuthField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          ref={passwordRef}
          invalid={state.rejected}
        />
        <AuthSubmitButton pending={pending} pendingLabel="Signing in…">
          Sign in
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
