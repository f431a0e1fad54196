import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { ArrowLeftRight, Scale } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { LedgerCharts } from "@/components/float/ledger-charts";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { offrampHref } from "@/components/offramp/hrefs";
import { LedgerView } from "@/components/reports/ledger-view";
import { ledgerReportOptions } from "@/components/reports/queries";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadLedgerFilters } from "@/lib/filters/ledger";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Float ledger" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/reports/ledger – the float ledger with the URL's filters prefetched.
export default async function LedgerPage({ params, searchParams }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("reports:read")) return <AggregatorNoAccess what="the float ledger" />;
  const canOpenPayouts = access.can("offramp:read");

  const filters = loadLedgerFilters(await searchParams);
  const { client, api } = pageData(access);
  await client.prefetchQuery(ledgerReportOptions(accountId, filters, api));

  return (
    <div className="grid gap-2">
      <PageHeader
        title="Float ledger"
        description="Every movement of your LKR float: top-ups (credits), payouts (debits) and refunds of failed payouts, each with the balance after it."
        actions={
          canOpenPayouts ? (
            <>
              <Button asChild variant="outline">
                <Link href={offrampHref(accountId)}>
                  <ArrowLeftRight aria-hidden="true" />
                  Offramp report
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href={`/accounts/${encodeURIComponent(accountId)}/reports/reconciliation`}>
                  <Scale aria-hidden="true" />
                  Reconciliation
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <LedgerCharts accountId={accountId} />
        <LedgerView accountId={accountId} canOpenPayouts={canOpenPayouts} />
      </HydrationBoundary>
    </div>
  );
}
