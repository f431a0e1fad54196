"use client";

import { useQuery } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import { CopyableValue, DetailList } from "@/components/detail/detail-list";
import { Amount } from "@/components/money/amount-cell";
import { FeeBreakdownTable } from "@/components/payments/fee-breakdown-table";
import { paymentHref } from "@/components/payments/payment-columns";
import { paymentDetailOptions } from "@/components/payments/payment-queries";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import Link from "@/components/ui/link";
import type { Contract, DirectDebitPayment } from "@/lib/payments-api/direct-debit";
import { contractHref } from "../hrefs";

// A direct-debit payment turns PAID on the provider's notice, usually within seconds; look a little while.
const WATCH_MS = 2_000;
const WATCH_FOR_MS = 2 * 60_000;

/** The charge as made: its payment, status (followed until it settles), fees, and where to go next. */
export function ChargeResult({
  accountId,
  contract,
  payment,
  charged,
  onChargeAgain,
}: {
  accountId: string;
  contract: Contract;
  payment: DirectDebitPayment;
  /** The amount as asked for; the payment itself is in USDT, after conversion for rupees. */
  charged: { amount: number; currency: string };
  onChargeAgain: () => void;
}) {
  const startedAt = Date.parse(payment.createdAt);
  const live = useQuery({
    ...paymentDetailOptions(accountId, payment.id),
    refetchInterval: (query) => {
      const status = query.state.data?.status ?? payment.status;
      return status === "INITIATED" && Date.now() - startedAt < WATCH_FOR_MS ? WATCH_MS : false;
    },
  });
  const status = live.data?.status ?? payment.status;
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <Card role="status">
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CheckCircle2 className="size-5 text-success" aria-hidden="true" />
            Charge made
          </CardTitle>
          <CardDescription>
            <Amount value={charged.amount} currency={charged.currency} /> charged to “{contract.serviceName}”
            {charged.currency === payment.currency ? null : (
              <>
                {" "}
                (<Amount value={payment.amount} currency={payment.currency} /> after conversion)
              </>
            )}
            .
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <DetailList
            layout="rows"
            items={[
              { label: "Status", value: <StatusBadge kind="payment" status={status} /> },
              { label: "Payment id", value: <CopyableValue value={payment.id} label="Copy payment id" /> },
              {
                label: "Payment no.",
                value: <CopyableValue value={payment.paymentNo} label="Copy payment number" />,
              },
            ]}
          />
          <div className="flex flex-wrap gap-2">
            <Button asChild>
              <Link href={paymentHref(accountId, payment.id)}>View payment</Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={contractHref(accountId, contract.id)}>Back to the contract</Link>
            </Button>
            <Button variant="outline" onClick={onChargeAgain}>
              Charge again
            </Button>
          </div>
        </CardContent>
      </Card>
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Fees</CardTitle>
          <CardDescription>As the service computed them for this charge.</CardDescription>
        </CardHeader>
        <CardContent>
          <FeeBreakdownTable
            breakdown={payment.feeBreakdown}
            rate={live.data?.exchangeRateSnapshot ?? null}
          />
        </CardContent>
      </Card>
    </div>
  );
}
