"use client";

import { useRouter } from "next/navigation";
import { CreateBranchForm } from "./branch-form";
import { branchesHref, branchHref } from "./hrefs";
import { useCreateBranch } from "./use-branch-mutations";

/** The create form wired to the BFF; on success the new branch's page opens. */
export function NewBranch({ accountId }: { accountId: string }) {
  const router = useRouter();
  const create = useCreateBranch(accountId);
  return (
    <CreateBranchForm
      onSubmit={async (body) => {
        const branch = await create.mutateAsync(body);
        router.push(branchHref(accountId, branch.id));
      }}
      onCancel={() => router.push(branchesHref(accountId))}
    />
  );
}
