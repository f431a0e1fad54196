"use client";

import { useQuery } from "@tanstack/react-query";
import { consoleGet } from "@/data/bff";
import type { RunwayAnswer } from "@/lib/float-read";
import { CHART_READ_STALE_MS } from "./use-chart-read";

export const runwayKey = (accountId: string) => ["float-runway", accountId] as const;

/** The float's runway from the console's route (itself cached for five minutes): kept as long in the browser. */
export function useRunway(accountId: string) {
  return useQuery({
    queryKey: runwayKey(accountId),
    queryFn: ({ signal }) => consoleGet<RunwayAnswer>(accountId, "float/runway", signal),
    staleTime: CHART_READ_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
