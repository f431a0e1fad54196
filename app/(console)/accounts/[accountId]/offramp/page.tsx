import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { ledgerHref } from "@/components/offramp/hrefs";
import { OfframpReportView } from "@/components/offramp/offramp-report-view";
import { NewPayoutButton } from "@/components/offramp/payout/new-payout-button";
import { offrampReportOptions } from "@/components/offramp/queries";
import { OfframpStats } from "@/components/offramp/stats/offramp-stats";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadOfframpReportFilters } from "@/lib/filters/offramp-report";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Offramp" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/offramp – the offramp report with the URL's filters prefetched, and new payouts.
export default async function OfframpPage({ params, searchParams }: Props) {
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
    <div className="grid gap-2">
      <PageHeader
        title="Offramp"
        description="Payouts in LKR from your float to your end-users' bank accounts. Filters stay in the address, so a view can be shared."
        actions={
          <>
            <Button asChild variant="outline">
              <Link href={ledgerHref(accountId)}>
                <BookOpen aria-hidden="true" />
                Float ledger
              </Link>
            </Button>
            {canPayOut ? <NewPayoutButton accountId={accountId} /> : null}
          </>
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <OfframpStats accountId={accountId} />
        <OfframpReportView accountId={accountId} canPayOut={canPayOut} />
      </HydrationBoundary>
    </div>
  );
}
