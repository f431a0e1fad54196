import { type DateWindow, describeWindow } from "@/components/filters/date-window";
import { StatCard, StatGrid, StatGridSkeleton } from "@/components/reports/stat-card";
import type { OfframpReportSummary } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact } from "./format";

const count = new Intl.NumberFormat("en-LK");

function payouts(n: number): string {
  return `${count.format(n)} ${n === 1 ? "payout" : "payouts"}`;
}

export interface OfframpSummaryProps {
  summary: OfframpReportSummary | undefined;
  dateWindow: DateWindow;
  /** A status filter narrows the table only; the summary says so. */
  statusFiltered: boolean;
  /** The report failed to load: the table shows the error, the summary stays out of the way. */
  failed?: boolean;
}

/** The report's summary: the whole date window by status, whatever the table's status filter. */
export function OfframpSummary({ summary, dateWindow, statusFiltered, failed }: OfframpSummaryProps) {
  if (!summary && failed) return null;
  const title = (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 className="text-sm font-medium">Payouts created {describeWindow(dateWindow)}</h2>
      <p className="text-xs text-muted-foreground">
        Every status in the window{statusFiltered ? "; the status filter narrows the table below only" : ""}.
      </p>
    </div>
  );
  if (!summary) {
    return (
      <section className="grid gap-3">
        {title}
        <StatGridSkeleton cards={6} label="Loading the summary" />
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-label="Summary of the date window">
      {title}
      <StatGrid label="Payouts by status" className="lg:grid-cols-3">
        <StatCard
          label="All payouts"
          value={formatLkr(summary.totalAmountLkr)}
          hint={`${payouts(summary.totalCount)} · ${formatUsdtExact(summary.totalAmountUsdt)}`}
        />
        <StatCard
          label="Completed"
          tone="success"
          value={formatLkr(summary.completedAmountLkr)}
          hint={`${payouts(summary.completedCount)} · ${formatUsdtExact(summary.completedAmountUsdt)}`}
        />
        <StatCard
          label="Pending"
          tone="warning"
          value={formatLkr(summary.pendingAmountLkr)}
          hint={payouts(summary.pendingCount)}
        />
        <StatCard
          label="Processing"
          tone="info"
          value={formatLkr(summary.processingAmountLkr)}
          hint={payouts(summary.processingCount)}
        />
        <StatCard
          label="Failed (refunded to the float)"
          tone="destructive"
          value={formatLkr(summary.failedAmountLkr)}
          hint={payouts(summary.failedCount)}
        />
        <StatCard
          label="Average rate, USDT → LKR"
          value={summary.averageRateUsdtLkr === null ? "—" : formatRate(summary.averageRateUsdtLkr)}
          hint={
            summary.averageRateUsdtLkr === null
              ? "No completed payout in the window yet"
              : "Per USDT, weighted by amount, completed payouts only"
          }
        />
      </StatGrid>
    </section>
  );
}
