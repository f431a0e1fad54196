import { type DateWindow, describeWindow, formatDay } from "@/components/filters/date-window";
import { formatLkr } from "@/components/offramp/format";
import type { LedgerSummary as Summary } from "@/lib/payments-api/offramp";
import { type ClosingBasis, type OpeningBasis, reconcileSummary } from "@/lib/reconciliation";
import { StatCard, StatGrid, StatGridSkeleton } from "./stat-card";

const count = new Intl.NumberFormat("en-LK");

function entries(n: number): string {
  return `${count.format(n)} ${n === 1 ? "entry" : "entries"}`;
}

function signed(value: number): string {
  if (value === 0) return formatLkr(0);
  return `${value > 0 ? "+" : "−"} ${formatLkr(Math.abs(value))}`;
}

/**
 * Where the opening balance comes from when the service leaves it null: the float starts empty, so before
 * the first entry (all time) or before a start with no entries ahead of it, it was 0.00.
 */
function openingHint(basis: OpeningBasis, dateWindow: DateWindow): string {
  if (basis === "reported") return "Just before the window";
  return dateWindow.startDate
    ? `No entries before ${formatDay(dateWindow.startDate)}: the float was empty`
    : "All time: the float was empty before its first entry";
}

/** The closing balance: the service's, or the current balance when the window runs to now. */
function closingHint(basis: ClosingBasis, dateWindow: DateWindow): string {
  if (basis === "reported") return "After the window's last entry";
  if (basis === "current-balance") return "No end date: the window runs to now, so the current balance";
  return dateWindow.endDate ? `No entries up to ${formatDay(dateWindow.endDate)}: the float was empty` : "";
}

export interface LedgerSummaryProps {
  summary: Summary | undefined;
  dateWindow: DateWindow;
  typeFiltered: boolean;
  failed?: boolean;
}

/** The float now, the balances that bracket the window, and what moved in it, by type. */
export function LedgerSummary({ summary, dateWindow, typeFiltered, failed }: LedgerSummaryProps) {
  if (!summary && failed) return null;
  const title = (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
      <h2 className="text-sm font-medium">Float, {describeWindow(dateWindow)}</h2>
      <p className="text-xs text-muted-foreground">
        Every entry type in the window{typeFiltered ? "; the type filter narrows the table below only" : ""}.
      </p>
    </div>
  );
  if (!summary) {
    return (
      <section className="grid gap-3">
        {title}
        <StatGridSkeleton cards={7} label="Loading the summary" />
      </section>
    );
  }
  const balances = reconcileSummary(summary, dateWindow);
  return (
    <section className="grid gap-3" aria-label="Summary of the float">
      {title}
      <StatGrid label="Float balances and movements">
        <StatCard
          label="Current balance"
          value={formatLkr(summary.currentBalanceLkr)}
          hint="Live, whatever the dates"
        />
        <StatCard
          label="Opening balance"
          value={formatLkr(balances.opening.toFixed(2))}
          hint={openingHint(balances.openingBasis, dateWindow)}
        />
        <StatCard
          label="Closing balance"
          value={formatLkr(balances.closing.toFixed(2))}
          hint={closingHint(balances.closingBasis, dateWindow)}
        />
        <StatCard
          label="Net movement"
          value={signed(summary.netMovementLkr)}
          hint="Credits − debits + refunds"
        />
        <StatCard
          label="Credits (top-ups)"
          tone="success"
          value={formatLkr(summary.totalCreditsLkr)}
          hint={entries(summary.creditCount)}
        />
        <StatCard
          label="Debits (payouts)"
          value={formatLkr(summary.totalDebitsLkr)}
          hint={entries(summary.debitCount)}
        />
        <StatCard
          label="Refunds (failed payouts)"
          tone="info"
          value={formatLkr(summary.totalRefundsLkr)}
          hint={entries(summary.refundCount)}
        />
      </StatGrid>
    </section>
  );
}
