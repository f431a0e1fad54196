"use client";

import { useActionState, useRef } from "react";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { SubmitButton } from "@/components/forms/submit-button";
import { useFocusFirstProblem } from "@/components/forms/use-focus-first-problem";
import type { AuthFormState } from "../../_components/form-state";
import { acceptAsSignedInUserAction } from "./actions";

/** One button for a signed-in user who was invited to another account. */
export function JoinForm({ token, accountName }: { token: string; accountName: string }) {
  const [state, formAction, pending] = useActionState(acceptAsSignedInUserAction, {} as AuthFormState);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, state);
  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <FormFailureAlert failure={state.error ? { message: state.error, requestId: null } : null} />
      <input type="hidden" name="token" value={token} />
      <SubmitButton pending={pending} pendingLabel="Joining…" className="w-full">
        Join {accountName}
      </SubmitButton>
    </form>
  );
}
