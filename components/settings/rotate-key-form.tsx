"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import type { ActionResult } from "@/lib/action-result";
import { applyFailure } from "./apply-result";
import { FormError } from "./form-error";
import { type RotateKeyValues, rotateKeySchema } from "./schemas";

export type RotateKeyAction = (values: RotateKeyValues) => Promise<ActionResult<{ keyId: string }, "apiKey">>;

/** Replaces the account's key with a new one, after the service has accepted it. */
export function RotateKeyForm({ accountId, action }: { accountId: string; action: RotateKeyAction }) {
  const router = useRouter();
  const form = useForm<RotateKeyValues>({
    resolver: zodResolver(rotateKeySchema),
    defaultValues: { accountId, apiKey: "" },
  });

  async function submit(values: RotateKeyValues) {
    const result = await action(values);
    form.setValue("apiKey", "");
    if (!result.ok) {
      applyFailure(form, result, ["apiKey"]);
      return;
    }
    toast.success(`Key replaced. The account now signs with ${result.data.keyId}.`);
    router.refresh();
  }

  const submitting = form.formState.isSubmitting;
  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4">
        <FormError />
        <FormField
          control={form.control}
          name="apiKey"
          render={({ field }) => (
            <FormItem>
              <FormLabel>New API key</FormLabel>
              <FormControl>
                <Input
                  type="password"
                  autoComplete="off"
                  spellCheck={false}
                  placeholder="ak_live_….sk_live_…"
                  className="font-mono"
                  {...field}
                />
              </FormControl>
              <FormDescription>
                The service must accept it before it replaces the current key; the old key stays in use until
                then.
              </FormDescription>
              <FormMessage />
            </FormItem>
          )}
        />
        <div>
          <Button type="submit" loading={submitting}>
            {submitting ? "Checking the key…" : "Replace key"}
          </Button>
        </div>
      </form>
    </Form>
  );
}
