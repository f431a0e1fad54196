"use client";

import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { toastFailure } from "@/components/forms/toast-failure";
import { toast } from "@/components/ui/toast";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import type { Branch, BranchListResponse } from "@/lib/payments-api/branches";
import type { BranchPatch, CreateBranchInput } from "./branch-form-values";

/** A saved branch goes into the detail cache at once; every branch list (pickers too) refetches. */
function storeBranch(queryClient: QueryClient, accountId: string, branch: Branch) {
  queryClient.setQueryData(queryKeys.detail(accountId, "branches", branch.id), branch);
  return queryClient.invalidateQueries({ queryKey: queryKeys.lists(accountId, "branches") });
}

export function useCreateBranch(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBranchInput) => bffApi(accountId).createBranch({ body }),
    onSuccess: async (branch) => {
      toast.success("Branch created", { description: `${branch.name} (${branch.code})` });
      await storeBranch(queryClient, accountId, branch);
    },
    onError: (error) => toastFailure("The branch was not created", error, { inlineFieldErrors: true }),
  });
}

export function useUpdateBranch(accountId: string, branchId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: BranchPatch) =>
      bffApi(accountId).updateBranch({ params: { id: branchId }, body: patch }),
    onSuccess: async (branch) => {
      toast.success("Branch saved", { description: `${branch.name} (${branch.code})` });
      await storeBranch(queryClient, accountId, branch);
    },
    onError: (error) => toastFailure("The branch was not saved", error, { inlineFieldErrors: true }),
  });
}

function inactive<T extends { id: string; isActive: boolean }>(branch: T, branchId: string): T {
  return branch.id === branchId ? { ...branch, isActive: false } : branch;
}

/**
 * DELETE soft-deactivates (204). The branch shows as inactive at once in its detail and every cached list;
 * on failure the cached entries are put back exactly as they were.
 */
export function useDeactivateBranch(accountId: string) {
  const queryClient = useQueryClient();
  const lists = queryKeys.lists(accountId, "branches");
  return useMutation({
    mutationFn: (branchId: string) => bffApi(accountId).deleteBranch({ params: { id: branchId } }),
    onMutate: async (branchId) => {
      const detailKey = queryKeys.detail(accountId, "branches", branchId);
      await queryClient.cancelQueries({ queryKey: queryKeys.resource(accountId, "branches") });
      const previousDetail = queryClient.getQueryData<Branch>(detailKey);
      const previousLists = queryClient.getQueriesData<BranchListResponse>({ queryKey: lists });
      if (previousDetail) queryClient.setQueryData(detailKey, inactive(previousDetail, branchId));
      queryClient.setQueriesData<BranchListResponse>({ queryKey: lists }, (page) =>
        page ? { ...page, data: page.data.map((branch) => inactive(branch, branchId)) } : page,
      );
      return { detailKey, previousDetail, previousLists };
    },
    onError: (error, _branchId, context) => {
      if (context?.previousDetail) queryClient.setQueryData(context.detailKey, context.previousDetail);
      for (const [key, page] of context?.previousLists ?? []) queryClient.setQueryData(key, page);
      toastFailure("The branch was not deactivated", error);
    },
    onSuccess: () => {
      toast.success("Branch deactivated", { description: "Its history is kept." });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.resource(accountId, "branches") }),
  });
}
