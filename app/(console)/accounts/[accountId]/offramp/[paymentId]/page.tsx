import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OfframpDetail } from "@/components/offramp/detail/offramp-detail";
import { serverQueryClient } from "../../_lib/server-query-client";
import { AggregatorNoAccess, NotAggregator } from "../_lib/access-states";
import { aggregatorPage } from "../_lib/aggregator-upstream";
import { fetchOfframpForPage } from "../_lib/prefetch";

type Props = { params: Promise<{ accountId: string; paymentId: string }> };

export const metadata: Metadata = { title: "Payout" };

// GET /accounts/:accountId/offramp/:paymentId – one payout and its status timeline, prefetched.
export default async function OfframpDetailPage({ params }: Props) {
  const { accountId, paymentId } = await params;
  const page = await aggregatorPage(accountId);
  if (!page.aggregator) return <NotAggregator />;
  if (!page.can("offramp:read")) return <AggregatorNoAccess what="payouts" />;

  const client = serverQueryClient();
  const offramp = await fetchOfframpForPage(client, page, paymentId);
  if (offramp === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <OfframpDetail accountId={accountId} paymentId={paymentId} />
    </HydrationBoundary>
  );
}
