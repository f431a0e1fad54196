import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { BRANCH_OPTIONS_PARAMS, branchOptionsQuery } from "@/components/branches/queries";
import { paymentLinkDetailOptions, paymentLinkListOptions } from "@/components/payment-links/queries";
import type { PaymentLinkListParams } from "@/lib/hooks/use-payment-link-filter-params";
import type { BranchListResponse } from "@/lib/payments-api/branches";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { fetchForPage } from "../../_lib/fetch-for-page";
import type { ServerUpstream } from "../../_lib/server-upstream";

// Each prefetch reuses the client's query key and swaps only the fetcher: same options, other transport.

export function prefetchPaymentLinkList(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  params: PaymentLinkListParams,
) {
  return client.prefetchQuery({
    queryKey: paymentLinkListOptions(accountId, params).queryKey,
    queryFn: () =>
      upstream.get<PaymentLinkListResponse>("/v1/payment-link/list", params, { scopeList: true }),
  });
}

export function prefetchBranchChoices(client: QueryClient, upstream: ServerUpstream, accountId: string) {
  return client.prefetchQuery({
    queryKey: branchOptionsQuery(accountId).queryKey,
    queryFn: () => upstream.get<BranchListResponse>("/v1/branch/list", BRANCH_OPTIONS_PARAMS),
  });
}

/** The link, or null when it does not exist or (for a member of one branch) is another branch's. */
export async function fetchPaymentLinkForPage(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  linkId: string,
): Promise<PaymentLink | null | "unavailable"> {
  const { queryKey } = paymentLinkDetailOptions(accountId, linkId);
  const link = await fetchForPage(client, queryKey, () =>
    upstream.get<PaymentLink>(`/v1/payment-link/${encodeURIComponent(linkId)}`),
  );
  const branchId = upstream.membership.branchId;
  if (link && link !== "unavailable" && branchId && link.branchId !== branchId) {
    client.removeQueries({ queryKey });
    return null;
  }
  return link;
}
