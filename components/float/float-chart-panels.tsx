"use client";

import { useMemo } from "react";
import { type ChartError, TimeSeriesChart } from "@/components/charts";
import { type DayWindow, floatDailySeries, floatTotals, type LedgerRowFacts } from "@/lib/float-series";
import { formatAmount } from "@/lib/format";
import { BALANCE_CHART, FLOWS_CHART } from "./float-chart-titles";
import { BALANCE_SERIES, balanceRows, FLOW_SERIES, flowRows } from "./float-rows";

/** The float ledger's two charts from the window's rows (float-charts.tsx reads them). */
export function FloatChartPanels({
  rows,
  window,
  loading,
  error,
}: {
  rows: readonly LedgerRowFacts[] | undefined;
  window: DayWindow;
  loading: boolean;
  error: ChartError | null;
}) {
  const days = useMemo(() => (rows ? floatDailySeries(rows, window) : []), [rows, window]);
  const totals = useMemo(() => floatTotals(days), [days]);
  // Both charts: LKR over the same window, loading and failing together, under the panel's heading.
  const shared = {
    unit: { kind: "money", currency: "LKR" },
    csvPeriod: `${window.from} to ${window.to}`,
    loading,
    error,
    titleAs: "h3",
  } as const;

  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <TimeSeriesChart
        {...BALANCE_CHART}
        {...shared}
        kind="line"
        series={BALANCE_SERIES}
        rows={balanceRows(days)}
        summary={
          totals.firstBalance !== null && totals.lastBalance !== null
            ? `The float went from ${formatAmount(totals.firstBalance, "LKR")} to ${formatAmount(totals.lastBalance, "LKR")} over ${days.length === 1 ? "1 day" : `${days.length} days`}.`
            : undefined
        }
        emptyText="No ledger entries in this period: the balance did not move."
      />
      <TimeSeriesChart
        {...FLOWS_CHART}
        {...shared}
        kind="bar"
        series={FLOW_SERIES}
        rows={flowRows(days)}
        summary={`In this period: ${formatAmount(totals.credits, "LKR")} topped up, ${formatAmount(totals.payouts, "LKR")} paid out, ${formatAmount(totals.refunds, "LKR")} refunded from failed payouts.`}
        emptyText="No top-ups, payouts or refunds in this period."
      />
    </div>
  );
}
