import { describeWindow } from "@/components/filters/date-window";
import type { WindowSummaryProps } from "@/components/filters/window-summary";
import { ReportSummary } from "@/components/reports/report-summary";
import { formatAmount, formatCount } from "@/lib/format";
import type { WithdrawalListResponse } from "@/lib/payments-api/withdrawals";

const requests = ["request", "requests"] as const;

export type SettlementSummaryProps = WindowSummaryProps<WithdrawalListResponse["summary"]>;

/**
 * The service's summary of the list (docs/service-rules.md §7): the requests of the settlement-date window
 * by status, whatever the status filter, and the pool that could be claimed now, whatever the filters.
 */
export function SettlementSummary({ summary, dateWindow, statusFiltered, failed }: SettlementSummaryProps) {
  return (
    <ReportSummary
      summary={summary}
      failed={failed}
      heading={`Settlement requests, ${describeWindow(dateWindow)}`}
      note={`Counts and totals cover every request with a settlement date in this window, in every status${
        statusFiltered ? " (the status filter narrows the table below only)" : ""
      }; amounts are net of fees. “To be claimed now” is every paid payment not in a request yet, whatever the filters.`}
      label="Summary of settlement requests"
      gridLabel="Settlement requests by status"
      gridClassName="lg:grid-cols-3 2xl:grid-cols-5"
      loadingCards={5}
      cards={(s) => [
        {
          key: "all",
          // The service's totals count every status: they say so rather than read as what will be paid.
          label: "All requests, rejected and cancelled included",
          value: formatAmount(s.totalLkrAmount, "LKR"),
          hint: `${formatCount(s.totalRequests, requests)} · ${formatAmount(s.totalUsdtAmount, "USDT")}`,
        },
        {
          key: "pending",
          label: "Pending review",
          tone: "warning",
          value: formatCount(s.pendingCount, requests),
          hint: "Waiting for the platform",
        },
        {
          key: "approved",
          label: "Approved",
          tone: "success",
          value: formatCount(s.approvedCount, requests),
          hint: "Transfer started",
        },
        {
          key: "rejected",
          label: "Rejected",
          tone: "destructive",
          value: formatCount(s.rejectedCount, requests),
          hint: "Payments returned to the pool",
        },
        {
          key: "claimable",
          label: "To be claimed now",
          tone: "info",
          className: "col-span-2 2xl:col-span-1",
          value: formatAmount(s.lkrToBeClaimed, "LKR"),
          hint: `${formatAmount(s.usdtToBeClaimed, "USDT")} · paid, not in a request yet`,
        },
      ]}
    />
  );
}
