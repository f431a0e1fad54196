import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentDetail } from "@/components/payments/detail/payment-detail";
import { can } from "@/server/auth/policy";
import { NoAccess } from "../../_lib/no-access";
import { serverQueryClient } from "../../_lib/server-query-client";
import { serverUpstream } from "../../_lib/server-upstream";
import { fetchPaymentForPage, prefetchBranchOptions } from "../_lib/prefetch";

type Props = { params: Promise<{ accountId: string; paymentId: string }> };

export const metadata: Metadata = { title: "Payment" };

// GET /accounts/:accountId/payments/:paymentId – one payment with every field, prefetched.
export default async function PaymentPage({ params }: Props) {
  const { accountId, paymentId } = await params;
  const upstream = await serverUpstream(accountId);
  if (!can(upstream.membership.role, "payments:read"))
    return <NoAccess title="Your role cannot see payments" />;

  const client = serverQueryClient();
  const [payment] = await Promise.all([
    fetchPaymentForPage(client, upstream, accountId, paymentId),
    prefetchBranchOptions(client, upstream, accountId),
  ]);
  if (payment === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <PaymentDetail accountId={accountId} paymentId={paymentId} />
    </HydrationBoundary>
  );
}
