import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { paymentLinkListOptions } from "@/components/payment-links/queries";
import { type ApiCaller, apiQueries } from "@/data/queries";
import { BRANCH_DETAIL_PAGE_SIZE } from "@/lib/filters/branches";

/** One page of a branch's payments, under the payments list's keys (a payment change refreshes it too). */
export function branchPaymentsOptions(accountId: string, branchId: string, page: number, caller?: ApiCaller) {
  return keepPreviousPage(
    apiQueries(accountId, caller).listPayments({
      query: { page, pageSize: BRANCH_DETAIL_PAGE_SIZE, branchId },
    }),
  );
}

/** One page of a branch's payment links, under the links list's keys. */
export function branchLinksOptions(accountId: string, branchId: string, page: number, caller?: ApiCaller) {
  return paymentLinkListOptions(accountId, { page, pageSize: BRANCH_DETAIL_PAGE_SIZE, branchId }, caller);
}
