"use client";

import { useQuery } from "@tanstack/react-query";
import { BffError, errorFromResponse } from "@/data/bff";
import type { RunwayAnswer } from "@/lib/float-read";
import { CHART_READ_STALE_MS } from "./use-chart-read";

export const runwayKey = (accountId: string) => ["float-runway", accountId] as const;

async function fetchRunway(accountId: string, signal: AbortSignal): Promise<RunwayAnswer> {
  let response: Response;
  try {
    response = await fetch(`/api/accounts/${encodeURIComponent(accountId)}/float/runway`, {
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new BffError({ status: 0, message: "The console could not be reached. Check your connection." });
  }
  const body = await response.json().catch(() => undefined);
  if (!response.ok) throw errorFromResponse(response.status, response.headers, body);
  return body as RunwayAnswer;
}

/** The float's runway from the console's route (itself cached for five minutes): kept as long in the browser. */
export function useRunway(accountId: string) {
  return useQuery({
    queryKey: runwayKey(accountId),
    queryFn: ({ signal }) => fetchRunway(accountId, signal),
    staleTime: CHART_READ_STALE_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}
