"use client";

import { useRouter } from "next/navigation";
import { ActionForm } from "@/components/forms/action-form";
import { FormSubmit } from "@/components/forms/form-submit";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { TextField } from "@/components/forms/text-field";
import { useActionSending } from "@/components/forms/use-action-sending";
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
  const sending = useActionSending(form, { fields: ["apiKey"], title: "The key was not replaced" });

  async function submit(values: RotateKeyValues) {
    const replaced = await sending.send(async () => {
      const result = await action(values);
      // The key is not kept in the page longer than one attempt.
      form.setValue("apiKey", "");
      return result;
    });
    if (!replaced) return;
    toast.success(`Key replaced. The account now signs with ${replaced.data.keyId}.`);
    router.refresh();
  }

  return (
    <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-4">
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
      <FormSubmit label="Replace key" pendingLabel="Checking the key…" />
    </ActionForm>
  );
}
