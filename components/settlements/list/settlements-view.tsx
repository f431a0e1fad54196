"use client";

import { Banknote } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { FilteredListTable } from "@/components/data-table/filtered-list-table";
import type { ListWords } from "@/components/data-table/list-table";
import { reportPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { windowSummaryProps } from "@/components/filters/window-summary";
import { ExportSettlementsButton } from "@/components/reports/list-export-buttons";
import { settlementFilters } from "@/lib/filters/settlements";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { newSettlementHref, settlementHref } from "../hrefs";
import { settlementListOptions } from "../queries";
import { SettlementRequestersProvider, useSettlementRequesters } from "../use-settlement-requesters";
import { settlementColumns } from "./settlement-columns";
import { SettlementSummary } from "./settlement-summary";

const words: ListWords = {
  label: "Settlement requests",
  errorTitle: "The settlement requests could not be loaded",
  plural: "settlement requests",
  filteredHint: "Try a longer period or another status, or clear the filters.",
  icon: Banknote,
  title: "No settlement requests yet",
  description:
    "A settlement sends the net amount of your paid payments, counted in LKR, to the merchant's bank account. Requests made here or through the API appear in this list.",
  noun: ["settlement request", "settlement requests"],
};

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
  const requesters = useSettlementRequesters(
    accountId,
    query.data?.withdrawalRequests.map((row) => row.id) ?? [],
  );

  return (
    <SettlementRequestersProvider value={requesters}>
      <div className="grid gap-6">
        <SettlementSummary {...windowSummaryProps(list)} />
        <FilteredListTable
          sectionLabel="Settlement requests"
          list={list}
          words={words}
          filterBar={{ definition: settlementFilters }}
          exportButton={<ExportSettlementsButton accountId={accountId} filters={filters} />}
          create={canRequest ? { href: newSettlementHref(accountId), label: "Request a settlement" } : null}
          messagesBeside
        />
      </div>
    </SettlementRequestersProvider>
  );
}
