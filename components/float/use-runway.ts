"use client";

import { useQuery } from "@tanstack/react-query";
import { consoleGet } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type { RunwayAnswer } from "@/lib/float-read";
import { CHART_READ_STALE_MS } from "./use-chart-read";

// Under the account's reports, with the float ledger: whatever marks the ledger stale (a payout sent here, a
// payout's event, a moved balance) marks the runway stale too.
export const runwayKey = (accountId: string) =>
  [...queryKeys.resource(accountId, "reports"), "float-runway"] as const;

/**
 * The float's runway from the console's route (which checks its reading against the live balance): kept
 * until the float moves. `initial` is the answer the server read for the page.
 */
export function useRunway(accountId: string, initial?: RunwayAnswer) {
  return useQuery({
    queryKey: runwayKey(accountId),
    initialData: initial,
    queryFn: ({ signal }) => consoleGet<RunwayAnswer>(accountId, "float/runway", signal),
    staleTime: CHART_READ_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
