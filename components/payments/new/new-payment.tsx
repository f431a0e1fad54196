"use client";

import { lazy, Suspense } from "react";
import { useCreateAnother } from "@/components/forms/use-create-another";
import { Skeleton } from "@/components/ui/skeleton";
import type { Payment } from "@/lib/payments-api/payments";
import { NewPaymentForm } from "./new-payment-form";
import { useCreatePayment } from "./use-create-payment";

export interface NewPaymentProps {
  accountId: string;
  branchScoped: boolean;
  canQuote: boolean;
}

// What follows creation (the QR code and its library, the fee table) is not part of the form's first load:
// it starts loading when the form is sent, so it is there by the time the payment is.
const loadPaymentCreated = () => import("./payment-created");
const PaymentCreated = lazy(() =>
  loadPaymentCreated().then((module) => ({ default: module.PaymentCreated })),
);

/** The form, then the created payment's QR and link; "New payment" starts a fresh form. */
export function NewPayment({ accountId, branchScoped, canQuote }: NewPaymentProps) {
  const create = useCreatePayment(accountId);
  const page = useCreateAnother<Payment>();

  if (page.made) {
    return (
      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label="Payment created, loading its QR code">
            <Skeleton className="h-72 w-full" />
          </div>
        }
      >
        <PaymentCreated accountId={accountId} payment={page.made} onCreateAnother={page.createAnother} />
      </Suspense>
    );
  }
  return (
    <NewPaymentForm
      key={page.formKey}
      accountId={accountId}
      branchScoped={branchScoped}
      canQuote={canQuote}
      create={(body) => {
        void loadPaymentCreated();
        return create.mutateAsync(body);
      }}
      onCreated={(payment) => {
        page.show(payment);
        window.scrollTo({ top: 0 });
      }}
    />
  );
}
