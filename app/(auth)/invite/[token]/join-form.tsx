"use client";

import { useActionState, useRef } from "react";
import { useFocusFirstProblem } from "@/components/forms/use-focus-first-problem";
import { AuthFailure, AuthSubmitButton } from "../../_components/auth-controls";
import type { AuthFormState } from "../../_components/form-state";
import { acceptAsSignedInUserAction } from "./actions";

/** One button for a signed-in user who was invited to another account. */
export function JoinForm({ token, accountName }: { token: string; accountName: string }) {
  const [state, formAction, pending] = useActionState(acceptAsSignedInUserAction, {} as AuthFormState);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, state);
  return (
    <form ref={formRef} action={formAction} aria-busy={pending} className="grid gap-5">
      <AuthFailure message={state.error} />
      <input type="hidden" name="token" value={token} />
      <AuthSubmitButton pending={pending} pendingLabel="Joining…">
        Join {accountName}
      </AuthSubmitButton>
    </form>
  );
}
