import { type DateWindow, describeWindow, formatDay } from "@/components/filters/date-window";
import { formatLkr } from "@/components/offramp/format";
import type { LedgerSummary as Summary } from "@/lib/payments-api/offramp";
import { StatCard, StatGrid, StatGridSkeleton } from "./stat-card";

const count = new Intl.NumberFormat("en-LK");

function entries(n: number): string {
  return `${count.format(n)} ${n === 1 ? "entry" : "entries"}`;
}

function signed(value: number): string {
  if (value === 0) return formatLkr(0);
  return `${value > 0 ? "+" : "−"} ${formatLkr(Math.abs(value))}`;
}

/** Why the opening balance is a dash (the service leaves it null), in the reader's words. */
function openingHint(dateWindow: DateWindow): string {
  return dateWindow.startDate
    ? `No entries before ${formatDay(dateWindow.startDate)}: the float was empty`
    : "No start date: the window begins with the first entry";
}

function closingHint(dateWindow: DateWindow): string {
  return dateWindow.endDate
    ? `No entries up to ${formatDay(dateWindow.endDate)}`
    : "No end date: the window runs to now, see the current balance";
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
          value={summary.openingBalanceLkr === null ? "—" : formatLkr(summary.openingBalanceLkr)}
          hint={summary.openingBalanceLkr === null ? openingHint(dateWindow) : "Just before the window"}
        />
        <StatCard
          label="Closing balance"
          value={summary.closingBalanceLkr === null ? "—" : formatLkr(summary.closingBalanceLkr)}
          hint={
            summary.closingBalanceLkr === null ? closingHint(dateWindow) : "After the window's last entry"
          }
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
