import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { OfframpDetail } from "@/components/offramp/detail/offramp-detail";
import { offrampDetailOptions } from "@/components/offramp/queries";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payout" };

// GET /accounts/:accountId/offramp/:paymentId – one payout and its status timeline, prefetched.
export default async function OfframpDetailPage({ params }: AccountPageProps<"paymentId">) {
  const { accountId, paymentId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("offramp:read")) return <AggregatorNoAccess what="payouts" />;

  const { client, api } = pageData(access);
  const offramp = await fetchForPage(client, offrampDetailOptions(accountId, paymentId, api));
  if (offramp === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <OfframpDetail accountId={accountId} paymentId={paymentId} />
    </HydrationBoundary>
  );
}
