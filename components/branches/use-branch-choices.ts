"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { BranchListItem } from "@/lib/payments-api/branches";
import { branchChoicesOptions } from "./queries";

/**
 * The account's branches for pickers, filters and name look-ups. `enabled: false` for members who cannot
 * choose a branch anyway.
 */
export function useBranchChoices(accountId: string, enabled = true) {
  const query = useQuery({ ...branchChoicesOptions(accountId), enabled });
  return useMemo(() => {
    const branches: readonly BranchListItem[] = query.data?.data ?? [];
    const byId = new Map(branches.map((branch) => [branch.id, branch]));
    const filterOptions = branches.map((branch) => ({
      value: branch.id,
      label: branch.isActive
        ? `${branch.name} (${branch.code})`
        : `${branch.name} (${branch.code}, inactive)`,
    }));
    return {
      branches,
      active: branches.filter((branch) => branch.isActive),
      filterOptions,
      /** The branch filter's choices in a list's filter bar. */
      filterChoices: { options: filterOptions, failed: query.isError, loading: enabled && query.isPending },
      nameOf: (id: string) => byId.get(id)?.name,
      isLoading: enabled && query.isPending,
      isError: query.isError,
    };
  }, [query.data, query.isPending, query.isError, enabled]);
}
