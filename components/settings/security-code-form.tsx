"use client";

import { useMemo } from "react";
import type { z } from "zod";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, {
    fields: ["code", "currentPassword"],
    title: failureTitle,
  });

  async function submit(values: z.output<typeof freshCodeSchema>) {
    const sent = await sending.send(
      async () => {
        const result = await action(values);
        form.setValue("code", "");
        return result;
      },
      ({ fieldErrors }) => {
        const onlyTheCode = fieldErrors?.code !== undefined && !fieldErrors.currentPassword;
        if (!onlyTheCode) form.setValue("currentPassword", "");
      },
    );
    if (sent) onDone(sent.data);
  }

  return (
    <ActionForm
      sending={sending}
      checks={checks}
      onSubmit={submit}
      aria-label={submitLabel}
      className="grid max-w-sm gap-4"
    >
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
      <FormSubmit label={submitLabel} pendingLabel={pendingLabel} />
    </ActionForm>
  );
}
