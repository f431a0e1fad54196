"use client";

import { startTransition, useActionState, useRef } from "react";
import { useFocusFirstProblem } from "@/components/forms/use-focus-first-problem";
import { AuthFailure, AuthField, AuthSubmitButton } from "./auth-controls";
import { emailInputProps } from "./email-input";
import type { AuthFormState } from "./form-state";

export type NewUserField = "name" | "email" | "password" | "confirmPassword";
export type NewUserAction = (
  previous: AuthFormState<NewUserField>,
  form: FormData,
) => Promise<AuthFormState<NewUserField>>;

/** Name, email and a new password: the owner's first-run form and the invited member's form. */
export function NewUserForm({
  action,
  fixedEmail,
  hiddenFields = {},
  submitLabel,
  pendingLabel,
  minPasswordLength,
}: {
  action: NewUserAction;
  /** The invited address: shown, not editable. */
  fixedEmail?: string;
  hiddenFields?: Record<string, string>;
  submitLabel: string;
  pendingLabel: string;
  minPasswordLength: number;
}) {
  const [state, formAction, pending] = useActionState(action, {} as AuthFormState<NewUserField>);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstProblem(formRef, state);
  const errors = state.fieldErrors ?? {};

  return (
    <form
      ref={formRef}
      action={formAction}
      // React empties a form after its action runs, and the server never sends a password back: with
      // JavaScript the form is sent from here instead, so after a mismatch both passwords stay as typed.
      // Without it the action attribute posts the form as before.
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        startTransition(() => formAction(data));
      }}
      aria-busy={pending}
      className="grid gap-5"
      noValidate
    >
      <AuthFailure message={state.error} />
      {Object.entries(hiddenFields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <AuthField
        name="name"
        label="Name"
        autoComplete="name"
        required
        maxLength={100}
        defaultValue={state.values?.name ?? ""}
        error={errors.name}
      />
      <AuthField
        name="email"
        label="Email"
        {...emailInputProps}
        readOnly={fixedEmail !== undefined}
        defaultValue={fixedEmail ?? state.values?.email ?? ""}
        error={errors.email}
      />
      <AuthField
        name="password"
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        minLength={minPasswordLength}
        description={`At least ${minPasswordLength} characters. A passphrase of a few words works well.`}
        error={errors.password}
      />
      <AuthField
        name="confirmPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
      <AuthSubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </AuthSubmitButton>
    </form>
  );
}
