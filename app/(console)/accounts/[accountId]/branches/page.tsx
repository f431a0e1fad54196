import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { loadScopedBranch } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { BranchesTable } from "@/components/branches/branches-table";
import { branchesHref } from "@/components/branches/hrefs";
import { OwnBranch } from "@/components/branches/own-branch";
import { branchListOptions } from "@/components/branches/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadBranchFilterParams, toBranchListQuery } from "@/lib/filters/branches";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Branches" };

// GET /accounts/:accountId/branches – the branches list, first page prefetched with the URL's filters and sort.
export default async function BranchesPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("branches:read")) return <NoAccess title="Your role cannot see branches" />;
  const canWrite = access.can("branches:write");

  // A member limited to one branch is shown that branch alone.
  if (access.branchId) {
    const { client, api } = pageData(access);
    const branch = await loadScopedBranch(access, client, api);
    return (
      <div className="grid gap-2">
        <PageHeader title="Branches" description="The branch you work for." />
        <OwnBranch accountId={accountId} branch={branch} />
      </div>
    );
  }

  const filters = loadBranchFilterParams(await searchParams);
  const { client, api } = pageData(access);
  await client.prefetchQuery(branchListOptions(accountId, toBranchListQuery(filters), api));

  return (
    <PrefetchedPage
      client={client}
      title="Branches"
      description="Your shops and counters. Payments and links can belong to a branch, and staff can be limited to theirs."
      actions={
        canWrite ? (
          <LinkButton href={`${branchesHref(accountId)}/new`} icon={Plus}>
            New branch
          </LinkButton>
        ) : null
      }
    >
      <BranchesTable accountId={accountId} canWrite={canWrite} />
    </PrefetchedPage>
  );
}
