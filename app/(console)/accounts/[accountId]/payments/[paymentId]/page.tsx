import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { PaymentDetail } from "@/components/payments/detail/payment-detail";
import { paymentDetailOptions } from "@/components/payments/payment-queries";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payment" };

// GET /accounts/:accountId/payments/:paymentId – one payment with every field, prefetched.
export default async function PaymentPage({ params }: AccountPageProps<"paymentId">) {
  const { accountId, paymentId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payments:read")) return <NoAccess title="Your role cannot see payments" />;

  const { client, api } = pageData(access);
  const [payment] = await Promise.all([
    fetchForPage(client, paymentDetailOptions(accountId, paymentId, api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);
  if (payment === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <PaymentDetail accountId={accountId} paymentId={paymentId} />
    </HydrationBoundary>
  );
}
