import { Amount } from "@/components/money/amount-cell";
import { StatusBadge } from "@/components/status-badge";
import { formatAmount } from "@/lib/format";
import type { Payment } from "@/lib/payments-api/payments";

/** The amount as the merchant priced it (LKR payments keep their LKR amount) and what the service settles in USDT. */
export function paymentAmountLabel(payment: Payment): { value: number; currency: string } {
  return payment.lkrGrossAmount !== undefined
    ? { value: payment.lkrGrossAmount, currency: "LKR" }
    : { value: payment.amount, currency: payment.currency };
}

/** "LKR 1,250.00": the priced amount as text, for labels. */
export function paymentAmountText(payment: Payment): string {
  const { value, currency } = paymentAmountLabel(payment);
  return currency === "LKR" || currency === "USDT" ? formatAmount(value, currency) : `${currency} ${value}`;
}

export function PaymentSummary({ payment }: { payment: Payment }) {
  const priced = paymentAmountLabel(payment);
  return (
    <div className="grid gap-1">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          <span className="sr-only">Payment of </span>
          <Amount value={priced.value} currency={priced.currency} />
        </h1>
        <StatusBadge kind="payment" status={payment.status} className="text-sm" />
      </div>
      {priced.currency === "LKR" ? (
        <p className="text-sm text-muted-foreground">
          Settles as <Amount value={payment.usdtAmount ?? payment.amount} currency="USDT" /> gross
        </p>
      ) : null}
    </div>
  );
}
