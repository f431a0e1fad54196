"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, { fields: ["days"], title: "The threshold was not saved" });

  async function submit(values: RunwayThresholdValues) {
    const saved = await sending.send(() => action(values));
    if (!saved) return;
    const { days } = saved.data;
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
    <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-4">
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
      <FormSubmit label="Save threshold" pendingLabel="Saving…" />
    </ActionForm>
  );
}
