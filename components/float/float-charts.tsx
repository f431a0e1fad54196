"use client";

import dynamic from "next/dynamic";
import { ChartSkeleton } from "@/components/charts/chart-skeleton";
import type { DayWindow, LedgerRowFacts } from "@/lib/float-series";
import type { LedgerSummary } from "@/lib/payments-api/offramp";
import { windowLabel } from "./chart-read-header";
import { ChartReadSection } from "./chart-read-section";
import { BALANCE_CHART, FLOWS_CHART } from "./float-chart-titles";

function ChartsLoading() {
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-2">
      <ChartSkeleton {...BALANCE_CHART} />
      <ChartSkeleton {...FLOWS_CHART} />
    </div>
  );
}

// The charts' code (the daily series, the cards and their drawing) loads once the page runs, while the
// ledger's pages are read: the rows are only ever read in the browser, so the server shows the placeholders.
const FloatChartPanels = dynamic(() => import("./float-chart-panels").then((m) => m.FloatChartPanels), {
  loading: ChartsLoading,
  ssr: false,
});

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
  return (
    <ChartReadSection<LedgerRowFacts, LedgerSummary>
      accountId={accountId}
      report="ledger"
      window={window}
      label="Float charts"
      className="grid gap-3"
      period={`${windowLabel(window)} (Colombo days)${note ? `. ${note}` : ""}`}
      what="float ledger"
      part="The float charts"
    >
      {(parts) => <FloatChartPanels {...parts} window={window} />}
    </ChartReadSection>
  );
}
