"use client";

import { BookOpen } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListTable, type ListWords } from "@/components/data-table/list-table";
import { reportPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import { offrampDetailHref } from "@/components/offramp/hrefs";
import { Skeleton } from "@/components/ui/skeleton";
import { type LedgerFilters, ledgerFilters } from "@/lib/filters/ledger";
import { serializeReconciliationWindow } from "@/lib/filters/reconciliation";
import type { LedgerReport } from "@/lib/payments-api/offramp";
import { checkRunningBalances, reconcileSummary } from "@/lib/reconciliation";
import { ledgerColumns } from "./ledger-columns";
import { LedgerReconciliation } from "./ledger-reconciliation";
import { LedgerSummary } from "./ledger-summary";
import { ledgerReportOptions } from "./queries";
import { ExportLedgerButton } from "./report-export-buttons";

const words: ListWords = {
  label: "Float ledger entries",
  errorTitle: "The float ledger could not be loaded",
  plural: "ledger entries",
  filteredHint: "Try a longer period or another type, or clear the filters.",
  icon: BookOpen,
  title: "The float ledger is empty",
  description:
    "The first entry is a top-up (a credit) that the payments platform books when your LKR transfer arrives. Every payout then debits the float, and a failed payout refunds it. Ask your account manager how to top up.",
  noun: ["entry", "entries"],
};

/** The running balances of a page of entries checked, where its filters allow it. */
function runningCheckOf(data: LedgerReport | undefined, filters: LedgerFilters) {
  return data
    ? checkRunningBalances(data.ledger, { sortOrder: filters.sortOrder, typeFiltered: filters.type !== null })
    : null;
}

export interface LedgerViewProps {
  accountId: string;
  /** offramp:read: entries link to their payouts. */
  canOpenPayouts: boolean;
}

/** The float ledger: filters in the URL, the window's summary, a reconciliation check, one page of entries. */
export function LedgerView({ accountId, canOpenPayouts }: LedgerViewProps) {
  const columnsFor = useCallback(
    (data: LedgerReport | undefined, filters: LedgerFilters) => {
      const check = runningCheckOf(data, filters);
      return ledgerColumns({
        offrampHrefFor: canOpenPayouts ? (id) => offrampDetailHref(accountId, id) : null,
        breaks: new Map(check?.status === "checked" ? check.breaks.map((b) => [b.entryId, b]) : []),
      });
    },
    [accountId, canOpenPayouts],
  );
  const list = useListPage({
    definition: ledgerFilters,
    query: (filters: LedgerFilters) => ledgerReportOptions(accountId, filters),
    rows: (data) => data.ledger,
    pageInfo: (data) => reportPageInfo(data.pagination),
    columns: columnsFor,
    getRowId: (entry) => entry.id,
  });
  const { filters, query: report } = list;
  const data = report.data;
  const dateWindow = { startDate: filters.startDate, endDate: filters.endDate };
  const runningCheck = useMemo(() => runningCheckOf(data, filters), [data, filters]);

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
        <ListFilterBar
          definition={ledgerFilters}
          actions={
            <>
              <DataTableViewOptions table={list.table} />
              <ExportLedgerButton accountId={accountId} filters={filters} />
            </>
          }
        />
        <ListTable list={list} words={words} messagesBeside />
      </section>
    </div>
  );
}
