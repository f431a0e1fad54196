"use client";

import { Store } from "lucide-react";
import { useCallback, useMemo } from "react";
import { FilteredListTable } from "@/components/data-table/filtered-list-table";
import type { ListWords } from "@/components/data-table/list-table";
import { metaPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { branchFilters, toBranchListQuery } from "@/lib/filters/branches";
import type { BranchListItem } from "@/lib/payments-api/branches";
import { branchColumns } from "./branch-columns";
import { branchesHref, branchHref } from "./hrefs";
import { branchListOptions } from "./queries";

const words: ListWords = {
  label: "Branches",
  errorTitle: "The branches could not be loaded",
  plural: "branches",
  filteredHint: "Try another search, or show inactive branches too.",
  icon: Store,
  title: "No branches yet",
  description:
    "Branches are your shops and counters. Payments and links can belong to one, and staff can be limited to theirs.",
  noun: ["branch", "branches"],
};

/** The branches list: search, status, sort and page in the URL; the API sorts, the headers ask it to. */
export function BranchesTable({ accountId, canWrite }: { accountId: string; canWrite: boolean }) {
  const hrefFor = useCallback((branch: BranchListItem) => branchHref(accountId, branch.id), [accountId]);
  const columns = useMemo(() => branchColumns(hrefFor), [hrefFor]);
  const list = useListPage({
    definition: branchFilters,
    query: (filters) => branchListOptions(accountId, toBranchListQuery(filters)),
    rows: (data) => data.data,
    pageInfo: (data) => metaPageInfo(data.meta),
    columns,
    getRowId: (branch) => branch.id,
    hrefFor,
  });

  return (
    <FilteredListTable
      list={list}
      words={words}
      filterBar={{ definition: branchFilters }}
      create={canWrite ? { href: `${branchesHref(accountId)}/new`, label: "Create a branch" } : null}
    />
  );
}
