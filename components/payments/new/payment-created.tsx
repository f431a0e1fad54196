"use client";

import { CheckCircle2 } from "lucide-react";
import { QrCode } from "@/components/qr-code";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import type { Payment } from "@/lib/payments-api/payments";
import { CheckoutLink } from "../checkout-link";
import { paymentAmountText } from "../detail/payment-summary";
import { FeeBreakdownTable } from "../fee-breakdown-table";
import { paymentHref } from "../payment-columns";

/** After creation: the QR and link to hand to the customer, the exact fees, and where to follow the payment. */
export function PaymentCreated({
  accountId,
  payment,
  onCreateAnother,
}: {
  accountId: string;
  payment: Payment;
  onCreateAnother: () => void;
}) {
  const amountText = paymentAmountText(payment);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
            Payment created
          </CardTitle>
          <CardDescription>
            {amountText}: show the QR code to the customer or send them the link.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid justify-items-center gap-4">
          {payment.qrContent ? (
            <QrCode value={payment.qrContent} label={`QR code to pay ${amountText}`} size={224} />
          ) : null}
          {payment.checkoutLink ? <CheckoutLink href={payment.checkoutLink} /> : null}
          <div className="flex w-full flex-wrap gap-2">
            <Button asChild className="flex-1">
              <Link href={paymentHref(accountId, payment.id)}>View payment</Link>
            </Button>
            <Button variant="outline" className="flex-1" onClick={onCreateAnother}>
              New payment
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Fees</CardTitle>
          <CardDescription>As the service computed them for this payment.</CardDescription>
        </CardHeader>
        <CardContent>
          <FeeBreakdownTable breakdown={payment.feeBreakdown} rate={payment.exchangeRateSnapshot ?? null} />
        </CardContent>
      </Card>
    </div>
  );
}
