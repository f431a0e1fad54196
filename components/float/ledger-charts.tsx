"use client";

import { useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { useListFilters } from "@/data/url-filters";
import { colomboDate } from "@/lib/dates";
import { ledgerFilters } from "@/lib/filters/ledger";
import { CHART_DEFAULT_DAYS, chartWindow } from "@/lib/float-read";
import { FloatCharts } from "./float-charts";
import { RunwayCard } from "./runway-card";

/** The float ledger page's charts: the runway, and the balance and movements of the report's date window. */
export function LedgerCharts({ accountId }: { accountId: string }) {
  const { filters } = useListFilters(ledgerFilters);
  const [today] = useState(() => colomboDate(new Date()));
  const window = chartWindow(filters.startDate, filters.endDate, today);
  const defaulted = !filters.startDate;
  const notes = [
    defaulted ? `Without a start date the charts show the ${CHART_DEFAULT_DAYS} days up to the end` : null,
    filters.type ? "The charts count every type of entry, whatever the table's type filter" : null,
  ].filter((note): note is string => note !== null);
  return (
    <div className="mb-4 grid gap-4">
      <RunwayCard accountId={accountId} />
      {window ? (
        <FloatCharts accountId={accountId} window={window} note={notes.join(". ") || undefined} />
      ) : (
        <Alert>
          <AlertTitle>No charts for this period</AlertTitle>
          <AlertDescription>The charts show periods of up to a year; choose a shorter one.</AlertDescription>
        </Alert>
      )}
    </div>
  );
}
