import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { branchChoicesOptions } from "@/components/branches/queries";
import { SettlementsBranchNoAccess, SettlementsNoAccess } from "@/components/settlements/access-states";
import { newSettlementHref } from "@/components/settlements/hrefs";
import { SettlementsView } from "@/components/settlements/list/settlements-view";
import { settlementListOptions } from "@/components/settlements/queries";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadSettlementFilters } from "@/lib/filters/settlements";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Settlements" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/settlements – settlement requests with the URL's filters and their summary, prefetched.
export default async function SettlementsPage({ params, searchParams }: Props) {
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
    <div className="grid gap-2">
      <PageHeader
        title="Settlements"
        description="Requests to pay the net amount of your paid payments, counted in LKR, into the merchant's bank account. Filters stay in the address, so a view can be shared."
        actions={
          canRequest ? (
            <Button asChild>
              <Link href={newSettlementHref(accountId)}>
                <Plus aria-hidden="true" />
                Request a settlement
              </Link>
            </Button>
          ) : null
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <SettlementsView accountId={accountId} canRequest={canRequest} />
      </HydrationBoundary>
    </div>
  );
}
