import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { SettlementsBranchNoAccess, SettlementsNoAccess } from "@/components/settlements/access-states";
import { newSettlementHref } from "@/components/settlements/hrefs";
import { SettlementsView } from "@/components/settlements/list/settlements-view";
import { settlementListOptions } from "@/components/settlements/queries";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadSettlementFilters } from "@/lib/filters/settlements";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Settlements" };

// GET /accounts/:accountId/settlements – settlement requests with the URL's filters and their summary, prefetched.
export default async function SettlementsPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("withdrawals:read")) return <SettlementsNoAccess />;
  if (access.branchId) return <SettlementsBranchNoAccess />;
  const canRequest = access.can("withdrawals:write");

  const filters = loadSettlementFilters(await searchParams);
  const { client, api } = pageData(access);
  await Promise.all([
    client.prefetchQuery(settlementListOptions(accountId, filters, api)),
    access.can("branches:read") ? client.prefetchQuery(branchChoicesOptions(accountId, api)) : null,
  ]);

  return (
    <PrefetchedPage
      client={client}
      title="Settlements"
      description="Requests to pay the net amount of your paid payments, counted in LKR, into the merchant's bank account. Filters stay in the address, so a view can be shared."
      actions={
        canRequest ? (
          <LinkButton href={newSettlementHref(accountId)} icon={Plus}>
            Request a settlement
          </LinkButton>
        ) : null
      }
    >
      <SettlementsView accountId={accountId} canRequest={canRequest} />
    </PrefetchedPage>
  );
}
