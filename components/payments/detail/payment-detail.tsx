"use client";

import { useQuery } from "@tanstack/react-query";
import { DetailHeader } from "@/components/detail/detail-header";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { NotFoundState } from "@/components/detail/not-found-state";
import { DetailQueryStates } from "@/components/query-error-state";
import { useLiveStatus } from "@/components/shell/live-updates";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { Payment } from "@/lib/payments-api/payments";
import { FeeBreakdownTable } from "../fee-breakdown-table";
import { paymentDetailOptions } from "../payment-queries";
import { CustomerBillingCard } from "./customer-billing-card";
import { PaymentCheckoutCard } from "./payment-checkout-card";
import { PaymentGoodsCard } from "./payment-goods-card";
import { PaymentIdsCard } from "./payment-ids-card";
import { PaymentInfoCard } from "./payment-info-card";
import { paymentNotFound } from "./payment-not-found";
import { PaymentSummary, paymentAmountText } from "./payment-summary";
import { PaymentTimeline } from "./payment-timeline";

const OPEN_POLL_MS = 5_000;
const isOpen = (payment: Payment | undefined) =>
  payment?.status === "INITIATED" || payment?.status === "USER_REVIEW";

/** One payment, every field: amount and status, checkout, ids, fees, goods, customer, timeline. */
export function PaymentDetail({ accountId, paymentId }: { accountId: string; paymentId: string }) {
  const paymentsHref = `/accounts/${encodeURIComponent(accountId)}/payments`;
  const live = useLiveStatus();
  const query = useQuery({
    ...paymentDetailOptions(accountId, paymentId),
    // Changes arrive through the account's event stream; only while it is down does the page look again.
    refetchInterval: (current) => (live === "paused" && isOpen(current.state.data) ? OPEN_POLL_MS : false),
  });

  if (!query.isSuccess)
    return (
      <DetailQueryStates
        query={query}
        loading={<DetailSkeleton label="Loading the payment" main={["h-64", "h-48"]} side={["h-96"]} />}
        notFound={<NotFoundState {...paymentNotFound} listHref={paymentsHref} />}
        failedTitle="The payment could not be loaded"
      />
    );

  const payment = query.data;
  return (
    <div className="grid gap-6">
      <DetailHeader
        backHref={paymentsHref}
        backLabel="Payments"
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
      >
        <PaymentSummary payment={payment} />
      </DetailHeader>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <div className="grid min-w-0 content-start gap-6">
          <Card>
            <CardHeader>
              <CardTitle>Fees</CardTitle>
            </CardHeader>
            <CardContent>
              <FeeBreakdownTable
                breakdown={payment.feeBreakdown}
                rate={payment.exchangeRateSnapshot ?? null}
              />
            </CardContent>
          </Card>
          <PaymentInfoCard accountId={accountId} payment={payment} />
          <PaymentIdsCard payment={payment} />
          <PaymentGoodsCard goods={payment.goods} />
          <CustomerBillingCard billing={payment.customerBilling} />
        </div>
        {/* On phones an open payment leads with its QR code: that is what the merchant came to show. */}
        <div
          className={cn("grid min-w-0 content-start gap-6", isOpen(payment) && "order-first lg:order-none")}
        >
          <PaymentCheckoutCard payment={payment} amountLabel={paymentAmountText(payment)} />
          <PaymentTimeline payment={payment} />
        </div>
      </div>
    </div>
  );
}
