import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { bffFetch } from "@/lib/bff";
import type { PaymentLinkListParams } from "@/lib/hooks/use-payment-link-filter-params";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { queryKeys } from "@/lib/query-keys";

/** GET /v1/payment-link/list through the BFF; the previous page stays on screen while the next loads. */
export function paymentLinkListOptions(accountId: string, params: PaymentLinkListParams) {
  return queryOptions({
    queryKey: queryKeys.list(accountId, "payment-links", params),
    queryFn: ({ signal }) =>
      bffFetch<PaymentLinkListResponse>(accountId, "GET", "/v1/payment-link/list", {
        query: params,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function paymentLinkDetailOptions(accountId: string, linkId: string) {
  return queryOptions({
    queryKey: queryKeys.detail(accountId, "payment-links", linkId),
    queryFn: ({ signal }) =>
      bffFetch<PaymentLink>(accountId, "GET", `/v1/payment-link/${encodeURIComponent(linkId)}`, { signal }),
  });
}
