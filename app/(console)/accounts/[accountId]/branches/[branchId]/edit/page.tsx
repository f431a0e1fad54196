import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EditBranch } from "@/components/branches/edit-branch";
import { branchHref } from "@/components/branches/hrefs";
import { BackLink } from "@/components/detail/back-link";
import { PageHeader } from "@/components/shell/page-header";
import { can } from "@/server/auth/policy";
import { NoAccess } from "../../../_lib/no-access";
import { serverQueryClient } from "../../../_lib/server-query-client";
import { serverUpstream } from "../../../_lib/server-upstream";
import { fetchBranchForPage } from "../../_lib/prefetch";

export const metadata: Metadata = { title: "Edit branch" };

type Props = { params: Promise<{ accountId: string; branchId: string }> };

// GET /accounts/:accountId/branches/:branchId/edit – the edit form.
export default async function EditBranchPage({ params }: Props) {
  const { accountId, branchId } = await params;
  const upstream = await serverUpstream(accountId);
  if (!can(upstream.membership.role, "branches:write"))
    return <NoAccess title="Your role cannot change branches" />;

  const client = serverQueryClient();
  const branch = await fetchBranchForPage(client, upstream, accountId, branchId);
  if (branch === null) notFound();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackLink href={branchHref(accountId, branchId)}>
        {branch === "unavailable" ? "Branch" : branch.name}
      </BackLink>
      <PageHeader className="mb-0" title="Edit branch" />
      <HydrationBoundary state={dehydrate(client)}>
        <EditBranch accountId={accountId} branchId={branchId} />
      </HydrationBoundary>
    </div>
  );
}
