"use client";

import { useQuery } from "@tanstack/react-query";
import { BookOpen } from "lucide-react";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableError } from "@/components/data-table/data-table-error";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useDataTable } from "@/components/data-table/use-data-table";
import { offrampDetailHref } from "@/components/offramp/hrefs";
import { Skeleton } from "@/components/ui/skeleton";
import { useLedgerFilterParams } from "@/data/filters/ledger";
import { hasActiveLedgerFilters } from "@/lib/filters/ledger";
import { REPORT_PAGE_SIZES } from "@/lib/filters/offramp-report";
import { serializeReconciliationWindow } from "@/lib/filters/reconciliation";
import { checkRunningBalances, reconcileSummary } from "@/lib/reconciliation";
import { ledgerColumns } from "./ledger-columns";
import { LedgerFilters } from "./ledger-filters";
import { LedgerReconciliation } from "./ledger-reconciliation";
import { LedgerSummary } from "./ledger-summary";
import { ledgerReportOptions, reportPageInfo } from "./queries";
import { ExportLedgerButton } from "./report-export-buttons";

export interface LedgerViewProps {
  accountId: string;
  /** offramp:read: entries link to their payouts. */
  canOpenPayouts: boolean;
}

/** The float ledger: filters in the URL, the window's summary, a reconciliation check, one page of entries. */
export function LedgerView({ accountId, canOpenPayouts }: LedgerViewProps) {
  const { filters, setFilters, clearFilters } = useLedgerFilterParams();
  const report = useQuery(ledgerReportOptions(accountId, filters));
  const data = report.data;
  const dateWindow = { startDate: filters.startDate, endDate: filters.endDate };

  const runningCheck = useMemo(
    () =>
      data
        ? checkRunningBalances(data.ledger, {
            sortOrder: filters.sortOrder,
            typeFiltered: filters.type !== null,
          })
        : null,
    [data, filters.sortOrder, filters.type],
  );
  const breaks = useMemo(
    () => new Map(runningCheck?.status === "checked" ? runningCheck.breaks.map((b) => [b.entryId, b]) : []),
    [runningCheck],
  );
  const columns = useMemo(
    () =>
      ledgerColumns({
        offrampHrefFor: canOpenPayouts ? (id) => offrampDetailHref(accountId, id) : null,
        breaks,
      }),
    [accountId, canOpenPayouts, breaks],
  );
  const pageInfo = reportPageInfo(data?.pagination);
  const table = useDataTable({ data: data?.ledger, columns, getRowId: (entry) => entry.id, pageInfo });

  return (
    <div className="grid gap-6">
      <LedgerSummary
        summary={data?.summary}
        dateWindow={dateWindow}
        typeFiltered={filters.type !== null}
        failed={report.isError}
      />
      {/* Previous results shown while new ones load belong to other filters: no verdict on them. */}
      {data && runningCheck && !report.isPlaceholderData ? (
        <LedgerReconciliation
          summary={reconcileSummary(data.summary, dateWindow)}
          rows={runningCheck}
          fullCheckHref={
            canOpenPayouts
              ? `/accounts/${encodeURIComponent(accountId)}/reports/reconciliation${serializeReconciliationWindow({ from: filters.startDate, to: filters.endDate })}`
              : undefined
          }
        />
      ) : report.isError ? null : (
        <Skeleton className="h-28 rounded-lg" />
      )}
      <section aria-label="Ledger entries" className="grid gap-4">
        <LedgerFilters
          actions={
            <>
              <DataTableViewOptions table={table} />
              <ExportLedgerButton accountId={accountId} filters={filters} />
            </>
          }
        />
        {/* Messages get the whole width: in the table's one cell they would sit off screen on phones. */}
        {report.isError && !data ? (
          <div className="rounded-lg border">
            <DataTableError
              error={report.error}
              title="The float ledger could not be loaded"
              onRetry={() => void report.refetch()}
              retrying={report.isFetching}
            />
          </div>
        ) : data && data.ledger.length === 0 ? (
          <div className="rounded-lg border">
            <ListEmptyState
              page={filters.page}
              onFirstPage={() => setFilters({ page: null }, { history: "push" })}
              filtered={hasActiveLedgerFilters(filters)}
              onClear={clearFilters}
              plural="ledger entries"
              filteredHint="Try a longer period or another type, or clear the filters."
              icon={BookOpen}
              title="The float ledger is empty"
              description="The first entry is a top-up (a credit) that the payments platform books when your LKR transfer arrives. Every payout then debits the float, and a failed payout refunds it. Ask your account manager how to top up."
            />
          </div>
        ) : (
          <DataTable
            table={table}
            label="Float ledger entries"
            isLoading={report.isPending}
            isFetching={report.isFetching && !report.isPending}
            error={report.error}
            errorTitle="The float ledger could not be loaded"
            onRetry={() => void report.refetch()}
            skeletonRows={Math.min(filters.limit, 10)}
          />
        )}
        <DataTablePagination
          pageInfo={pageInfo}
          noun={["entry", "entries"]}
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
