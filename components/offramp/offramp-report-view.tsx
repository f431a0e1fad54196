"use client";

import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableError } from "@/components/data-table/data-table-error";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { reportPageInfo } from "@/components/reports/queries";
import { ExportOfframpButton } from "@/components/reports/report-export-buttons";
import { useOfframpReportFilterParams } from "@/data/filters/offramp-report";
import { hasActiveOfframpReportFilters, REPORT_PAGE_SIZES } from "@/lib/filters/offramp-report";
import type { OfframpReportItem } from "@/lib/payments-api/offramp";
import { offrampDetailHref } from "./hrefs";
import {
  filtersFromSorting,
  OFFRAMP_HIDDEN_COLUMNS,
  offrampColumns,
  sortingFromFilters,
} from "./offramp-columns";
import { OfframpFilters } from "./offramp-filters";
import { OfframpSummary } from "./offramp-summary";
import { NewPayoutButton } from "./payout/new-payout-button";
import { offrampReportOptions } from "./queries";

export interface OfframpReportViewProps {
  accountId: string;
  /** offramp:write: the member may send payouts. */
  canPayOut: boolean;
}

/** The offramp report: filters and sort in the URL, the window's summary, one page of payouts. */
export function OfframpReportView({ accountId, canPayOut }: OfframpReportViewProps) {
  const { filters, setFilters, clearFilters } = useOfframpReportFilterParams();
  const report = useQuery(offrampReportOptions(accountId, filters));
  const hrefFor = useCallback(
    (row: OfframpReportItem) => offrampDetailHref(accountId, row.paymentId),
    [accountId],
  );
  const columns = useMemo(() => offrampColumns(hrefFor), [hrefFor]);
  const pageInfo = reportPageInfo(report.data?.pagination);
  const table = useDataTable({
    data: report.data?.offramps,
    columns,
    getRowId: (row) => row.paymentId,
    pageInfo,
    sorting: sortingFromFilters(filters),
    onSortingChange: (sorting) => setFilters(filtersFromSorting(sorting)),
    initialColumnVisibility: OFFRAMP_HIDDEN_COLUMNS,
  });
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-6">
      <OfframpSummary
        summary={report.data?.summary}
        dateWindow={{ startDate: filters.startDate, endDate: filters.endDate }}
        statusFiltered={filters.status !== null}
        failed={report.isError}
      />
      <section aria-label="Payouts" className="grid gap-4">
        <OfframpFilters
          actions={
            <>
              <DataTableViewOptions table={table} />
              <ExportOfframpButton accountId={accountId} filters={filters} />
            </>
          }
        />
        {/* Messages get the whole width: in the wide table's one cell they would sit off screen on phones. */}
        {report.isError && !report.data ? (
          <div className="rounded-lg border">
            <DataTableError
              error={report.error}
              title="The offramp report could not be loaded"
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          </div>
        ) : report.data && report.data.offramps.length === 0 ? (
          <div className="rounded-lg border">
            <ListEmptyState
              page={filters.page}
              onFirstPage={() => setFilters({ page: null }, { history: "push" })}
              filtered={hasActiveOfframpReportFilters(filters)}
              onClear={clearFilters}
              plural="payouts"
              filteredHint="Try a longer period or another status, or clear the filters."
              icon={ArrowLeftRight}
              title="No payouts yet"
              description="Payouts send LKR from your float to your end-users' bank accounts. They appear here as soon as they are created, from the API or from this console."
              action={canPayOut ? <NewPayoutButton accountId={accountId} size="sm" /> : undefined}
            />
          </div>
        ) : (
          <DataTable
            table={table}
            label="Payouts"
            isLoading={report.isPending}
            isFetching={report.isFetching && !report.isPending}
            error={report.error}
            errorTitle="The offramp report could not be loaded"
            onRetry={() => void report.refetch()}
            onRowActivate={openRow}
            skeletonRows={Math.min(filters.limit, 10)}
          />
        )}
        <DataTablePagination
          pageInfo={pageInfo}
          noun={["payout", "payouts"]}
          pageSizeOptions={REPORT_PAGE_SIZES}
          onPageChange={(page) => setFilters({ page }, { history: "push" })}
          onPageSizeChange={(size) =>
            setFilters({ limit: REPORT_PAGE_SIZES.find((option) => option === size) ?? null })
          }
        />
      </section>
    </div>
  );
}
