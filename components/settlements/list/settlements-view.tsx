"use client";

import { useQuery } from "@tanstack/react-query";
import { Banknote } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableError } from "@/components/data-table/data-table-error";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { reportPageInfo } from "@/components/reports/queries";
import { useSettlementFilterParams } from "@/data/filters/settlements";
import { hasActiveSettlementFilters, SETTLEMENT_PAGE_SIZES } from "@/lib/filters/settlements";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { newSettlementHref, settlementHref } from "../hrefs";
import { settlementListOptions } from "../queries";
import { filtersFromSorting, settlementColumns, sortingFromFilters } from "./settlement-columns";
import { SettlementFilters } from "./settlement-filters";
import { SettlementSummary } from "./settlement-summary";

const ERROR_TITLE = "The settlement requests could not be loaded";

/** The settlement list: filters and sort in the URL, the service's summary, one page of requests. */
export function SettlementsView({ accountId, canRequest }: { accountId: string; canRequest: boolean }) {
  const { filters, setFilters, clearFilters } = useSettlementFilterParams();
  const list = useQuery(settlementListOptions(accountId, filters));
  const branches = useBranchChoices(accountId);
  const hrefFor = useCallback((row: Withdrawal) => settlementHref(accountId, row.id), [accountId]);
  const columns = useMemo(
    () => settlementColumns({ hrefFor, branchName: branches.nameOf }),
    [hrefFor, branches.nameOf],
  );
  const pageInfo = reportPageInfo(list.data?.pagination);
  const table = useDataTable({
    data: list.data?.withdrawalRequests,
    columns,
    getRowId: (row) => row.id,
    pageInfo,
    sorting: sortingFromFilters(filters),
    onSortingChange: (sorting) => setFilters(filtersFromSorting(sorting)),
  });
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-6">
      <SettlementSummary
        summary={list.data?.summary}
        dateWindow={{ startDate: filters.startDate, endDate: filters.endDate }}
        statusFiltered={filters.status !== null}
        failed={list.isError}
      />
      <section aria-label="Settlement requests" className="grid gap-4">
        <SettlementFilters actions={<DataTableViewOptions table={table} />} />
        {list.isError && !list.data ? (
          <div className="rounded-lg border">
            <DataTableError
              error={list.error}
              title={ERROR_TITLE}
              onRetry={() => void list.refetch()}
              retrying={list.isFetching}
            />
          </div>
        ) : list.data && list.data.withdrawalRequests.length === 0 ? (
          <div className="rounded-lg border">
            <ListEmptyState
              page={filters.page}
              onFirstPage={() => setFilters({ page: null }, { history: "push" })}
              filtered={hasActiveSettlementFilters(filters)}
              onClear={clearFilters}
              plural="settlement requests"
              filteredHint="Try a longer period or another status, or clear the filters."
              icon={Banknote}
              title="No settlement requests yet"
              description="A settlement sends the net amount of your paid payments, counted in LKR, to the merchant's bank account. Requests made here or through the API appear in this list."
              create={
                canRequest ? { href: newSettlementHref(accountId), label: "Request a settlement" } : null
              }
            />
          </div>
        ) : (
          <DataTable
            table={table}
            label="Settlement requests"
            isLoading={list.isPending}
            isFetching={list.isFetching && !list.isPending}
            error={list.error}
            errorTitle={ERROR_TITLE}
            onRetry={() => void list.refetch()}
            onRowActivate={openRow}
            skeletonRows={Math.min(filters.limit, 10)}
          />
        )}
        <DataTablePagination
          pageInfo={pageInfo}
          noun={["settlement request", "settlement requests"]}
          pageSizeOptions={SETTLEMENT_PAGE_SIZES}
          onPageChange={(page) => setFilters({ page }, { history: "push" })}
          onPageSizeChange={(size) =>
            setFilters({ limit: SETTLEMENT_PAGE_SIZES.find((option) => option === size) ?? null })
          }
        />
      </section>
    </div>
  );
}
