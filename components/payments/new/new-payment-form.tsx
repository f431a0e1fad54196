"use client";

import { AlertTriangle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormSection } from "@/components/forms/form-section";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { type CreatePaymentBody, createPaymentBodySchema, type Payment } from "@/lib/payments-api/payments";
import { AmountFields } from "./amount-fields";
import { applyPaymentError, type FormFailure } from "./apply-payment-error";
import { contractResolver } from "./contract-resolver";
import { CustomerBillingFields } from "./customer-billing-fields";
import { FeePreview } from "./fee-preview";
import { GoodsFields } from "./goods-fields";
import {
  formFieldOf,
  formOnlyProblems,
  type NewPaymentValues,
  newPaymentDefaults,
  toCreatePaymentBody,
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

const resolver = contractResolver<NewPaymentValues>(createPaymentBodySchema, {
  toBody: (values) => toCreatePaymentBody(values, Date.now()),
  fieldOf: formFieldOf,
  extraProblems: formOnlyProblems,
});

/**
 * The new-payment form. It validates with the contract's schema and messages, so what it accepts the
 * service accepts; what the service still refuses lands on the fields it names, with the typing kept.
 */
export function NewPaymentForm({
  accountId,
  branchScoped,
  canQuote,
  create,
  onCreated,
  defaultValues = newPaymentDefaults,
}: NewPaymentFormProps) {
  const form = useForm<NewPaymentValues>({ defaultValues, resolver, mode: "onTouched" });
  const [failure, setFailure] = useState<FormFailure | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    // Built again at the moment of sending, so the expiry counts from now; the resolver has just passed it.
    const parsed = createPaymentBodySchema.safeParse(toCreatePaymentBody(values, Date.now()));
    if (!parsed.success) return;
    try {
      onCreated(await create(parsed.data));
    } catch (error) {
      setFailure(applyPaymentError(form.setError, error));
    }
  });

  return (
    <Form {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6">
        {failure ? (
          <Alert variant="destructive" role="alert">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>The payment was not created</AlertTitle>
            <AlertDescription>
              {failure.message}
              {failure.requestId ? (
                <span className="block text-xs">
                  Request id: <code className="font-mono select-all">{failure.requestId}</code>
                </span>
              ) : null}
            </AlertDescription>
          </Alert>
        ) : null}
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
          <Button type="submit" loading={form.formState.isSubmitting}>
            Create payment
          </Button>
        </div>
      </form>
    </Form>
  );
}
