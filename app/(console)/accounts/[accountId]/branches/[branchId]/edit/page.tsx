import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { EditBranch } from "@/components/branches/edit-branch";
import { branchHref } from "@/components/branches/hrefs";
import { branchDetailOptions } from "@/components/branches/queries";
import { BackLink } from "@/components/detail/back-link";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Edit branch" };

// GET /accounts/:accountId/branches/:branchId/edit – the edit form.
export default async function EditBranchPage({ params }: AccountPageProps<"branchId">) {
  const { accountId, branchId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("branches:write")) return <NoAccess title="Your role cannot change branches" />;

  const { client, api } = pageData(access);
  const branch = await fetchForPage(client, branchDetailOptions(accountId, branchId, api));
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
