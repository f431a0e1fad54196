import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BranchDetail } from "@/components/branches/branch-detail";
import { branchLinksOptions, branchPaymentsOptions } from "@/components/branches/branch-detail-queries";
import { branchDetailOptions } from "@/components/branches/queries";
import { NoAccess } from "@/components/shell/no-access";
import { loadBranchDetailParams } from "@/lib/filters/branches";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Branch" };

// GET /accounts/:accountId/branches/:branchId – one branch with its payments and payment links.
export default async function BranchPage({ params, searchParams }: AccountPageProps<"branchId">) {
  const { accountId, branchId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("branches:read")) return <NoAccess title="Your role cannot see branches" />;
  const canReadPayments = access.can("payments:read");
  const canReadLinks = access.can("payment-links:read");
  // A member of one branch reads their own branch only: another answers as not found (branch-scope.ts).
  const ownData = access.branchId === null || access.branchId === branchId;

  const pages = loadBranchDetailParams(await searchParams);
  const { client, api } = pageData(access);
  const [branch] = await Promise.all([
    fetchForPage(client, branchDetailOptions(accountId, branchId, api)),
    ownData && canReadPayments
      ? client.prefetchQuery(branchPaymentsOptions(accountId, branchId, pages.paymentsPage, api))
      : undefined,
    ownData && canReadLinks
      ? client.prefetchQuery(branchLinksOptions(accountId, branchId, pages.linksPage, api))
      : undefined,
  ]);
  if (branch === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <BranchDetail
        accountId={accountId}
        branchId={branchId}
        canWrite={access.can("branches:write")}
        canReadPayments={canReadPayments}
        canReadLinks={canReadLinks}
      />
    </HydrationBoundary>
  );
}
