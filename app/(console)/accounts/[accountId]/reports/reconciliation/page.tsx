import { BookOpen } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { ledgerHref } from "@/components/offramp/hrefs";
import { ReconciliationView } from "@/components/reconciliation/reconciliation-view";
import { PageHeader } from "@/components/shell/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Reconciliation" };

// GET /accounts/:accountId/reports/reconciliation?from=&to= – the float reconciled against the payouts for a
// window of Colombo days; the check itself runs in the browser through the streamed reconciliation route.
export default async function ReconciliationPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("reports:read") || !access.can("offramp:read")) {
    return <AggregatorNoAccess what="the reconciliation" />;
  }
  return (
    <div className="grid gap-2">
      <PageHeader
        title="Reconciliation"
        description="The float ledger checked against the offramp report and the webhooks received, over every page of a window, with each break and the rows involved: a statement a finance team can sign off."
        actions={
          <LinkButton href={ledgerHref(accountId)} icon={BookOpen} variant="outline">
            Float ledger
          </LinkButton>
        }
      />
      <ReconciliationView accountId={accountId} />
    </div>
  );
}
