"use client";

import type { Ref } from "react";
import { AuthField, AuthSubmitButton } from "../_components/auth-controls";

/**
 * The second step of signing in, inside the sign-in form: the code from the authenticator app, or one of
 * the recovery codes. The challenge from the password step rides along in a hidden field.
 */
export function SecondFactorStep({
  challenge,
  callbackUrl,
  pending,
  invalid,
  inputRef,
}: {
  challenge: string;
  callbackUrl: string;
  pending: boolean;
  invalid?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="callbackUrl" value={callbackUrl} />
      <AuthField
        name="code"
        label="Authentication code"
        description="The 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes."
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        required
        autoFocus
        ref={inputRef}
        invalid={invalid}
      />
      <AuthSubmitButton pending={pending} pendingLabel="Verifying…">
        Verify
      </AuthSubmitButton>
      <p className="text-center text-muted-foreground text-sm">
        {/* A plain link: starting over loads the sign-in page afresh, and its code stays without Next's link. */}
        <a href="/sign-in" className="underline underline-offset-4 hover:text-foreground">
          Start over with your password
        </a>
      </p>
    </>
  );
}
