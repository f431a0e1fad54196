"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/forms/text-field";
import { useWebhookUrlHint } from "@/components/webhook-url-hint";
import type { ChargeValues } from "./charge-form-values";

/** The product the charge is for, as the customer's wallet shows it. */
export function ProductFields() {
  const { control } = useFormContext<ChargeValues>();
  return (
    <>
      <TextField
        control={control}
        name="productName"
        label="Product name"
        autoComplete="off"
        maxLength={256}
      />
      <TextField
        control={control}
        name="productDetail"
        label="Product detail (optional)"
        autoComplete="off"
        maxLength={256}
      />
    </>
  );
}

/** Where this payment's events go, instead of the contract's webhook URL. */
export function WebhookField() {
  const { control } = useFormContext<ChargeValues>();
  const webhookHint = useWebhookUrlHint(control, "this payment");
  return (
    <TextField
      control={control}
      name="webhookUrl"
      label="Webhook URL (optional)"
      type="url"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://shop.example/api/payments"
      description={webhookHint}
    />
  );
}
