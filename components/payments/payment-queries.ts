import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { bffFetch } from "@/lib/bff";
import { type PaymentFilters, paymentListQuery } from "@/lib/hooks/use-payment-filter-params";
import type { BranchListResponse } from "@/lib/payments-api/branches";
import type { Payment, PaymentListResponse } from "@/lib/payments-api/payments";
import { queryKeys } from "@/lib/query-keys";

/**
 * Query options of the payments pages. The server prefetches under the same keys (with its own fetcher,
 * see the pages' `_lib/prefetch.ts`), so the client starts from the prefetched data.
 */
export function paymentListOptions(accountId: string, filters: PaymentFilters) {
  const query = paymentListQuery(filters);
  return queryOptions({
    queryKey: queryKeys.list(accountId, "payments", query),
    queryFn: ({ signal }) =>
      bffFetch<PaymentListResponse>(accountId, "GET", "/v1/payment/list", { query, signal }),
    // Paging and filtering keep the previous rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function paymentDetailOptions(accountId: string, paymentId: string) {
  return queryOptions({
    queryKey: queryKeys.detail(accountId, "payments", paymentId),
    queryFn: ({ signal }) =>
      bffFetch<Payment>(accountId, "GET", `/v1/payment/${encodeURIComponent(paymentId)}`, { signal }),
  });
}

/** Branches for pickers and name look-ups: the first 100 by name, active and inactive alike. */
export const BRANCH_OPTIONS_QUERY = { page: 1, limit: 100, sortBy: "name", sortOrder: "asc" } as const;

export function branchOptionsOptions(accountId: string) {
  return queryOptions({
    queryKey: queryKeys.list(accountId, "branches", BRANCH_OPTIONS_QUERY),
    queryFn: ({ signal }) =>
      bffFetch<BranchListResponse>(accountId, "GET", "/v1/branch/list", {
        query: BRANCH_OPTIONS_QUERY,
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
