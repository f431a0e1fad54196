"use client";

import { useState } from "react";
import type { Payment } from "@/lib/payments-api/payments";
import { NewPaymentForm } from "./new-payment-form";
import { PaymentCreated } from "./payment-created";
import { useCreatePayment } from "./use-create-payment";

export interface NewPaymentProps {
  accountId: string;
  branchScoped: boolean;
  canQuote: boolean;
}

/** The form, then the created payment's QR and link; "New payment" starts a fresh form. */
export function NewPayment({ accountId, branchScoped, canQuote }: NewPaymentProps) {
  const create = useCreatePayment(accountId);
  const [created, setCreated] = useState<Payment | null>(null);
  const [formKey, setFormKey] = useState(0);

  if (created) {
    return (
      <PaymentCreated
        accountId={accountId}
        payment={created}
        onCreateAnother={() => {
          setCreated(null);
          setFormKey((key) => key + 1);
        }}
      />
    );
  }
  return (
    <NewPaymentForm
      key={formKey}
      accountId={accountId}
      branchScoped={branchScoped}
      canQuote={canQuote}
      create={create.mutateAsync}
      onCreated={(payment) => {
        setCreated(payment);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
