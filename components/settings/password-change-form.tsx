"use client";

import { useMemo, useState } from "react";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, {
    fields: ["currentPassword", "newPassword", "confirmPassword"],
    title: "The password was not changed",
  });
  const [done, setDone] = useState<number | null>(null);

  async function submit(values: PasswordChangeFormValues) {
    setDone(null);
    // A refused current password is typed again; the new one stays for the next try.
    const changed = await sending.send(
      () => action(values),
      () => form.setValue("currentPassword", ""),
    );
    if (!changed) return;
    form.reset(empty);
    setDone(changed.data.endedSessions);
    toast.success("Your password was changed");
  }

  return (
    <ActionForm
      sending={sending}
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
      <FormSubmit label="Change password" pendingLabel="Changing…" />
    </ActionForm>
  );
}
