"use client";

import { useMemo } from "react";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, {
    fields: ["currentPassword"],
    title: "Setup did not start",
  });

  async function submit(values: CurrentPasswordValues) {
    const started = await sending.send(
      () => action(values),
      () => form.setValue("currentPassword", ""),
    );
    if (started) onStarted(started.data, values.currentPassword);
  }

  return (
    <ActionForm
      sending={sending}
      checks={checks}
      onSubmit={submit}
      aria-label="Set up two-factor sign-in"
      className="grid max-w-sm gap-4"
    >
      <TextField
        control={form.control}
        name="currentPassword"
        label="Current password"
        description="To confirm it is you before anything changes."
        type="password"
        autoComplete="current-password"
      />
      <FormSubmit label="Set up two-factor sign-in" pendingLabel="Starting…" />
    </ActionForm>
  );
}
