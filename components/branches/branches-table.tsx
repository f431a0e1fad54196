"use client";

import { useQuery } from "@tanstack/react-query";
import { Store } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import type { PageInfo } from "@/components/data-table/types";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { useBranchFilterParams } from "@/data/filters/branches";
import { BRANCH_PAGE_SIZES, hasActiveBranchFilters, toBranchListQuery } from "@/lib/filters/branches";
import type { BranchListItem, BranchListResponse } from "@/lib/payments-api/branches";
import { branchColumns, filtersFromSorting, sortingFromFilters } from "./branch-columns";
import { BranchFilters } from "./branch-filters";
import { branchesHref, branchHref } from "./hrefs";
import { branchListOptions } from "./queries";

function branchPageInfo(data: BranchListResponse | undefined): PageInfo | undefined {
  if (!data) return undefined;
  const { page, limit, totalItems, totalPages } = data.meta;
  return { page, pageSize: limit, totalItems, totalPages };
}

/** The branches list: search, status, sort and page in the URL; the API sorts, the headers ask it to. */
export function BranchesTable({ accountId, canWrite }: { accountId: string; canWrite: boolean }) {
  const { filters, setFilters, clearFilters } = useBranchFilterParams();
  const query = useQuery(branchListOptions(accountId, toBranchListQuery(filters)));

  const hrefFor = useCallback((branch: BranchListItem) => branchHref(accountId, branch.id), [accountId]);
  const columns = useMemo(() => branchColumns(hrefFor), [hrefFor]);
  const pageInfo = branchPageInfo(query.data);
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (branch) => branch.id,
    pageInfo,
    sorting: sortingFromFilters(filters),
    onSortingChange: (sorting) => setFilters(filtersFromSorting(sorting)),
  });
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-4">
      <BranchFilters actions={<DataTableViewOptions table={table} />} />
      <DataTable
        table={table}
        label="Branches"
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="The branches could not be loaded"
        onRetry={() => void query.refetch()}
        onRowActivate={openRow}
        emptyState={
          <ListEmptyState
            page={filters.page}
            onFirstPage={() => setFilters({ page: null }, { history: "push" })}
            filtered={hasActiveBranchFilters(filters)}
            onClear={clearFilters}
            plural="branches"
            filteredHint="Try another search, or show inactive branches too."
            icon={Store}
            title="No branches yet"
            description="Branches are your shops and counters. Payments and links can belong to one, and staff can be limited to theirs."
            create={canWrite ? { href: `${branchesHref(accountId)}/new`, label: "Create a branch" } : null}
          />
        }
      />
      <DataTablePagination
        pageInfo={pageInfo}
        noun={["branch", "branches"]}
        pageSizeOptions={BRANCH_PAGE_SIZES}
        onPageChange={(page) => setFilters({ page })}
        onPageSizeChange={(size) =>
          setFilters({ pageSize: BRANCH_PAGE_SIZES.find((option) => option === size) ?? null })
        }
      />
    </div>
  );
}
