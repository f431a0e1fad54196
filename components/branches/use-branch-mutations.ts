"use client";

import { useDeactivateRecord, useSaveRecord } from "@/components/detail/record-mutations";
import { bffApi } from "@/data/api";
import type { Branch } from "@/lib/payments-api/branches";
import type { BranchPatch, CreateBranchInput } from "./branch-form-values";

const named = (branch: Branch) => `${branch.name} (${branch.code})`;

export function useCreateBranch(accountId: string) {
  return useSaveRecord(accountId, "branches", {
    save: (body: CreateBranchInput) => bffApi(accountId).createBranch({ body }),
    saved: (branch) => ["Branch created", named(branch)],
    failed: "The branch was not created",
  });
}

export function useUpdateBranch(accountId: string, branchId: string) {
  return useSaveRecord(accountId, "branches", {
    save: (patch: BranchPatch) => bffApi(accountId).updateBranch({ params: { id: branchId }, body: patch }),
    saved: (branch) => ["Branch saved", named(branch)],
    failed: "The branch was not saved",
  });
}

/** DELETE soft-deactivates (204): the branch reads as inactive at once, as it was if the service refuses. */
export function useDeactivateBranch(accountId: string) {
  return useDeactivateRecord<{ id: string; isActive: boolean }>(accountId, "branches", {
    remove: (branchId) => bffApi(accountId).deleteBranch({ params: { id: branchId } }),
    deactivated: (branch) => ({ ...branch, isActive: false }),
    failed: "The branch was not deactivated",
    done: ["Branch deactivated", "Its history is kept."],
  });
}
