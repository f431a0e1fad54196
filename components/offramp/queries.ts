import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { bffFetch } from "@/lib/bff";
import { type OfframpReportFilters, offrampReportQuery } from "@/lib/hooks/use-offramp-report-filter-params";
import type { Bank, BankAccount, Offramp, OfframpReport } from "@/lib/payments-api/offramp";
import { queryKeys } from "@/lib/query-keys";

/**
 * Query options of the offramp pages. The server prefetches the report and the detail under the same keys
 * (see the pages' `_lib/prefetch.ts`), so the client starts from the prefetched data.
 */
export function offrampReportOptions(accountId: string, filters: OfframpReportFilters) {
  const query = offrampReportQuery(filters);
  return queryOptions({
    queryKey: queryKeys.list(accountId, "offramp", query),
    queryFn: ({ signal }) =>
      bffFetch<OfframpReport>(accountId, "GET", "/v1/aggregator/report/offramp", { query, signal }),
    // Paging and filtering keep the previous rows on screen (dimmed) until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function offrampDetailOptions(accountId: string, paymentId: string) {
  return queryOptions({
    queryKey: queryKeys.detail(accountId, "offramp", paymentId),
    queryFn: ({ signal }) =>
      bffFetch<Offramp>(accountId, "GET", `/v1/aggregator/offramp/${encodeURIComponent(paymentId)}`, {
        signal,
      }),
  });
}

/** Active banks for the bank select; they change rarely. */
export function bankListOptions(accountId: string) {
  return queryOptions({
    queryKey: queryKeys.list(accountId, "banks"),
    queryFn: ({ signal }) => bffFetch<Bank[]>(accountId, "GET", "/v1/bank/list", { signal }),
    staleTime: 60 * 60_000,
  });
}

export function bankAccountsKey(accountId: string, userId: string) {
  return [...queryKeys.resource(accountId, "offramp"), "users", userId, "bank-accounts"] as const;
}

export function bankAccountsOptions(accountId: string, userId: string) {
  return queryOptions({
    queryKey: bankAccountsKey(accountId, userId),
    queryFn: ({ signal }) =>
      bffFetch<BankAccount[]>(
        accountId,
        "GET",
        `/v1/aggregator/user/${encodeURIComponent(userId)}/bank-account/list`,
        { signal },
      ),
  });
}

/** The newest page of the report, whose end-user ids the payout form suggests (the API lists no users). */
export const RECENT_PAYOUTS_QUERY = {
  page: 1,
  limit: 100,
  sortBy: "created_at",
  sortOrder: "desc",
} as const;

export function recentEndUsersOptions(accountId: string) {
  return queryOptions({
    queryKey: queryKeys.list(accountId, "offramp", RECENT_PAYOUTS_QUERY),
    queryFn: ({ signal }) =>
      bffFetch<OfframpReport>(accountId, "GET", "/v1/aggregator/report/offramp", {
        query: RECENT_PAYOUTS_QUERY,
        signal,
      }),
    select: (report) => [...new Set(report.offramps.map((offramp) => offramp.externalUserId))],
    staleTime: 5 * 60_000,
  });
}
