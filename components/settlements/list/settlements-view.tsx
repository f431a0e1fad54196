"use client";

import { Banknote } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableError } from "@/components/data-table/data-table-error";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useListPage } from "@/components/data-table/use-list-page";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import { ExportSettlementsButton } from "@/components/reports/list-export-buttons";
import { reportPageInfo } from "@/components/reports/queries";
import { settlementFilters } from "@/lib/filters/settlements";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { newSettlementHref, settlementHref } from "../hrefs";
import { settlementListOptions } from "../queries";
import { settlementColumns } from "./settlement-columns";
import { SettlementSummary } from "./settlement-summary";

const ERROR_TITLE = "The settlement requests could not be loaded";

/** The settlement list: filters and sort in the URL, the service's summary, one page of requests. */
export function SettlementsView({ accountId, canRequest }: { accountId: string; canRequest: boolean }) {
  const branches = useBranchChoices(accountId);
  const hrefFor = useCallback((row: Withdrawal) => settlementHref(accountId, row.id), [accountId]);
  const columns = useMemo(
    () => settlementColumns({ hrefFor, branchName: branches.nameOf }),
    [hrefFor, branches.nameOf],
  );
  const list = useListPage({
    definition: settlementFilters,
    query: (filters) => settlementListOptions(accountId, filters),
    rows: (data) => data.withdrawalRequests,
    pageInfo: (data) => reportPageInfo(data.pagination),
    columns,
    getRowId: (row) => row.id,
    hrefFor,
  });
  const { filters, query } = list;

  return (
    <div className="grid gap-6">
      <SettlementSummary
        summary={query.data?.summary}
        dateWindow={{ startDate: filters.startDate, endDate: filters.endDate }}
        statusFiltered={filters.status !== null}
        failed={query.isError}
      />
      <section aria-label="Settlement requests" className="grid gap-4">
        <ListFilterBar
          definition={settlementFilters}
          actions={
            <>
              <DataTableViewOptions table={list.table} />
              <ExportSettlementsButton accountId={accountId} filters={filters} />
            </>
          }
        />
        {query.isError && !query.data ? (
          <div className="rounded-lg border">
            <DataTableError
              error={query.error}
              title={ERROR_TITLE}
              onRetry={() => void query.refetch()}
              retrying={query.isFetching}
            />
          </div>
        ) : query.data && query.data.withdrawalRequests.length === 0 ? (
          <div className="rounded-lg border">
            <ListEmptyState
              {...list.emptyProps}
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
          <DataTable {...list.tableProps} label="Settlement requests" errorTitle={ERROR_TITLE} />
        )}
        <DataTablePagination {...list.paginationProps} noun={["settlement request", "settlement requests"]} />
      </section>
    </div>
  );
}
