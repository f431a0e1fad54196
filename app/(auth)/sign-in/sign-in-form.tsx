"use client";

import { useActionState, useEffect, useRef } from "react";
import { FormAlert } from "../_components/form-alert";
import { SubmitButton } from "../_components/submit-button";
import { TextField } from "../_components/text-field";
import { type SignInState, signInAction } from "./actions";

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

  // After a failed attempt the email is kept and the password cleared: continue where the fix is.
  useEffect(() => {
    if (state.submittedAt && state.error) passwordRef.current?.focus();
  }, [state.submittedAt, state.error]);

  return (
    <form action={formAction} aria-busy={pending} className="space-y-5">
      <FormAlert tone="error" message={state.error} />
      {!state.error ? <FormAlert tone="notice" message={notice} /> : null}
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        defaultValue={state.values?.email ?? ""}
        aria-invalid={state.rejected ? true : undefined}
      />
      <TextField
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        inputRef={passwordRef}
        aria-invalid={state.rejected ? true : undefined}
      />
      <SubmitButton pending={pending} pendingLabel="Signing in…">
        Sign in
      </SubmitButton>
    </form>
  );
}
