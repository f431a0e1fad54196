"use client";

import { type QueryClient, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { apiQueries } from "@/data/queries";
import { queryKeys } from "@/data/query-keys";

/** The smallest ledger page: its summary's live balance. The float figures and the payout panel read it too. */
export const FLOAT_BALANCE_QUERY = { page: 1, limit: 1 } as const;
/**
 * How often an open page asks for the balance. The service sends no event for a top-up, so a top-up is
 * seen by asking: two calls a minute per open page, well within the ledger's 60.
 */
export const FLOAT_WATCH_MS = 30_000;

/** Marks stale everything the float's movement changes: the ledger, the runway, the overview's figures. */
export function floatMoved(client: QueryClient, accountId: string, balanceKey: readonly unknown[]) {
  const own = JSON.stringify(balanceKey);
  return Promise.all([
    client.invalidateQueries({
      queryKey: queryKeys.resource(accountId, "reports"),
      predicate: (query) => JSON.stringify(query.queryKey) !== own,
    }),
    client.invalidateQueries({ queryKey: [...queryKeys.account(accountId), "figures"] }),
  ]);
}

/**
 * Follows the float's live balance while the page is open and visible; when it moves (a top-up, a payout, a
 * refund, made here or anywhere) the ledger, the runway and the banner are read again.
 */
export function useFloatWatch(accountId: string) {
  const client = useQueryClient();
  const options = apiQueries(accountId).getLedgerReport({ query: FLOAT_BALANCE_QUERY });
  const balance = useQuery({
    ...options,
    select: (report) => String(report.summary.currentBalanceLkr),
    refetchInterval: FLOAT_WATCH_MS,
    refetchIntervalInBackground: false,
  });
  const seen = useRef<string | undefined>(undefined);
  const now = balance.data;
  useEffect(() => {
    if (now === undefined) return;
    const before = seen.current;
    seen.current = now;
    if (before !== undefined && before !== now) void floatMoved(client, accountId, options.queryKey);
  }, [now, client, accountId, options.queryKey]);
  return now;
}
