import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import type { PaymentLinkListParams } from "@/lib/filters/payment-links";

/** GET /v1/payment-link/list; the previous page stays on screen while the next loads. */
export function paymentLinkListOptions(accountId: string, params: PaymentLinkListParams, caller?: ApiCaller) {
  return keepPreviousPage(apiQueries(accountId, caller).listPaymentLinks({ query: params }));
}

export function paymentLinkDetailOptions(accountId: string, linkId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getPaymentLink({ params: { id: linkId } });
}
