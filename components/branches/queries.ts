import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { bffFetch } from "@/lib/bff";
import type { BranchListParams } from "@/lib/hooks/use-branch-filter-params";
import type { Branch, BranchListResponse } from "@/lib/payments-api/branches";
import { queryKeys } from "@/lib/query-keys";

/** GET /v1/branch/list through the BFF; the previous page stays on screen while the next loads. */
export function branchListOptions(accountId: string, params: BranchListParams) {
  return queryOptions({
    queryKey: queryKeys.list(accountId, "branches", params),
    queryFn: ({ signal }) =>
      bffFetch<BranchListResponse>(accountId, "GET", "/v1/branch/list", { query: params, signal }),
    placeholderData: keepPreviousData,
  });
}

export function branchDetailOptions(accountId: string, branchId: string) {
  return queryOptions({
    queryKey: queryKeys.detail(accountId, "branches", branchId),
    queryFn: ({ signal }) =>
      bffFetch<Branch>(accountId, "GET", `/v1/branch/${encodeURIComponent(branchId)}`, { signal }),
  });
}

/**
 * Branches for pickers and name look-ups: the first 100 (the API's page maximum) by name, active and
 * inactive alike. The payments pages ask with the same parameters, so the two share one cache entry.
 */
export const BRANCH_OPTIONS_PARAMS: BranchListParams = {
  page: 1,
  limit: 100,
  sortBy: "name",
  sortOrder: "asc",
};

export function branchOptionsQuery(accountId: string) {
  return queryOptions({
    ...branchListOptions(accountId, BRANCH_OPTIONS_PARAMS),
    // Branches change rarely; the picker need not refetch on every focus.
    staleTime: 5 * 60_000,
  });
}
