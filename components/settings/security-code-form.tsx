"use client";

import { useMemo, useState } from "react";
import type { z } from "zod";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { ActionResult } from "@/lib/action-result";
import type { FreshCodeValues, freshCodeSchema } from "./security-schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./security-schemas"));

/** The fields a refusal of these forms may name. */
export type SecurityField = "code" | "currentPassword";

export type CodeAction<T> = (input: {
  code: string;
  currentPassword: string;
}) => Promise<ActionResult<T, SecurityField>>;

/**
 * A code and the current password, and a button: confirms enrolment (six digits only) or turns the factor
 * off (six digits or a recovery code). The code is cleared after every answer (a code is good for one try);
 * the password only when it was refused or the tries ran out.
 */
export function SecurityCodeForm<T>({
  action,
  onDone,
  allowRecoveryCode = false,
  initialPassword = "",
  submitLabel,
  pendingLabel,
  failureTitle,
}: {
  action: CodeAction<T>;
  onDone: (data: T) => void;
  allowRecoveryCode?: boolean;
  /** The password the first step of setting up was given, asked for again to finish. */
  initialPassword?: string;
  submitLabel: string;
  pendingLabel: string;
  failureTitle: string;
}) {
  const resolver = useMemo(
    () => checks.resolver((loaded) => loaded.codeResolver(allowRecoveryCode)),
    [allowRecoveryCode],
  );
  const form = useConsoleForm<FreshCodeValues, unknown, z.output<typeof freshCodeSchema>>({
    resolver,
    defaultValues: { code: "", currentPassword: initialPassword },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function submit(values: z.output<typeof freshCodeSchema>) {
    setFailure(null);
    const result = await action(values);
    form.setValue("code", "");
    if (!result.ok) {
      const onlyTheCode = result.fieldErrors?.code !== undefined && !result.fieldErrors.currentPassword;
      if (!onlyTheCode) form.setValue("currentPassword", "");
      setFailure(await applyServerError(form.setError, result, { fields: ["code", "currentPassword"] }));
      return;
    }
    onDone(result.data);
  }

  return (
    <CheckedForm
      form={form}
      checks={checks}
      onSubmit={submit}
      aria-label={submitLabel}
      className="grid max-w-sm gap-4"
    >
      <FormFailureAlert failure={failure} title={failureTitle} />
      <TextField
        control={form.control}
        name="code"
        label={allowRecoveryCode ? "Code or recovery code" : "Code from your app"}
        description={
          allowRecoveryCode
            ? "The current 6-digit code from your authenticator app, or one of your recovery codes."
            : "The 6-digit code your authenticator app shows now."
        }
        autoComplete="one-time-code"
        inputMode={allowRecoveryCode ? "text" : "numeric"}
        spellCheck={false}
        inputClassName="font-mono tracking-widest"
      />
      <TextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        description={initialPassword ? "The one you entered to start, asked for again to finish." : undefined}
        type="password"
        autoComplete="current-password"
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel={pendingLabel}>
          {submitLabel}
        </SubmitButton>
      </div>
    </CheckedForm>
  );
}
