"use client";

import { useState } from "react";
import { applyServerError, type FormFailure } from "@/components/forms/apply-server-error";
import { CheckedForm } from "@/components/forms/checked-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormSection } from "@/components/forms/form-section";
import { paymentWords } from "@/components/forms/labels";
import { lazyChecks } from "@/components/forms/lazy-checks";
import { SubmitButton } from "@/components/forms/submit-button";
import { useConsoleForm } from "@/components/forms/use-console-form";
import type { CreatePaymentBody, Payment } from "@/lib/payments-api/payments";
import { AmountFields } from "./amount-fields";
import { CustomerBillingFields } from "./customer-billing-fields";
import { FeePreview } from "./fee-preview";
import { GoodsFields } from "./goods-fields";
import {
  formFieldOf,
  type NewPaymentValues,
  newPaymentDefaults,
  newPaymentFields,
} from "./new-payment-values";
import { PaymentOptionsFields } from "./payment-options-fields";

export interface NewPaymentFormProps {
  accountId: string;
  branchScoped: boolean;
  /** Whether the member may ask for an LKR rate quote (aggregator accounts, offramp:write). */
  canQuote: boolean;
  /** Sends the body; rejects with the BffError of a refusal. */
  create: (body: CreatePaymentBody) => Promise<Payment>;
  onCreated: (payment: Payment) => void;
  defaultValues?: NewPaymentValues;
}

// The checks (the contract's schema, and zod with it) load when the form is first touched, not with the
// page: a form shows before anyone types into it.
const checks = lazyChecks(() => import("./new-payment-schema"));
const resolver = checks.resolver((loaded) => loaded.newPaymentResolver);

/**
 * The new-payment form. It validates the body it will send with the contract's schema, so what it accepts
 * the service accepts; what the service still refuses lands on the fields it names, with the typing kept.
 */
export function NewPaymentForm({
  accountId,
  branchScoped,
  canQuote,
  create,
  onCreated,
  defaultValues = newPaymentDefaults,
}: NewPaymentFormProps) {
  const form = useConsoleForm<NewPaymentValues, unknown, CreatePaymentBody>({
    defaultValues,
    resolver,
    mode: "onTouched",
  });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  async function submit(body: CreatePaymentBody) {
    setFailure(null);
    try {
      onCreated(await create(body));
    } catch (error) {
      setFailure(
        await applyServerError(form.setError, error, {
          fields: newPaymentFields,
          fieldOf: formFieldOf,
          words: paymentWords(form.getValues("currency")),
        }),
      );
    }
  }

  return (
    <CheckedForm form={form} checks={checks} onSubmit={submit} className="grid gap-6">
      <FormFailureAlert failure={failure} title="The payment was not created" />
      <FormSection title="Amount" description="What the customer pays, and through which provider.">
        <AmountFields />
        <FeePreview accountId={accountId} canQuote={canQuote} />
      </FormSection>
      <FormSection title="Goods" description="What is being paid for; at least one item.">
        <GoodsFields />
      </FormSection>
      <FormSection title="Customer" description="Billing details the provider needs.">
        <CustomerBillingFields />
      </FormSection>
      <FormSection title="Options">
        <PaymentOptionsFields accountId={accountId} branchScoped={branchScoped} />
      </FormSection>
      <div className="flex justify-end gap-2">
        <SubmitButton pending={form.formState.isSubmitting}>Create payment</SubmitButton>
      </div>
    </CheckedForm>
  );
}
