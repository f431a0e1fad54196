"use client";

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
import type { RotateKeyValues } from "./schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./settings-form-checks"));
const resolver = checks.resolver((loaded) => loaded.rotateKeyResolver);

export type RotateKeyAction = (values: RotateKeyValues) => Promise<ActionResult<{ keyId: string }, "apiKey">>;

/** Replaces the account's key with a new one, after the service has accepted it. */
export function RotateKeyForm({ accountId, action }: { accountId: string; action: RotateKeyAction }) {
  const router = useRouter();
  const form = useConsoleForm<RotateKeyValues>({
    resolver,
    defaultValues: { accountId, apiKey: "" },
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function submit(values: RotateKeyValues) {
    setFailure(null);
    const result = await action(values);
    // The key is not kept in the page longer than one attempt.
    form.setValue("apiKey", "");
    if (!result.ok) {
      setFailure(await applyServerError(form.setError, result, { fields: ["apiKey"] }));
      return;
    }
    toast.success(`Key replaced. The account now signs with ${result.data.keyId}.`);
    router.refresh();
  }

  const submitting = form.formState.isSubmitting;
  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-4">
      <FormFailureAlert failure={failure} title="The key was not replaced" />
      <TextField
        control={form.control}
        name="apiKey"
        label="New API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="ak_live_….sk_live_…"
        inputClassName="font-mono"
        description="The service must accept it before it replaces the current key; the old key stays in use until then."
      />
      <div>
        <SubmitButton pending={submitting} pendingLabel="Checking the key…">
          Replace key
        </SubmitButton>
      </div>
    </CheckedForm>
  );
}
