import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { type SettlementFilters, settlementListQuery } from "@/lib/filters/settlements";

/**
 * Query options of the settlement pages, from the per-operation factory. The server prefetches with the
 * account's signed client as `caller`, under the keys the browser reads.
 */
export function settlementListOptions(accountId: string, filters: SettlementFilters, caller?: ApiCaller) {
  return keepPreviousPage(
    apiQueries(accountId, caller).listWithdrawals({ query: settlementListQuery(filters) }),
  );
}

export function settlementDetailOptions(accountId: string, withdrawalId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getWithdrawal({ params: { id: withdrawalId } });
}

/**
 * The smallest list read, for its `summary`: what the merchant could claim now (the unsettled pool),
 * which the request form shows before anything is sent.
 */
export const POOL_QUERY = { page: 1, limit: 1 } as const;

/** Today's requests (by settlement date, Colombo): the service allows one active request a day. */
export function settlementTodayOptions(accountId: string, today: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).listWithdrawals({
    query: { page: 1, limit: 100, startDate: today, endDate: today },
  });
}

export function settlementPoolOptions(accountId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).listWithdrawals({ query: POOL_QUERY });
}
