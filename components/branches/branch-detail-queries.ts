import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { paymentLinkListOptions } from "@/components/payment-links/queries";
import { bffFetch } from "@/lib/bff";
import { BRANCH_DETAIL_PAGE_SIZE } from "@/lib/hooks/use-branch-filter-params";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import { queryKeys } from "@/lib/query-keys";

/** GET /v1/payment/list's query for one branch's page of payments. */
export function branchPaymentsParams(branchId: string, page: number) {
  return { page, pageSize: BRANCH_DETAIL_PAGE_SIZE, branchId };
}

/** One page of a branch's payments, under the payments list's keys (a payment change refreshes it too). */
export function branchPaymentsOptions(accountId: string, branchId: string, page: number) {
  const query = branchPaymentsParams(branchId, page);
  return queryOptions({
    queryKey: queryKeys.list(accountId, "payments", query),
    queryFn: ({ signal }) =>
      bffFetch<PaymentListResponse>(accountId, "GET", "/v1/payment/list", { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function branchLinksParams(branchId: string, page: number) {
  return { page, pageSize: BRANCH_DETAIL_PAGE_SIZE, branchId };
}

/** One page of a branch's payment links, under the links list's keys. */
export function branchLinksOptions(accountId: string, branchId: string, page: number) {
  return paymentLinkListOptions(accountId, branchLinksParams(branchId, page));
}
