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
 * Follows an unsigned contract until the customer has signed it (or it expired): a sync every few seconds,
 * since the contract only turns SIGNED when it is synced after the approval. Each answer goes into the
 * contract's detail cache, so every view of it follows. It pauses while the tab is hidden, checks at once
 * when the person comes back, and stops when they leave the page or the contract settles. `enabled` is
 * false for a member who may not sync (a write).
 */
export function useFollowSigning(accountId: string, contract: Contract, enabled = true) {
  const client = useQueryClient();
  const detailKey = contractDetailOptions(accountId, contract.id).queryKey;
  const following = enabled && stillSigning(contract, Date.now());
  const follow = useQuery({
    queryKey: [...queryKeys.account(accountId), "direct-debit-follow", contract.id],
    queryFn: async ({ signal }) => {
      const next = await bffApi(accountId).syncDirectDebitContract({
        params: { id: contract.id },
        body: {},
        signal,
      });
      client.setQueryData(detailKey, next);
      return next;
    },
    enabled: following,
    initialData: contract,
    // A contract just read (or just created) was current a moment ago: the first sync waits too.
    initialDataUpdatedAt: () => Date.now(),
    staleTime: FOLLOW_INTERVAL_MS,
    refetchInterval: (query) => nextSyncDelay(query.state.error),
    refetchIntervalInBackground: false,
    retry: false,
    gcTime: 0,
  });
  return {
    following,
    /** The last sync's failure, while it lasts; the next one may succeed. */
    error: follow.isError ? follow.error : null,
    checkedAt: follow.dataUpdatedAt,
  };
}

/** A new contract, from the detail cache (the latest word on it), followed until it is signed. */
export function useFollowContract(accountId: string, created: Contract) {
  const detail = contractDetailOptions(accountId, created.id);
  const current = useQuery({ ...detail, initialData: created, staleTime: Number.POSITIVE_INFINITY });
  const contract = current.data ?? created;
  return { contract, ...useFollowSigning(accountId, contract) };
}
