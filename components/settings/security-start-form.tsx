"use client";

import { useMemo, useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { ActionResult } from "@/lib/action-result";
import type { SecurityField } from "./security-code-form";
import type { CurrentPasswordValues } from "./security-schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./security-schemas"));

export type StartAction = (
  input: CurrentPasswordValues,
) => Promise<ActionResult<{ secret: string; uri: string }, SecurityField>>;

/**
 * The first step of setting up a second factor: the current password, so that a session alone (a copied
 * cookie) cannot begin. Answers the new secret and the password, which the last step asks for again.
 */
export function SecurityStartForm({
  action,
  onStarted,
}: {
  action: StartAction;
  onStarted: (enrolment: { secret: string; uri: string }, currentPassword: string) => void;
}) {
  const resolver = useMemo(() => checks.resolver((loaded) => loaded.currentPasswordResolver), []);
  const form = useConsoleForm<CurrentPasswordValues>({
    resolver,
    defaultValues: { currentPassword: "" },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function submit(values: CurrentPasswordValues) {
    setFailure(null);
    const result = await action(values);
    if (!result.ok) {
      form.setValue("currentPassword", "");
      setFailure(await applyServerError(form.setError, result, { fields: ["currentPassword"] }));
      return;
    }
    onStarted(result.data, values.currentPassword);
  }

  return (
    <CheckedForm
      form={form}
      checks={checks}
      onSubmit={submit}
      aria-label="Set up two-factor sign-in"
      className="grid max-w-sm gap-4"
    >
      <FormFailureAlert failure={failure} title="Setup did not start" />
      <TextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        description="To confirm it is you before anything changes."
        type="password"
        autoComplete="current-password"
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Starting…">
          Set up two-factor sign-in
        </SubmitButton>
      </div>
    </CheckedForm>
  );
}
