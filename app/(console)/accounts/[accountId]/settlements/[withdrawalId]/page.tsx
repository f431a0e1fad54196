import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { SettlementsBranchNoAccess, SettlementsNoAccess } from "@/components/settlements/access-states";
import { SettlementDetail } from "@/components/settlements/detail/settlement-detail";
import { settlementDetailOptions } from "@/components/settlements/queries";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Settlement request" };

// GET /accounts/:accountId/settlements/:withdrawalId – one settlement request, its review and payments, prefetched.
export default async function SettlementDetailPage({ params }: AccountPageProps<"withdrawalId">) {
  const { accountId, withdrawalId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("withdrawals:read")) return <SettlementsNoAccess />;
  if (access.branchId) return <SettlementsBranchNoAccess />;

  const { client, api } = pageData(access);
  const [withdrawal] = await Promise.all([
    fetchForPage(client, settlementDetailOptions(accountId, withdrawalId, api)),
    access.can("branches:read") ? client.prefetchQuery(branchChoicesOptions(accountId, api)) : null,
  ]);
  if (withdrawal === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <SettlementDetail accountId={accountId} withdrawalId={withdrawalId} />
    </HydrationBoundary>
  );
}
