import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { type PaymentFilters, paymentListQuery } from "@/lib/filters/payments";

/**
 * Query options of the payments pages, from the per-operation factory. The server page passes the
 * account's signed client as `caller` and prefetches under the same keys the browser reads.
 */
export function paymentListOptions(accountId: string, filters: PaymentFilters, caller?: ApiCaller) {
  return keepPreviousPage(apiQueries(accountId, caller).listPayments({ query: paymentListQuery(filters) }));
}

export function paymentDetailOptions(accountId: string, paymentId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getPayment({ params: { id: paymentId } });
}
