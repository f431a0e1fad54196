"use client";

import { useQuery } from "@tanstack/react-query";
import dynamic from "next/dynamic";
import { RecordQueryStates } from "@/components/detail/record-query-states";
import { useEditFormActions } from "@/components/forms/edit-form-actions";
import { FormSkeleton } from "@/components/forms/form-skeleton";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { branchPages } from "./branch-detail";
import { branchHref } from "./hrefs";
import { branchDetailOptions } from "./queries";
import { useUpdateBranch } from "./use-branch-mutations";

// The form's code loads after the page, so the page's first load stays within its budget
// (docs/performance.md); the server draws the form's shape meanwhile.
const EditBranchForm = dynamic(() => import("./branch-form").then((m) => m.EditBranchForm), {
  ssr: false,
  loading: () => <FormSkeleton label="Loading the branch form" />,
});

/** The edit form wired to PATCH; back to the branch on success. */
export function EditBranch({ accountId, branchId }: { accountId: string; branchId: string }) {
  const query = useQuery(branchDetailOptions(accountId, branchId));
  const update = useUpdateBranch(accountId, branchId);
  const actions = useEditFormActions(branchHref(accountId, branchId), update.mutateAsync);

  if (!query.isSuccess) return <RecordQueryStates query={query} pages={branchPages} accountId={accountId} />;
  return (
    <LazyPartBoundary what="The branch form">
      <EditBranchForm branch={query.data} {...actions} />
    </LazyPartBoundary>
  );
}
