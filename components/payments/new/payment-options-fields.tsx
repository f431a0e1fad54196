"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormContext } from "react-hook-form";
import { BranchOptions } from "@/components/branches/branch-options";
import { branchChoicesOptions } from "@/components/branches/queries";
import { SelectField } from "@/components/forms/select-field";
import { TextField } from "@/components/forms/text-field";
import { ScopedBranchName } from "@/components/shell/member-scope";
import { useWebhookUrlHint } from "@/components/webhook-url-hint";
import { MAX_EXPIRY_MINUTES, type NewPaymentValues } from "./new-payment-values";

function BranchField({ accountId }: { accountId: string }) {
  const { control } = useFormContext<NewPaymentValues>();
  const branches = useQuery(branchChoicesOptions(accountId));
  // Inactive branches cannot take new payments (the service answers 400).
  const active = (branches.data?.data ?? []).filter((branch) => branch.isActive);
  return (
    <SelectField
      control={control}
      name="branchId"
      label="Branch"
      disabled={branches.isPending}
      description={branches.isError ? "The branches could not be loaded; try again later." : undefined}
    >
      <BranchOptions branches={active} loading={branches.isPending} none="No branch (merchant-wide)" />
    </SelectField>
  );
}

/** Branch, expiry, your own reference and where the service posts this payment's webhooks. */
export function PaymentOptionsFields({
  accountId,
  branchScoped,
}: {
  accountId: string;
  branchScoped: boolean;
}) {
  const { control } = useFormContext<NewPaymentValues>();
  const webhookHint = useWebhookUrlHint(control, "this payment");
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {branchScoped ? (
        <div className="grid gap-2 text-sm">
          <span className="font-medium">Branch</span>
          <p className="text-muted-foreground">
            Payments you create belong to <ScopedBranchName accountId={accountId} />.
          </p>
        </div>
      ) : (
        <BranchField accountId={accountId} />
      )}
      <TextField<NewPaymentValues>
        name="expiresInMinutes"
        label="Expires after (minutes)"
        inputMode="numeric"
        placeholder="60"
        description={`Blank for 60 minutes; at most ${MAX_EXPIRY_MINUTES} (24 hours).`}
      />
      <TextField<NewPaymentValues>
        name="merchantTradeNo"
        label="Your trade number (optional)"
        autoComplete="off"
        description="Your own order or invoice number; searchable in the list."
      />
      <TextField<NewPaymentValues>
        name="webhookUrl"
        label="Webhook URL (optional)"
        type="url"
        placeholder="https://example.com/webhooks/payments"
        description={webhookHint}
      />
    </div>
  );
}
