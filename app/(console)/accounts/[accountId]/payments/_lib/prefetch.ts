import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import {
  BRANCH_OPTIONS_QUERY,
  branchOptionsOptions,
  paymentDetailOptions,
  paymentListOptions,
} from "@/components/payments/payment-queries";
import { type PaymentFilters, paymentListQuery } from "@/lib/hooks/use-payment-filter-params";
import type { BranchListResponse } from "@/lib/payments-api/branches";
import type { Payment, PaymentListResponse } from "@/lib/payments-api/payments";
import { fetchForPage } from "../../_lib/fetch-for-page";
import type { ServerUpstream } from "../../_lib/server-upstream";

// Each prefetch reuses the client's query key and swaps only the fetcher: same options, other transport.

export function prefetchPaymentList(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  filters: PaymentFilters,
) {
  const { queryKey } = paymentListOptions(accountId, filters);
  return client.prefetchQuery({
    queryKey,
    queryFn: () =>
      upstream.get<PaymentListResponse>("/v1/payment/list", paymentListQuery(filters), { scopeList: true }),
  });
}

export function prefetchBranchOptions(client: QueryClient, upstream: ServerUpstream, accountId: string) {
  const { queryKey } = branchOptionsOptions(accountId);
  return client.prefetchQuery({
    queryKey,
    queryFn: () => upstream.get<BranchListResponse>("/v1/branch/list", BRANCH_OPTIONS_QUERY),
  });
}

/**
 * The payment, or null when it does not exist or (for a member of one branch) is another branch's: both
 * read as "not found", as through the BFF.
 */
export async function fetchPaymentForPage(
  client: QueryClient,
  upstream: ServerUpstream,
  accountId: string,
  paymentId: string,
): Promise<Payment | null | "unavailable"> {
  const { queryKey } = paymentDetailOptions(accountId, paymentId);
  const payment = await fetchForPage(client, queryKey, () =>
    upstream.get<Payment>(`/v1/payment/${encodeURIComponent(paymentId)}`),
  );
  const branchId = upstream.membership.branchId;
  if (payment && payment !== "unavailable" && branchId && payment.branchId !== branchId) {
    client.removeQueries({ queryKey });
    return null;
  }
  return payment;
}
