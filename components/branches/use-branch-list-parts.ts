"use client";

import { useCallback, useMemo } from "react";
import type { ColumnDef, VisibilityState } from "@/components/data-table/types";
import type { BranchColumnOptions } from "./branch-column";
import { branchHref } from "./hrefs";
import { useBranchChoices } from "./use-branch-choices";

const BRANCH = ["branchId"];

/** What a list page of records that may belong to a branch is given. */
export interface BranchScopedListProps {
  accountId: string;
  /** The member's one branch, or null for a member of the whole account. */
  scopedBranchId: string | null;
  canWrite: boolean;
}

/** The columns of such a list, given where a row opens and how its branch is named. */
export type BranchListColumns<TRow> = (
  options: BranchColumnOptions & { hrefFor: (row: TRow) => string },
) => ColumnDef<TRow>[];

/**
 * What a list with a branch column and a branch filter takes from the account's branches: its columns (with
 * the branch's names and links), where its rows open, and the filter's choices. A member of one branch sees
 * neither the filter nor the column: both could only ever show that one branch.
 */
export function useBranchListParts<TRow extends { id: string }>(
  accountId: string,
  scopedBranchId: string | null,
  rowHref: (accountId: string, id: string) => string,
  listColumns: BranchListColumns<TRow>,
) {
  const branches = useBranchChoices(accountId);
  const branchName = branches.nameOf;
  const hrefFor = useCallback((row: TRow) => rowHref(accountId, row.id), [accountId, rowHref]);
  const columns = useMemo(
    () => listColumns({ hrefFor, branchName, branchHref: (id: string) => branchHref(accountId, id) }),
    [listColumns, hrefFor, accountId, branchName],
  );
  const scoped = scopedBranchId !== null;
  const hiddenColumns: VisibilityState = scoped ? { branch: false } : {};
  return {
    columns,
    hrefFor,
    filterBar: { choices: { branchId: branches.filterChoices }, hidden: scoped ? BRANCH : undefined },
    hiddenColumns,
  };
}
