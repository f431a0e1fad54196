"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { NotFoundState } from "@/components/detail/not-found-state";
import { DetailQueryStates } from "@/components/query-error-state";
import { toast } from "@/components/ui/toast";
import { branchNotFound } from "./branch-detail";
import { EditBranchForm } from "./branch-form";
import { branchesHref, branchHref } from "./hrefs";
import { branchDetailOptions } from "./queries";
import { useUpdateBranch } from "./use-branch-mutations";

/** The edit form wired to PATCH; back to the branch on success. */
export function EditBranch({ accountId, branchId }: { accountId: string; branchId: string }) {
  const router = useRouter();
  const query = useQuery(branchDetailOptions(accountId, branchId));
  const update = useUpdateBranch(accountId, branchId);
  const detail = branchHref(accountId, branchId);

  if (!query.isSuccess)
    return (
      <DetailQueryStates
        query={query}
        loading="Loading the branch"
        notFound={<NotFoundState {...branchNotFound} listHref={branchesHref(accountId)} />}
        failedTitle="The branch could not be loaded"
      />
    );
  return (
    <EditBranchForm
      branch={query.data}
      onSubmit={async (patch) => {
        await update.mutateAsync(patch);
        router.push(detail);
      }}
      onUnchanged={() => toast.info("Nothing to save", { description: "No field was changed." })}
      onCancel={() => router.push(detail)}
    />
  );
}
