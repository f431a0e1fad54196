import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import {
  branchLinksOptions,
  branchLinksParams,
  branchPaymentsOptions,
  branchPaymentsParams,
} from "@/components/branches/branch-detail-queries";
import { branchDetailOptions, branchListOptions } from "@/components/branches/queries";
import type { BranchListParams } from "@/lib/hooks/use-branch-filter-params";
import type { Branch, BranchListResponse } from "@/lib/payments-api/branches";
import type { PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import { fetchForPage } from "../../_lib/fetch-for-page";
import type { ServerUpstream } from "../../_lib/server-upstream";

// Each prefetch reuses the client's query key and swaps only the fetcher: same options, other transport.

export function prefetchBranchList(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  params: BranchListParams,
) {
  return client.prefetchQuery({
    queryKey: branchListOptions(accountId, params).queryKey,
    queryFn: () => upstream.get<BranchListResponse>("/v1/branch/list", params),
  });
}

/** The branch, or null when the service says it is not this merchant's (404, 403, 400). */
export function fetchBranchForPage(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  branchId: string,
): Promise<Branch | null | "unavailable"> {
  return fetchForPage(client, branchDetailOptions(accountId, branchId).queryKey, () =>
    upstream.get<Branch>(`/v1/branch/${encodeURIComponent(branchId)}`),
  );
}

export function prefetchBranchPayments(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  branchId: string,
  page: number,
) {
  return client.prefetchQuery({
    queryKey: branchPaymentsOptions(accountId, branchId, page).queryKey,
    queryFn: () =>
      upstream.get<PaymentListResponse>("/v1/payment/list", branchPaymentsParams(branchId, page), {
        scopeList: true,
      }),
  });
}

export function prefetchBranchLinks(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  branchId: string,
  page: number,
) {
  return client.prefetchQuery({
    queryKey: branchLinksOptions(accountId, branchId, page).queryKey,
    queryFn: () =>
      upstream.get<PaymentLinkListResponse>("/v1/payment-link/list", branchLinksParams(branchId, page), {
        scopeList: true,
      }),
  });
}
