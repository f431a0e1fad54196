import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { BackLink } from "@/components/detail/back-link";
import { SettlementsBranchNoAccess, SettlementsNoAccess } from "@/components/settlements/access-states";
import { settlementsHref } from "@/components/settlements/hrefs";
import { NewSettlement } from "@/components/settlements/new/new-settlement";
import { settlementPoolOptions } from "@/components/settlements/queries";
import { PageHeader } from "@/components/shell/page-header";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Request a settlement" };

// GET /accounts/:accountId/settlements/new – the request form, with the branches and the pool to claim prefetched.
export default async function NewSettlementPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("withdrawals:read")) return <SettlementsNoAccess />;
  if (access.branchId) return <SettlementsBranchNoAccess />;
  if (!access.can("withdrawals:write"))
    return <SettlementsNoAccess title="Your role cannot request settlements" />;

  const { client, api } = pageData(access);
  await Promise.all([
    client.prefetchQuery(settlementPoolOptions(accountId, api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-2">
      <BackLink href={settlementsHref(accountId)}>Settlements</BackLink>
      <PageHeader
        title="Request a settlement"
        description="Pay the net amount of your paid payments, counted in LKR, into the merchant's bank account."
      />
      <HydrationBoundary state={dehydrate(client)}>
        <NewSettlement accountId={accountId} />
      </HydrationBoundary>
    </div>
  );
}
