"use client";

import { useQuery } from "@tanstack/react-query";
import { consoleGet } from "@/data/bff";
import { queryKeys } from "@/data/query-keys";
import type { BranchPoolAnswer } from "@/lib/branch-pool";
import type { BranchPoolView } from "./branch-pool-text";

// Under the account's settlements: whatever marks them stale (a request made, an event) marks this too.
const branchPoolKey = (accountId: string, branchId: string) =>
  [...queryKeys.resource(accountId, "withdrawals"), "branch-pool", branchId] as const;

/** What the chosen branch could claim now, from the console's route (it works it out on the account's pace). */
export function useBranchPool(accountId: string, branchId: string | null): BranchPoolView {
  const query = useQuery({
    queryKey: branchPoolKey(accountId, branchId ?? ""),
    queryFn: ({ signal }) =>
      consoleGet<BranchPoolAnswer>(
        accountId,
        `settlements/branch-pool?branchId=${encodeURIComponent(branchId ?? "")}`,
        signal,
      ),
    enabled: branchId !== null,
    refetchOnWindowFocus: false,
    retry: false,
  });
  if (branchId === null) return undefined;
  if (query.isPending) return "loading";
  return query.data?.pool ?? "unknown";
}
