import { type DateWindow, describeWindow, formatDay } from "@/components/filters/date-window";
import { formatLkr } from "@/components/offramp/format";
import { formatCount } from "@/lib/format";
import type { LedgerSummary as Summary } from "@/lib/payments-api/offramp";
import { type ClosingBasis, type OpeningBasis, reconcileSummary } from "@/lib/reconciliation";
import { ReportSummary } from "./report-summary";

const entries = (n: number) => formatCount(n, ["entry", "entries"]);

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
  return (
    <ReportSummary
      summary={summary}
      failed={failed}
      heading={`Float, ${describeWindow(dateWindow)}`}
      note={`Every entry type in the window${typeFiltered ? "; the type filter narrows the table below only" : ""}.`}
      label="Summary of the float"
      gridLabel="Float balances and movements"
      loadingCards={7}
      cards={(s) => {
        const balances = reconcileSummary(s, dateWindow);
        return [
          {
            key: "current",
            label: "Current balance",
            value: formatLkr(s.currentBalanceLkr),
            hint: "Live, whatever the dates",
          },
          {
            key: "opening",
            label: "Opening balance",
            value: formatLkr(balances.opening.toFixed(2)),
            hint: openingHint(balances.openingBasis, dateWindow),
          },
          {
            key: "closing",
            label: "Closing balance",
            value: formatLkr(balances.closing.toFixed(2)),
            hint: closingHint(balances.closingBasis, dateWindow),
          },
          {
            key: "net",
            label: "Net movement",
            value: signed(s.netMovementLkr),
            hint: "Credits − debits + refunds",
          },
          {
            key: "credits",
            label: "Credits (top-ups)",
            tone: "success",
            value: formatLkr(s.totalCreditsLkr),
            hint: entries(s.creditCount),
          },
          {
            key: "debits",
            label: "Debits (payouts)",
            value: formatLkr(s.totalDebitsLkr),
            hint: entries(s.debitCount),
          },
          {
            key: "refunds",
            label: "Refunds (failed payouts)",
            tone: "info",
            value: formatLkr(s.totalRefundsLkr),
            hint: entries(s.refundCount),
          },
        ];
      }}
    />
  );
}
