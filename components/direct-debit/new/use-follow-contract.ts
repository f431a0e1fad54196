"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { bffApi } from "@/data/api";
import { isBffError } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractDetailOptions } from "../queries";

// Sync allows 50 calls a minute for the whole merchant; one open page takes at most 12 of them.
export const FOLLOW_INTERVAL_MS = 5_000;
// After the signing window the service answers EXPIRED on the next sync; a little longer covers clock skew.
const GRACE_MS = 60_000;

/** Whether an unsigned contract is still worth asking about. */
export function stillSigning(contract: Contract, nowMs: number): boolean {
  if (contract.status !== "INITIATED") return false;
  // Without a deadline from the service, follow it while the page is open.
  return !contract.requestExpireTime || nowMs < Date.parse(contract.requestExpireTime) + GRACE_MS;
}

/** How long to wait before the next sync: the service's hint after a 429, else the usual interval. */
export function nextSyncDelay(error: unknown): number {
  if (isBffError(error) && error.status === 429) {
    return Math.max(FOLLOW_INTERVAL_MS, (error.retryAfter ?? 10) * 1000);
  }
  return FOLLOW_INTERVAL_MS;
}

/**
 * Follows a new contract until the customer has signed it (or it expired): a sync every few seconds, since
 * the contract only turns SIGNED when it is synced after the approval. It pauses while the tab is hidden,
 * checks at once when the person comes back, and stops when they leave the page or the contract settles.
 */
export function useFollowContract(accountId: string, created: Contract) {
  const client = useQueryClient();
  const detail = contractDetailOptions(accountId, created.id);
  // The detail cache holds the latest word on the contract, from this page's syncs or any other page.
  const current = useQuery({ ...detail, initialData: created, staleTime: Number.POSITIVE_INFINITY });
  const contract = current.data ?? created;
  const following = stillSigning(contract, Date.now());

  const follow = useQuery({
    queryKey: [...queryKeys.account(accountId), "direct-debit-follow", created.id],
    queryFn: async ({ signal }) => {
      const next = await bffApi(accountId).syncDirectDebitContract({
        params: { id: created.id },
        body: {},
        signal,
      });
      client.setQueryData(detail.queryKey, next);
      return next;
    },
    enabled: following,
    initialData: created,
    // The customer cannot have signed the moment the contract was created: the first sync waits too.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: FOLLOW_INTERVAL_MS,
    refetchInterval: (query) => nextSyncDelay(query.state.error),
    refetchIntervalInBackground: false,
    retry: false,
    gcTime: 0,
  });

  return {
    contract,
    following,
    /** The last sync's failure, while it lasts; the next one may succeed. */
    error: follow.isError ? follow.error : null,
    checkedAt: follow.dataUpdatedAt,
  };
}
