import "server-only";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { BRANCH_OPTIONS_PARAMS, branchOptionsQuery } from "@/components/branches/queries";
import { paymentLinkDetailOptions, paymentLinkListOptions } from "@/components/payment-links/queries";
import type { PaymentLinkListParams } from "@/lib/hooks/use-payment-link-filter-params";
import type { BranchListResponse } from "@/lib/payments-api/branches";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { UpstreamError } from "@/server/upstream/errors";
import type { ServerUpstream } from "../../payments/_lib/server-upstream";

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

/**
 * One resource for a detail page, into the client's cache: the resource, null when the service says it
 * is not there (404, or 403/400 for an id that is not this merchant's), or "unavailable" when the
 * service could not answer; the page then renders and the browser retries with its own error state.
 */
export async function fetchForPage<T>(
  client: QueryClient,
  queryKey: QueryKey,
  fetcher: () => Promise<T>,
): Promise<T | null | "unavailable"> {
  try {
    return await client.fetchQuery({ queryKey, queryFn: fetcher });
  } catch (error) {
    const status = error instanceof UpstreamError ? error.status : null;
    if (status === 404 || status === 403 || status === 400) return null;
    return "unavailable";
  }
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
