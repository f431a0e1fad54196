import { statusLook } from "@/components/status-badge";
import { formatAmount } from "@/lib/format";
import type { PaymentListItem, PaymentStatus } from "@/lib/payments-api/payments";
import { paymentStatuses } from "@/lib/payments-api/values";
import { pageTotals } from "./page-totals";

function amountText(total: string, currency: string): string {
  return currency === "USDT" || currency === "LKR" ? formatAmount(total, currency) : `${currency} ${total}`;
}

/** "This page: USDT 1,204.50 in 12 · LKR 48,000.00 in 8 — 15 Paid, 5 Awaiting payment". */
export function PaymentsTotals({ items }: { items: readonly PaymentListItem[] }) {
  if (items.length === 0) return null;
  const totals = pageTotals(items);
  const statuses = paymentStatuses.filter((status: PaymentStatus) => totals.byStatus[status]);
  return (
    <section
      aria-label="Totals of this page"
      className="flex flex-wrap items-baseline gap-x-4 gap-y-1 text-sm"
    >
      <span className="text-muted-foreground">This page</span>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {totals.byCurrency.map((entry) => (
          <div key={entry.currency} className="flex gap-1.5">
            <dt className="sr-only">{entry.currency} total</dt>
            <dd className="font-medium tabular-nums">{amountText(entry.total, entry.currency)}</dd>
            <dd className="text-muted-foreground">in {entry.count}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
        {statuses.map((status) => (
          <li key={status} className="tabular-nums">
            {totals.byStatus[status]} {statusLook("payment", status).label.toLowerCase()}
          </li>
        ))}
      </ul>
    </section>
  );
}
