"use client";

import { ArrowLeftRight } from "lucide-react";
import { useCallback, useMemo } from "react";
import { FilteredListTable } from "@/components/data-table/filtered-list-table";
import type { ListWords } from "@/components/data-table/list-table";
import { reportPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { windowSummaryProps } from "@/components/filters/window-summary";
import { ExportOfframpButton } from "@/components/reports/report-export-buttons";
import { offrampReportFilters } from "@/lib/filters/offramp-report";
import type { OfframpReportItem } from "@/lib/payments-api/offramp";
import { offrampDetailHref } from "./hrefs";
import { OFFRAMP_HIDDEN_COLUMNS, offrampColumns } from "./offramp-columns";
import { OfframpSummary } from "./offramp-summary";
import { NewPayoutButton } from "./payout/new-payout-button";
import { offrampReportOptions } from "./queries";

const words: ListWords = {
  label: "Payouts",
  errorTitle: "The offramp report could not be loaded",
  plural: "payouts",
  filteredHint: "Try a longer period or another status, or clear the filters.",
  icon: ArrowLeftRight,
  title: "No payouts yet",
  description:
    "Payouts send LKR from your float to your end-users' bank accounts. They appear here as soon as they are created, from the API or from this console.",
  noun: ["payout", "payouts"],
};

export interface OfframpReportViewProps {
  accountId: string;
  /** offramp:write: the member may send payouts. */
  canPayOut: boolean;
}

/** The offramp report: filters and sort in the URL, the window's summary, one page of payouts. */
export function OfframpReportView({ accountId, canPayOut }: OfframpReportViewProps) {
  const hrefFor = useCallback(
    (row: OfframpReportItem) => offrampDetailHref(accountId, row.paymentId),
    [accountId],
  );
  const columns = useMemo(() => offrampColumns(hrefFor), [hrefFor]);
  const list = useListPage({
    definition: offrampReportFilters,
    query: (filters) => offrampReportOptions(accountId, filters),
    rows: (data) => data.offramps,
    pageInfo: (data) => reportPageInfo(data.pagination),
    columns,
    getRowId: (row) => row.paymentId,
    hrefFor,
    initialColumnVisibility: OFFRAMP_HIDDEN_COLUMNS,
  });
  const { filters } = list;

  return (
    <div className="grid gap-6">
      <OfframpSummary {...windowSummaryProps(list)} />
      <FilteredListTable
        sectionLabel="Payouts"
        list={list}
        words={words}
        filterBar={{ definition: offrampReportFilters }}
        exportButton={<ExportOfframpButton accountId={accountId} filters={filters} />}
        action={canPayOut ? <NewPayoutButton accountId={accountId} size="sm" /> : undefined}
        messagesBeside
      />
    </div>
  );
}
