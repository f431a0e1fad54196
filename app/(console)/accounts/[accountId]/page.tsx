import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { FlaskConical, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import { loadScopedBranch } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { branchChoicesOptions } from "@/components/branches/queries";
import { FloatOverviewLazy } from "@/components/float/float-overview-lazy";
import { AccountDetails } from "@/components/overview/account-details";
import { figuresKey } from "@/components/overview/figures-queries";
import { insightsKey } from "@/components/overview/insights-queries";
import { OverviewInsightsSection } from "@/components/overview/overview-insights";
import { PaymentFiguresSection } from "@/components/overview/payment-figures";
import { SectionLinks } from "@/components/overview/section-links";
import { type ServiceFigureRights, ServiceFigures } from "@/components/overview/service-figures";
import { EnvironmentBadge } from "@/components/shell/environment-badge";
import { navItemsFor } from "@/components/shell/nav-items";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { apiQueries } from "@/data/queries";
import { loadOverviewFilters } from "@/lib/filters/overview";
import { pageData, requireAccountAccess } from "@/server/access/page-access";
import { permissionsOf } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { paymentFigures } from "@/server/index/figures";
import { overviewInsightsFor } from "@/server/index/insights-handler";

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { account } = await requireAccountAccess((await params).accountId);
  return { title: account.name };
}

export default async function AccountOverviewPage({ params, searchParams }: Props) {
  const { accountId } = await params;
  const overviewFilters = loadOverviewFilters(await searchParams);
  const access = await requireAccountAccess(accountId);
  const { account, membership } = access;
  const branchScoped = access.branchId !== null;
  // Figures from the service, each only for roles that may read it; money-out figures are not a branch's.
  const rights: ServiceFigureRights = {
    paymentLinks: access.can("payment-links:read"),
    contracts: access.can("direct-debit:read"),
    settlements: access.can("withdrawals:read") && !branchScoped,
    floatBalance: access.aggregator && access.can("reports:read") && !branchScoped,
    payouts: access.aggregator && access.can("offramp:read") && !branchScoped,
  };
  const canReadPayments = access.can("payments:read");
  const canReadBranches = access.can("branches:read") && !branchScoped;
  // The period figures and charts are the merchant overview's; the aggregator overview keeps its own layout.
  const showInsights = canReadPayments && !access.aggregator;
  const { client, api } = pageData(access);
  const queries = apiQueries(accountId, api);
  // The branches first when the address names one: a branch the account does not have gives way to all
  // branches (the page says so), as the browser's figures will.
  const [branchList, scopedBranch] = await Promise.all([
    showInsights && canReadBranches
      ? client.fetchQuery(branchChoicesOptions(accountId, api)).catch(() => null)
      : null,
    loadScopedBranch(access, client, api),
  ]);
  const insightsFilters =
    branchList && overviewFilters.branch && !branchList.data.some((b) => b.id === overviewFilters.branch)
      ? { ...overviewFilters, branch: null }
      : overviewFilters;
  await Promise.all([
    canReadPayments
      ? client.prefetchQuery({
          queryKey: figuresKey(accountId),
          queryFn: () => paymentFigures(getDb(), account.id, { branchId: access.branchId }),
        })
      : undefined,
    showInsights
      ? client.prefetchQuery({
          queryKey: insightsKey(accountId, insightsFilters),
          queryFn: () => overviewInsightsFor(getDb(), access, insightsFilters),
        })
      : undefined,
    rights.paymentLinks
      ? client.prefetchQuery(queries.listPaymentLinks({ query: { page: 1, pageSize: 1 } }))
      : undefined,
    rights.contracts
      ? client.prefetchQuery(
          queries.listDirectDebitContracts({ query: { page: 1, limit: 1, status: "INITIATED" } }),
        )
      : undefined,
    rights.settlements
      ? client.prefetchQuery(queries.listWithdrawals({ query: { page: 1, limit: 1, status: "PENDING" } }))
      : undefined,
    rights.floatBalance
      ? client.prefetchQuery(queries.getLedgerReport({ query: { page: 1, limit: 1 } }))
      : undefined,
    rights.payouts
      ? client.prefetchQuery(queries.getOfframpReport({ query: { page: 1, limit: 1, status: "PROCESSING" } }))
      : undefined,
  ]);
  const sections = navItemsFor({
    accountId: account.id,
    permissions: permissionsOf(membership.role),
    capabilities: account.capabilities,
  }).filter((item) => item.id !== "overview");

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader className="mb-0" title={account.name} description="Overview of this merchant account.">
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <EnvironmentBadge environment={account.environment} />
          <Badge variant="secondary" className="capitalize">
            {membership.role}
          </Badge>
          {membership.branchId ? (
            <Badge variant="outline">
              {scopedBranch && scopedBranch !== "unavailable" ? (
                `${scopedBranch.name} only`
              ) : (
                <>
                  Branch <code className="font-mono">{membership.branchId.slice(0, 8)}</code> only
                </>
              )}
            </Badge>
          ) : null}
        </div>
      </PageHeader>
      {account.environment === "sandbox" ? (
        <Alert variant="warning">
          <FlaskConical aria-hidden="true" />
          <AlertTitle>Sandbox account</AlertTitle>
          <AlertDescription>
            Payments, settlements and payouts here are simulated: no real wallet, bank or money is involved.
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Production account</AlertTitle>
          <AlertDescription>Payments, settlements and payouts here move real money.</AlertDescription>
        </Alert>
      )}
      {/* An aggregator's float says whether payouts can go out today: it comes first (on a phone, the first screen). */}
      {rights.floatBalance ? <FloatOverviewLazy accountId={accountId} /> : null}
      <HydrationBoundary state={dehydrate(client)}>
        {showInsights ? (
          <OverviewInsightsSection
            accountId={accountId}
            branchScoped={branchScoped}
            canReadBranches={canReadBranches}
          />
        ) : null}
        {canReadPayments ? (
          <PaymentFiguresSection accountId={accountId} canCreate={access.can("payments:write")} />
        ) : null}
        <ServiceFigures accountId={accountId} rights={rights} />
      </HydrationBoundary>
      <AccountDetails account={account} />
      <SectionLinks items={sections} />
    </div>
  );
}
