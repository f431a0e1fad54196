import { ArrowLeftRight, Scale } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { LedgerCharts } from "@/components/float/ledger-charts";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { offrampHref } from "@/components/offramp/hrefs";
import { LedgerView } from "@/components/reports/ledger-view";
import { ledgerReportOptions } from "@/components/reports/queries";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadLedgerFilters } from "@/lib/filters/ledger";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Float ledger" };

// GET /accounts/:accountId/reports/ledger – the float ledger with the URL's filters prefetched.
export default async function LedgerPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("reports:read")) return <AggregatorNoAccess what="the float ledger" />;
  const canOpenPayouts = access.can("offramp:read");

  const filters = loadLedgerFilters(await searchParams);
  const { client, api } = pageData(access);
  await client.prefetchQuery(ledgerReportOptions(accountId, filters, api));

  return (
    <PrefetchedPage
      client={client}
      title="Float ledger"
      description="Every movement of your LKR float: top-ups (credits), payouts (debits) and refunds of failed payouts, each with the balance after it."
      actions={
        canOpenPayouts ? (
          <>
            <LinkButton href={offrampHref(accountId)} icon={ArrowLeftRight} variant="outline">
              Offramp report
            </LinkButton>
            <LinkButton
              href={`/accounts/${encodeURIComponent(accountId)}/reports/reconciliation`}
              icon={Scale}
              variant="outline"
            >
              Reconciliation
            </LinkButton>
          </>
        ) : null
      }
    >
      <LedgerCharts accountId={accountId} />
      <LedgerView accountId={accountId} canOpenPayouts={canOpenPayouts} />
    </PrefetchedPage>
  );
}
