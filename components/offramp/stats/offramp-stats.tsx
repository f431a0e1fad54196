"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { ChartSkeleton } from "@/components/charts/chart-skeleton";
import { windowLabel } from "@/components/float/chart-read-header";
import { ChartReadSection } from "@/components/float/chart-read-section";
import { StatGridSkeleton } from "@/components/reports/stat-card";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useListFilters } from "@/data/url-filters";
import { colomboDate } from "@/lib/dates";
import { offrampReportFilters } from "@/lib/filters/offramp-report";
import { CHART_DEFAULT_DAYS, chartWindow, type OfframpRowWithId } from "@/lib/float-read";
import type { OfframpReportSummary } from "@/lib/payments-api/offramp";
import { RATE_CHART, REASONS_CHART, VOLUME_CHART } from "./chart-titles";

function FiguresLoading() {
  return (
    <>
      <StatGridSkeleton cards={4} label="Loading the payout figures" />
      <ChartSkeleton {...VOLUME_CHART} />
      <div className="grid min-w-0 gap-4 lg:grid-cols-2">
        <ChartSkeleton {...RATE_CHART} />
        <ChartSkeleton {...REASONS_CHART} />
      </div>
    </>
  );
}

// The figures' code (the statistics, the cards and the charts) loads once the page runs, while the report's
// pages are read: the rows are only ever read in the browser, so the server shows the placeholders.
const OfframpFigures = dynamic(() => import("./offramp-figures").then((m) => m.OfframpFigures), {
  loading: FiguresLoading,
  ssr: false,
});
/**
 * The offramp report's charts on its date window: volume per day by status, success rate, time to
 * completion, the effective USDT/LKR rate and the top failure reasons, from every page of the window.
 */
export function OfframpStats({ accountId }: { accountId: string }) {
  const { filters } = useListFilters(offrampReportFilters);
  const [today] = useState(() => colomboDate(new Date()));
  const window = chartWindow(filters.startDate, filters.endDate, today);
  if (!window) {
    return (
      <Alert>
        <AlertTitle>No charts for this period</AlertTitle>
        <AlertDescription>The charts show periods of up to a year; choose a shorter one.</AlertDescription>
      </Alert>
    );
  }
  const notes = [
    filters.startDate
      ? null
      : `Without a start date the charts show the ${CHART_DEFAULT_DAYS} days up to the end`,
    filters.status ? "The charts count every status, whatever the table's status filter" : null,
  ].filter((note): note is string => note !== null);
  return <OfframpWindowStats accountId={accountId} window={window} note={notes.join(". ")} />;
}

function OfframpWindowStats({
  accountId,
  window,
  note,
}: {
  accountId: string;
  window: { from: string; to: string };
  note: string;
}) {
  return (
    <ChartReadSection<OfframpRowWithId, OfframpReportSummary>
      accountId={accountId}
      report="offramps"
      window={window}
      label="Offramp charts"
      className="mb-4 grid gap-4"
      period={`Payouts created ${windowLabel(window)} (Colombo days)${note ? `. ${note}` : ""}.`}
      what="offramp report"
      part="The payout figures"
    >
      {(parts) => <OfframpFigures {...parts} window={window} />}
    </ChartReadSection>
  );
}
