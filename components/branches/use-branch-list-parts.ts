"use client";

import { useMemo } from "react";
import type { VisibilityState } from "@/components/data-table/types";
import { branchHref } from "./hrefs";
import { useBranchChoices } from "./use-branch-choices";

const BRANCH = ["branchId"];

/**
 * What a list with a branch column and a branch filter takes from the account's branches: the column's
 * names and links, and the filter's choices. A member of one branch sees neither the filter nor the column:
 * both could only ever show that one branch.
 */
export function useBranchListParts(accountId: string, scopedBranchId: string | null) {
  const branches = useBranchChoices(accountId);
  const branchName = branches.nameOf;
  const branchColumn = useMemo(
    () => ({ branchName, branchHref: (id: string) => branchHref(accountId, id) }),
    [accountId, branchName],
  );
  const scoped = scopedBranchId !== null;
  const hiddenColumns: VisibilityState = scoped ? { branch: false } : {};
  return {
    branchColumn,
    filterBar: { choices: { branchId: branches.filterChoices }, hidden: scoped ? BRANCH : undefined },
    hiddenColumns,
  };
}
