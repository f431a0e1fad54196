import { keepPreviousPage } from "@/components/data-table/keep-previous-page";
import { type ApiCaller, apiQueries } from "@/data/queries";
import type { BranchListParams } from "@/lib/filters/branches";

/** GET /v1/branch/list; the previous page stays on screen while the next loads. */
export function branchListOptions(accountId: string, params: BranchListParams, caller?: ApiCaller) {
  return keepPreviousPage(apiQueries(accountId, caller).listBranches({ query: params }));
}

export function branchDetailOptions(accountId: string, branchId: string, caller?: ApiCaller) {
  return apiQueries(accountId, caller).getBranch({ params: { id: branchId } });
}

/**
 * Branches for pickers and name look-ups: the first 100 (the API's page maximum) by name, active and
 * inactive alike. Every page that names or picks branches asks with these, so they share one cache entry.
 */
export const BRANCH_CHOICES_PARAMS: BranchListParams = {
  page: 1,
  limit: 100,
  sortBy: "name",
  sortOrder: "asc",
};

export function branchChoicesOptions(accountId: string, caller?: ApiCaller) {
  return {
    ...apiQueries(accountId, caller).listBranches({ query: BRANCH_CHOICES_PARAMS }),
    // Branches change rarely; a picker need not refetch on every focus.
    staleTime: 5 * 60_000,
  };
}
