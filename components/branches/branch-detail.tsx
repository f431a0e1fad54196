"use client";

import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { BackLink } from "@/components/detail/back-link";
import { type RecordPages, RecordQueryStates } from "@/components/detail/record-query-states";
import { PageHeader } from "@/components/shell/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { BranchFields } from "./branch-fields";
import { BranchLinksSection } from "./branch-links-section";
import { BranchPaymentsSection } from "./branch-payments-section";
import { BranchStatusBadge } from "./branch-status-badge";
import { DeactivateBranchButton } from "./deactivate-branch-button";
import { branchesHref, branchHref } from "./hrefs";
import { branchDetailOptions } from "./queries";

export interface BranchDetailProps {
  accountId: string;
  branchId: string;
  canWrite: boolean;
  canReadPayments: boolean;
  canReadLinks: boolean;
}

/** One branch: its fields, then its payments and its payment links. */
export function BranchDetail({
  accountId,
  branchId,
  canWrite,
  canReadPayments,
  canReadLinks,
}: BranchDetailProps) {
  const query = useQuery(branchDetailOptions(accountId, branchId));
  const back = <BackLink href={branchesHref(accountId)}>Branches</BackLink>;

  if (!query.isSuccess)
    return <RecordQueryStates query={query} pages={branchPages} accountId={accountId} back={back} />;

  const branch = query.data;
  return (
    <div className="grid gap-4">
      {back}
      <PageHeader
        className="mb-0"
        title={branch.name}
        description={branch.address || branch.city || undefined}
        actions={
          canWrite && branch.isActive ? (
            <>
              <Button asChild variant="outline">
                <Link href={`${branchHref(accountId, branch.id)}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
              <DeactivateBranchButton accountId={accountId} branch={branch} />
            </>
          ) : null
        }
      >
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <Badge variant="outline" className="font-mono">
            {branch.code}
          </Badge>
          <BranchStatusBadge isActive={branch.isActive} />
        </div>
      </PageHeader>
      <BranchFields branch={branch} />
      <div className="grid gap-6">
        {canReadPayments ? <BranchPaymentsSection accountId={accountId} branchId={branch.id} /> : null}
        {canReadLinks ? <BranchLinksSection accountId={accountId} branchId={branch.id} /> : null}
      </div>
    </div>
  );
}

export const branchPages: RecordPages = {
  record: "branch",
  notFound: {
    title: "Branch not found",
    description:
      "No branch with this id belongs to this account (or to your branch). Check the address, or find it in the list.",
    listLabel: "All branches",
  },
  listHref: branchesHref,
};
