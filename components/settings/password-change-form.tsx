"use client";

import { useMemo, useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import type { PasswordChangeFormValues, PasswordRules } from "./password-schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./password-schemas"));

export type PasswordChangeAction = (
  values: PasswordChangeFormValues,
) => Promise<ActionResult<{ endedSessions: number }, "currentPassword" | "newPassword" | "confirmPassword">>;

const empty: PasswordChangeFormValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** Changes the person's password; their other sessions end, this one stays signed in. */
export function PasswordChangeForm({
  action,
  rules,
}: {
  action: PasswordChangeAction;
  rules: PasswordRules;
}) {
  const resolver = useMemo(() => checks.resolver((loaded) => loaded.passwordChangeResolver(rules)), [rules]);
  const form = useConsoleForm<PasswordChangeFormValues>({
    resolver,
    defaultValues: empty,
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [done, setDone] = useState<number | null>(null);

  async function submit(values: PasswordChangeFormValues) {
    setFailure(null);
    setDone(null);
    const result = await action(values);
    if (!result.ok) {
      // A refused current password is typed again; the new one stays for the next try.
      form.setValue("currentPassword", "");
      setFailure(
        await applyServerError(form.setError, result, {
          fields: ["currentPassword", "newPassword", "confirmPassword"],
        }),
      );
      return;
    }
    form.reset(empty);
    setDone(result.data.endedSessions);
    toast.success("Your password was changed");
  }

  return (
    <CheckedForm
      form={form}
      checks={checks}
      onSubmit={submit}
      aria-label="Change password"
      className="grid max-w-sm gap-4"
    >
      {done !== null ? (
        <Alert>
          <AlertTitle>Password changed</AlertTitle>
          <AlertDescription>
            {done === 0
              ? "You stay signed in here. No other session was open."
              : `You stay signed in here; ${done === 1 ? "1 other session was" : `${done} other sessions were`} signed out.`}
          </AlertDescription>
        </Alert>
      ) : null}
      <FormFailureAlert failure={failure} title="The password was not changed" />
      <TextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <TextField
        control={form.control}
        name="newPassword"
        label="New password"
        description={`At least ${rules.min} characters.`}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        control={form.control}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Changing…">
          Change password
        </SubmitButton>
      </div>
    </CheckedForm>
  );
}
