"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { DayWindow } from "@/lib/float-series";
import { type ChartReadProgress, readChartStream } from "./chart-read";

/**
 * Chart reads walk every page of a report, so they are kept five minutes and live events do not restart
 * them (their keys sit outside the account's tree, which live changes mark stale); "Read again" does.
 */
export const CHART_READ_STALE_MS = 5 * 60 * 1000;

export const chartReadKey = (accountId: string, report: "ledger" | "offramps", window: DayWindow) =>
  ["float-charts", accountId, report, window.from, window.to] as const;

/** Every row of a report's window through the chart route, with the progress of the pages read so far. */
export function useChartRead<T, S>(accountId: string, report: "ledger" | "offramps", window: DayWindow) {
  const [progress, setProgress] = useState<ChartReadProgress | null>(null);
  const query = useQuery({
    queryKey: chartReadKey(accountId, report, window),
    queryFn: ({ signal }) => {
      setProgress(null);
      const search = new URLSearchParams({ startDate: window.from, endDate: window.to });
      return readChartStream<T, S>(
        `/api/accounts/${encodeURIComponent(accountId)}/float/${report}?${search}`,
        { signal, onProgress: setProgress },
      );
    },
    staleTime: CHART_READ_STALE_MS,
    gcTime: CHART_READ_STALE_MS * 2,
    retry: false,
    refetchOnWindowFocus: false,
  });
  return { ...query, progress };
}
