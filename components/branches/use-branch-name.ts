"use client";

import { useQuery } from "@tanstack/react-query";
import { branchDetailOptions } from "./queries";

/**
 * The name of the branch a member is limited to, for the sentences and menus that mention their scope:
 * never the id. Undefined while loading, or when the branch cannot be read.
 */
export function useBranchName(accountId: string | null, branchId: string | null): string | undefined {
  const query = useQuery({
    ...branchDetailOptions(accountId ?? "", branchId ?? ""),
    enabled: accountId !== null && branchId !== null,
    // A branch's name changes rarely; menus need not refetch on every focus.
    staleTime: 5 * 60_000,
  });
  return query.data?.name;
}
