import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchesHref } from "@/components/branches/hrefs";
import { NewBranch } from "@/components/branches/new-branch";
import { BackLink } from "@/components/detail/back-link";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "New branch" };

// GET /accounts/:accountId/branches/new – the create form.
export default async function NewBranchPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("branches:write")) return <NoAccess title="Your role cannot create branches" />;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackLink href={branchesHref(accountId)}>Branches</BackLink>
      <PageHeader
        className="mb-0"
        title="New branch"
        description="A shop or counter of this merchant account."
      />
      <NewBranch accountId={accountId} />
    </div>
  );
}
