"use client";

import { useMemo } from "react";
import { TimeSeriesChart } from "@/components/charts";
import { type DayWindow, floatDailySeries, floatTotals, type LedgerRowFacts } from "@/lib/float-series";
import { formatAmount, formatDate } from "@/lib/format";
import type { LedgerSummary } from "@/lib/payments-api/offramp";
import { ChartReadHeader, chartReadFailure } from "./chart-read-header";
import { BALANCE_SERIES, balanceRows, FLOW_SERIES, flowRows } from "./float-rows";
import { useChartRead } from "./use-chart-read";

/** "1 Nov 2026 – 25 Nov 2026": a chart window as a person reads it. */
export function windowLabel(window: DayWindow): string {
  const day = (d: string) => formatDate(`${d}T12:00:00+05:30`);
  return window.from === window.to ? day(window.from) : `${day(window.from)} – ${day(window.to)}`;
}

/**
 * The float over a window of Colombo days: the balance at each day's end (from the ledger's `balanceAfter`)
 * and the day's top-ups, payouts and refunds, from every ledger page of the window.
 */
export function FloatCharts({
  accountId,
  window,
  note,
}: {
  accountId: string;
  window: DayWindow;
  /** A line under the period, e.g. that the ledger's type filter does not apply. */
  note?: string;
}) {
  const read = useChartRead<LedgerRowFacts, LedgerSummary>(accountId, "ledger", window);
  const days = useMemo(
    () => (read.data ? floatDailySeries(read.data.rows, window) : []),
    [read.data, window],
  );
  const totals = useMemo(() => floatTotals(days), [days]);
  const period = windowLabel(window);
  const csvPeriod = `${window.from} to ${window.to}`;
  const error = chartReadFailure(read);
  const loading = read.isPending;

  return (
    <section aria-label="Float charts" className="grid gap-3">
      <ChartReadHeader
        period={`${period} (Colombo days)${note ? `. ${note}` : ""}`}
        what="float ledger"
        read={read}
      />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <TimeSeriesChart
          title="Balance by day"
          description="At the end of each day, in LKR"
          kind="line"
          unit={{ kind: "money", currency: "LKR" }}
          series={BALANCE_SERIES}
          rows={balanceRows(days)}
          summary={
            totals.firstBalance !== null && totals.lastBalance !== null
              ? `The float went from ${formatAmount(totals.firstBalance, "LKR")} to ${formatAmount(totals.lastBalance, "LKR")} over ${days.length === 1 ? "1 day" : `${days.length} days`}.`
              : undefined
          }
          csvPeriod={csvPeriod}
          emptyText="No ledger entries in this period: the balance did not move."
          loading={loading}
          error={error}
          titleAs="h3"
        />
        <TimeSeriesChart
          title="Top-ups, payouts and refunds"
          description="Per day, in LKR"
          kind="bar"
          unit={{ kind: "money", currency: "LKR" }}
          series={FLOW_SERIES}
          rows={flowRows(days)}
          summary={`In this period: ${formatAmount(totals.credits, "LKR")} topped up, ${formatAmount(totals.payouts, "LKR")} paid out, ${formatAmount(totals.refunds, "LKR")} refunded from failed payouts.`}
          csvPeriod={csvPeriod}
          emptyText="No top-ups, payouts or refunds in this period."
          loading={loading}
          error={error}
          titleAs="h3"
        />
      </div>
    </section>
  );
}
