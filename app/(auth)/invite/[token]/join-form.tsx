"use client";

import { useActionState, useRef } from "react";
import { FormAlert } from "../../_components/form-alert";
import type { AuthFormState } from "../../_components/form-state";
import { SubmitButton } from "../../_components/submit-button";
import { useFocusFirstProblem } from "../../_components/use-focus-first-problem";
import { acceptAsSignedInUserAction } from "./actions";

/** One button for a signed-in user who was invited to another account. */
export function JoinForm({ token, accountName }: { token: string; accountName: string }) {
  const [state, formAction, pending] = useActionState(acceptAsSignedInUserAction, {} as AuthFormState);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, state);
  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="space-y-5">
      <FormAlert tone="error" message={state.error} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} pendingLabel="Joining…">
        Join {accountName}
      </SubmitButton>
    </form>
  );
}
