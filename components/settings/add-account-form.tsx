"use client";

import { ActionForm } from "@/components/forms/action-form";
import { FormButtons } from "@/components/forms/form-buttons";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { urlInputProps } from "@/components/forms/url-input-props";
import { useActionSending } from "@/components/forms/use-action-sending";
import { useConsoleForm } from "@/components/forms/use-console-form";
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Textarea } from "@/components/ui/textarea";
import type { ActionResult } from "@/lib/action-result";
import { DEFAULT_SANDBOX_BASE_URL } from "./account-values";
import { PemFileButton } from "./pem-file-button";
import type { AddAccountField, AddAccountValues } from "./schemas";

// The checks (their schemas, and zod with them) load when the form is first touched, not with the page.
const checks = lazyChecks(() => import("./settings-form-checks"));
const resolver = checks.resolver((loaded) => loaded.addAccountResolver);

export type AddAccountAction = (
  values: AddAccountValues,
) => Promise<ActionResult<{ accountId: string }, AddAccountField>>;

const fields: AddAccountField[] = ["name", "environment", "baseUrl", "apiKey", "webhookPublicKeyPem"];

export function AddAccountForm({
  action,
  onAdded,
  onCancel,
}: {
  action: AddAccountAction;
  onAdded: (accountId: string) => void;
  onCancel?: () => void;
}) {
  const form = useConsoleForm<AddAccountValues>({
    resolver,
    defaultValues: {
      name: "",
      environment: "sandbox",
      baseUrl: DEFAULT_SANDBOX_BASE_URL,
      apiKey: "",
      webhookPublicKeyPem: "",
    },
  });
  const sending = useActionSending(form, { fields, title: "The account was not added" });

  async function submit(values: AddAccountValues) {
    // Everything typed stays, except the key: it is not kept in the page longer than one attempt.
    const added = await sending.send(
      () => action(values),
      () => form.setValue("apiKey", ""),
    );
    if (added) onAdded(added.data.accountId);
  }

  function changeEnvironment(next: string, set: (value: string) => void) {
    set(next);
    const baseUrl = form.getValues("baseUrl");
    // The sandbox default is a convenience; it must not silently become a production URL.
    if (next === "production" && baseUrl === DEFAULT_SANDBOX_BASE_URL) form.setValue("baseUrl", "");
    if (next === "sandbox" && baseUrl === "") form.setValue("baseUrl", DEFAULT_SANDBOX_BASE_URL);
  }

  return (
    <ActionForm sending={sending} checks={checks} onSubmit={submit} className="grid gap-5">
      <TextField
        control={form.control}
        name="name"
        label="Name"
        autoComplete="off"
        placeholder="Colombo Coffee – sandbox"
      />
      <SelectField
        control={form.control}
        name="environment"
        label="Environment"
        onValueChange={changeEnvironment}
      >
        <option value="sandbox">Sandbox (test funds)</option>
        <option value="production">Production (real money)</option>
      </SelectField>
      <TextField
        control={form.control}
        name="baseUrl"
        label="Base URL"
        {...urlInputProps}
        description="Where the payments service answers, without /v1."
      />
      <TextField
        control={form.control}
        name="apiKey"
        label="API key"
        type="password"
        autoComplete="off"
        spellCheck={false}
        placeholder="ak_live_….sk_live_…"
        inputClassName="font-mono"
        description="The full key. It is checked against the service, then only its id and a derived signing key are stored, encrypted."
      />
      <FormField
        control={form.control}
        name="webhookPublicKeyPem"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Webhook public key (optional)</FormLabel>
            <FormControl>
              <Textarea
                rows={4}
                spellCheck={false}
                className="font-mono text-xs"
                placeholder="-----BEGIN PUBLIC KEY-----"
                {...field}
              />
            </FormControl>
            <FormDescription>
              Leave empty to fetch it from the service. Paste it, or load the PEM file the service published.
            </FormDescription>
            <PemFileButton
              onLoad={(pem) =>
                form.setValue("webhookPublicKeyPem", pem, { shouldDirty: true, shouldValidate: true })
              }
            />
            <FormMessage />
          </FormItem>
        )}
      />
      <FormButtons label="Add account" pendingLabel="Checking the key…" onCancel={onCancel} />
    </ActionForm>
  );
}
