import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { SearchParams } from "nuqs/server";
import { BranchDetail } from "@/components/branches/branch-detail";
import { loadBranchDetailParams } from "@/lib/hooks/use-branch-filter-params";
import { can } from "@/server/auth/policy";
import { NoAccess } from "../../_lib/no-access";
import { serverQueryClient } from "../../_lib/server-query-client";
import { serverUpstream } from "../../_lib/server-upstream";
import { fetchBranchForPage, prefetchBranchLinks, prefetchBranchPayments } from "../_lib/prefetch";

export const metadata: Metadata = { title: "Branch" };

type Props = {
  params: Promise<{ accountId: string; branchId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/branches/:branchId – one branch with its payments and payment links.
export default async function BranchPage({ params, searchParams }: Props) {
  const { accountId, branchId } = await params;
  const upstream = await serverUpstream(accountId);
  const { role, branchId: scopedBranchId } = upstream.membership;
  if (!can(role, "branches:read")) return <NoAccess title="Your role cannot see branches" />;
  const canReadPayments = can(role, "payments:read");
  const canReadLinks = can(role, "payment-links:read");
  // A member of one branch sees no other branch's payments or links (the BFF would refuse them).
  const ownData = scopedBranchId === null || scopedBranchId === branchId;

  const pages = loadBranchDetailParams(await searchParams);
  const client = serverQueryClient();
  const [branch] = await Promise.all([
    fetchBranchForPage(client, upstream, accountId, branchId),
    ownData && canReadPayments
      ? prefetchBranchPayments(client, upstream, accountId, branchId, pages.paymentsPage)
      : undefined,
    ownData && canReadLinks
      ? prefetchBranchLinks(client, upstream, accountId, branchId, pages.linksPage)
      : undefined,
  ]);
  if (branch === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <BranchDetail
        accountId={accountId}
        branchId={branchId}
        canWrite={can(role, "branches:write")}
        canReadPayments={canReadPayments}
        canReadLinks={canReadLinks}
        scopedBranchId={scopedBranchId}
      />
    </HydrationBoundary>
  );
}
