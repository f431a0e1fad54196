import { type DateWindow, describeWindow } from "@/components/filters/date-window";
import { StatCard, StatGrid, StatGridSkeleton } from "@/components/reports/stat-card";
import { formatAmount, formatCount } from "@/lib/format";
import type { WithdrawalListResponse } from "@/lib/payments-api/withdrawals";

const requests = ["request", "requests"] as const;

export interface SettlementSummaryProps {
  summary: WithdrawalListResponse["summary"] | undefined;
  dateWindow: DateWindow;
  /** A status filter narrows the table only; the summary says so. */
  statusFiltered: boolean;
  /** The list failed to load: the table shows the error, the summary stays out of the way. */
  failed?: boolean;
}

/**
 * The service's summary of the list (docs/service-rules.md §7): the requests of the settlement-date window
 * by status, whatever the status filter, and the pool that could be claimed now, whatever the filters.
 */
export function SettlementSummary({ summary, dateWindow, statusFiltered, failed }: SettlementSummaryProps) {
  if (!summary && failed) return null;
  const title = (
    <div className="grid gap-1">
      <h2 className="text-sm font-medium">Settlement requests, {describeWindow(dateWindow)}</h2>
      <p className="text-xs text-muted-foreground">
        Counts and totals cover every request with a settlement date in this window, in every status
        {statusFiltered ? " (the status filter narrows the table below only)" : ""}; amounts are net of fees.
        “To be claimed now” is every paid payment not in a request yet, whatever the filters.
      </p>
    </div>
  );
  if (!summary) {
    return (
      <section className="grid gap-3">
        {title}
        <StatGridSkeleton cards={5} label="Loading the summary" />
      </section>
    );
  }
  return (
    <section className="grid gap-3" aria-label="Summary of settlement requests">
      {title}
      <StatGrid label="Settlement requests by status" className="lg:grid-cols-3 2xl:grid-cols-5">
        <StatCard
          label="All requests"
          value={formatAmount(summary.totalLkrAmount, "LKR")}
          hint={`${formatCount(summary.totalRequests, requests)} · ${formatAmount(summary.totalUsdtAmount, "USDT")}`}
        />
        <StatCard
          label="Pending review"
          tone="warning"
          value={formatCount(summary.pendingCount, requests)}
          hint="Waiting for the platform"
        />
        <StatCard
          label="Approved"
          tone="success"
          value={formatCount(summary.approvedCount, requests)}
          hint="Transfer started"
        />
        <StatCard
          label="Rejected"
          tone="destructive"
          value={formatCount(summary.rejectedCount, requests)}
          hint="Payments returned to the pool"
        />
        <StatCard
          label="To be claimed now"
          tone="info"
          className="col-span-2 2xl:col-span-1"
          value={formatAmount(summary.lkrToBeClaimed, "LKR")}
          hint={`${formatAmount(summary.usdtToBeClaimed, "USDT")} · paid, not in a request yet`}
        />
      </StatGrid>
    </section>
  );
}
