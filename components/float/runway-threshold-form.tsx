"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { useConsoleForm } from "@/components/forms/use-console-form";
import { toast } from "@/components/ui/toast";
import type { ActionResult } from "@/lib/action-result";
import type { RunwayThresholdValues } from "@/lib/float-threshold";
import { runwayKey } from "./use-runway";

// The checks (the schema, and zod with it) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./runway-threshold-schema"));
const resolver = checks.resolver((loaded) => loaded.runwayThresholdResolver);

export type RunwayThresholdAction = (
  values: RunwayThresholdValues,
) => Promise<ActionResult<{ days: number | null }, "days">>;

/** The account's runway warning threshold in days; blank turns the warning off. */
export function RunwayThresholdForm({
  accountId,
  initialDays,
  action,
}: {
  accountId: string;
  initialDays: number | null;
  action: RunwayThresholdAction;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useConsoleForm<RunwayThresholdValues>({
    resolver,
    defaultValues: { accountId, days: initialDays === null ? "" : String(initialDays) },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function submit(values: RunwayThresholdValues) {
    setFailure(null);
    const result = await action(values);
    if (!result.ok) {
      setFailure(await applyServerError(form.setError, result, { fields: ["days"] }));
      return;
    }
    const { days } = result.data;
    form.reset({ accountId, days: days === null ? "" : String(days) });
    void queryClient.invalidateQueries({ queryKey: runwayKey(accountId) });
    toast.success(
      days === null
        ? "The runway warning is off."
        : `Every page of this account now warns when the float lasts less than ${days === 1 ? "1 day" : `${days} days`}.`,
    );
    router.refresh();
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} title="The threshold was not saved" />
      <TextField
        control={form.control}
        name="days"
        label="Warn when the float lasts less than"
        inputMode="numeric"
        autoComplete="off"
        suffix="days"
        className="max-w-xs"
        description="At the average net outflow of the last 7 days. Leave it blank for no warning."
      />
      <div>
        <SubmitButton pending={form.formState.isSubmitting} pendingLabel="Saving…">
          Save threshold
        </SubmitButton>
      </div>
    </CheckedForm>
  );
}
