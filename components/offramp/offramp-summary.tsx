import { describeWindow } from "@/components/filters/date-window";
import type { WindowSummaryProps } from "@/components/filters/window-summary";
import { ReportSummary } from "@/components/reports/report-summary";
import { formatCount } from "@/lib/format";
import type { OfframpReportSummary } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact } from "./format";

const payouts = (n: number) => formatCount(n, ["payout", "payouts"]);

export type OfframpSummaryProps = WindowSummaryProps<OfframpReportSummary>;

/** The report's summary: the whole date window by status, whatever the table's status filter. */
export function OfframpSummary({ summary, dateWindow, statusFiltered, failed }: OfframpSummaryProps) {
  return (
    <ReportSummary
      summary={summary}
      failed={failed}
      heading={`Payouts created ${describeWindow(dateWindow)}`}
      note={`Every status in the window${statusFiltered ? "; the status filter narrows the table below only" : ""}.`}
      label="Summary of the date window"
      gridLabel="Payouts by status"
      gridClassName="lg:grid-cols-3"
      loadingCards={6}
      cards={(s) => [
        {
          key: "all",
          label: "All payouts",
          value: formatLkr(s.totalAmountLkr),
          hint: `${payouts(s.totalCount)} · ${formatUsdtExact(s.totalAmountUsdt)}`,
        },
        {
          key: "completed",
          label: "Completed",
          tone: "success",
          value: formatLkr(s.completedAmountLkr),
          hint: `${payouts(s.completedCount)} · ${formatUsdtExact(s.completedAmountUsdt)}`,
        },
        {
          key: "pending",
          label: "Pending",
          tone: "warning",
          value: formatLkr(s.pendingAmountLkr),
          hint: payouts(s.pendingCount),
        },
        {
          key: "processing",
          label: "Processing",
          tone: "info",
          value: formatLkr(s.processingAmountLkr),
          hint: payouts(s.processingCount),
        },
        {
          key: "failed",
          label: "Failed (refunded to the float)",
          tone: "destructive",
          value: formatLkr(s.failedAmountLkr),
          hint: payouts(s.failedCount),
        },
        {
          key: "rate",
          label: "Average rate, USDT → LKR",
          value: s.averageRateUsdtLkr === null ? "—" : formatRate(s.averageRateUsdtLkr),
          hint:
            s.averageRateUsdtLkr === null
              ? "No completed payout in the window yet"
              : "Per USDT, weighted by amount, completed payouts only",
        },
      ]}
    />
  );
}
