"use client";

import { Repeat } from "lucide-react";
import { useMemo } from "react";
import { type BranchScopedListProps, useBranchListParts } from "@/components/branches/use-branch-list-parts";
import { FilteredListTable } from "@/components/data-table/filtered-list-table";
import type { ListWords } from "@/components/data-table/list-table";
import { metaPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { ExportContractsButton } from "@/components/reports/list-export-buttons";
import { contractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import { contractHref, newContractHref } from "../hrefs";
import { contractListOptions } from "../queries";
import { contractColumns } from "./contract-columns";
import { ScheduledContractsProvider } from "./scheduled-contracts";

const words: ListWords = {
  label: "Direct-debit contracts",
  errorTitle: "The contracts could not be loaded",
  plural: "contracts",
  filteredHint: "Try another status, currency or search, or clear the filters.",
  icon: Repeat,
  title: "No direct-debit contracts yet",
  description:
    "A contract lets you charge a customer again and again, up to a limit they approved once with their wallet app.",
  noun: ["contract", "contracts"],
};

/** The contracts list: filters and page in the URL, rows from the BFF, branches by name. */
export function ContractsTable({ accountId, scopedBranchId, canWrite }: BranchScopedListProps) {
  const { columns, hrefFor, filterBar, hiddenColumns } = useBranchListParts(
    accountId,
    scopedBranchId,
    contractHref,
    contractColumns,
  );
  const list = useListPage({
    definition: contractFilters,
    query: (filters) => contractListOptions(accountId, toContractListQuery(filters, scopedBranchId)),
    rows: (data) => data.data,
    pageInfo: (data) => metaPageInfo(data.meta),
    columns,
    getRowId: (contract) => contract.id,
    hrefFor,
    // Only one provider signs contracts today; its column is there for when that changes.
    initialColumnVisibility: { ...hiddenColumns, provider: false },
  });

  const ids = useMemo(() => list.rows?.map((contract) => contract.id), [list.rows]);
  return (
    <ScheduledContractsProvider accountId={accountId} contractIds={ids}>
      <FilteredListTable
        list={list}
        words={words}
        filterBar={{ definition: contractFilters, ...filterBar }}
        exportButton={<ExportContractsButton accountId={accountId} filters={list.filters} />}
        create={canWrite ? { href: newContractHref(accountId), label: "New contract" } : null}
      />
    </ScheduledContractsProvider>
  );
}
