import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { type OfframpReportFilters, offrampReportQuery } from "@/lib/filters/offramp-report";

/**
 * Query options of the offramp pages, from the per-operation factory. The server prefetches the report
 * and the detail with the account's signed client as `caller`, under the keys the browser reads.
 */
export function offrampReportOptions(accountId: string, filters: OfframpReportFilters, caller?: ApiCaller) {
  return keepPreviousPage(
    apiQueries(accountId, caller).getOfframpReport({ query: offrampReportQuery(filters) }),
  );
}

export function offrampDetailOptions(accountId: string, paymentId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getOfframp({ params: { id: paymentId } });
}

/** Active banks for the bank select; they change rarely. */
export function bankListOptions(accountId: string) {
  return { ...apiQueries(accountId).listBanks(), staleTime: 60 * 60_000 };
}

export function bankAccountsOptions(accountId: string, userId: string) {
  return apiQueries(accountId).listAggregatorBankAccounts({ params: { id: userId } });
}

/** The newest page of the report, whose end-user ids the payout form suggests (the API lists no users). */
export const RECENT_PAYOUTS_QUERY = {
  page: 1,
  limit: 100,
  sortBy: "created_at",
  sortOrder: "desc",
} as const;

export function recentEndUsersOptions(accountId: string) {
  return {
    ...apiQueries(accountId).getOfframpReport({ query: RECENT_PAYOUTS_QUERY }),
    select: (report: { offramps: { externalUserId: string }[] }) => [
      ...new Set(report.offramps.map((offramp) => offramp.externalUserId)),
    ],
    staleTime: 5 * 60_000,
  };
}
