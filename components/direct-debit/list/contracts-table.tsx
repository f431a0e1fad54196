"use client";

import { Repeat } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useBranchListParts } from "@/components/branches/use-branch-list-parts";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListTable, type ListWords } from "@/components/data-table/list-table";
import { metaPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import { ExportContractsButton } from "@/components/reports/list-export-buttons";
import { contractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractHref, newContractHref } from "../hrefs";
import { contractListOptions } from "../queries";
import { contractColumns } from "./contract-columns";

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
export function ContractsTable({
  accountId,
  scopedBranchId,
  canWrite,
}: {
  accountId: string;
  scopedBranchId: string | null;
  canWrite: boolean;
}) {
  const { branchColumn, filterBar, hiddenColumns } = useBranchListParts(accountId, scopedBranchId);
  const hrefFor = useCallback((contract: Contract) => contractHref(accountId, contract.id), [accountId]);
  const columns = useMemo(() => contractColumns({ hrefFor, ...branchColumn }), [hrefFor, branchColumn]);
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

  return (
    <div className="grid gap-4">
      <ListFilterBar
        definition={contractFilters}
        {...filterBar}
        actions={
          <>
            <DataTableViewOptions table={list.table} />
            <ExportContractsButton accountId={accountId} filters={list.filters} />
          </>
        }
      />
      <ListTable
        list={list}
        words={words}
        create={canWrite ? { href: newContractHref(accountId), label: "New contract" } : null}
      />
    </div>
  );
}
