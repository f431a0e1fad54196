import { BookOpen, FileUp } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { bulkPayoutHref } from "@/components/bulk-payouts/hrefs";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { ledgerHref } from "@/components/offramp/hrefs";
import { OfframpReportView } from "@/components/offramp/offramp-report-view";
import { NewPayoutButton } from "@/components/offramp/payout/new-payout-button";
import { offrampReportOptions } from "@/components/offramp/queries";
import { OfframpStats } from "@/components/offramp/stats/offramp-stats";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadOfframpReportFilters } from "@/lib/filters/offramp-report";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Offramp" };

// GET /accounts/:accountId/offramp – the offramp report with the URL's filters prefetched, and new payouts.
export default async function OfframpPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("offramp:read") || !access.can("reports:read"))
    return <AggregatorNoAccess what="payouts" />;
  const canPayOut = access.can("offramp:write");

  const filters = loadOfframpReportFilters(await searchParams);
  const { client, api } = pageData(access);
  await client.prefetchQuery(offrampReportOptions(accountId, filters, api));

  return (
    <PrefetchedPage
      client={client}
      title="Offramp"
      description="Payouts in LKR from your float to your end-users' bank accounts. Filters stay in the address, so a view can be shared."
      actions={
        <>
          <LinkButton href={ledgerHref(accountId)} icon={BookOpen} variant="outline">
            Float ledger
          </LinkButton>
          {canPayOut && access.branchId === null ? (
            <LinkButton href={bulkPayoutHref(accountId)} icon={FileUp} variant="outline">
              Bulk payout
            </LinkButton>
          ) : null}
          {canPayOut ? <NewPayoutButton accountId={accountId} /> : null}
        </>
      }
    >
      <OfframpStats accountId={accountId} />
      <OfframpReportView accountId={accountId} canPayOut={canPayOut} />
    </PrefetchedPage>
  );
}
