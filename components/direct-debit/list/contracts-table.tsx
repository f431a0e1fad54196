"use client";

import { Repeat } from "lucide-react";
import { useCallback, useMemo } from "react";
import { branchHref } from "@/components/branches/hrefs";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import type { PageInfo } from "@/components/data-table/types";
import { useListPage } from "@/components/data-table/use-list-page";
import { ListFilterBar } from "@/components/filters/list-filter-bar";
import { ExportContractsButton } from "@/components/reports/list-export-buttons";
import { contractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractHref, newContractHref } from "../hrefs";
import { contractListOptions } from "../queries";
import { contractColumns } from "./contract-columns";

const BRANCH = ["branchId"];

type ListMeta = { page: number; limit: number; totalItems: number; totalPages: number };

export function contractPageInfo(meta: ListMeta | undefined): PageInfo | undefined {
  if (!meta) return undefined;
  return { page: meta.page, pageSize: meta.limit, totalItems: meta.totalItems, totalPages: meta.totalPages };
}

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
  const branches = useBranchChoices(accountId);
  const hrefFor = useCallback((contract: Contract) => contractHref(accountId, contract.id), [accountId]);
  const nameOf = branches.nameOf;
  const columns = useMemo(
    () => contractColumns({ hrefFor, branchName: nameOf, branchHref: (id) => branchHref(accountId, id) }),
    [hrefFor, nameOf, accountId],
  );
  const list = useListPage({
    definition: contractFilters,
    query: (filters) => contractListOptions(accountId, toContractListQuery(filters, scopedBranchId)),
    rows: (data) => data.data,
    pageInfo: (data) => contractPageInfo(data.meta),
    columns,
    getRowId: (contract) => contract.id,
    hrefFor,
    // Only one provider signs contracts today; its column is there for when that changes.
    initialColumnVisibility: scopedBranchId ? { branch: false, provider: false } : { provider: false },
  });

  return (
    <div className="grid gap-4">
      <ListFilterBar
        definition={contractFilters}
        choices={{ branchId: branches.filterChoices }}
        hidden={scopedBranchId !== null ? BRANCH : undefined}
        actions={
          <>
            <DataTableViewOptions table={list.table} />
            <ExportContractsButton accountId={accountId} filters={list.filters} />
          </>
        }
      />
      <DataTable
        {...list.tableProps}
        label="Direct-debit contracts"
        errorTitle="The contracts could not be loaded"
        emptyState={
          <ListEmptyState
            {...list.emptyProps}
            plural="contracts"
            filteredHint="Try another status, currency or search, or clear the filters."
            icon={Repeat}
            title="No direct-debit contracts yet"
            description="A contract lets you charge a customer again and again, up to a limit they approved once with their wallet app."
            create={canWrite ? { href: newContractHref(accountId), label: "New contract" } : null}
          />
        }
      />
      <DataTablePagination {...list.paginationProps} noun={["contract", "contracts"]} />
    </div>
  );
}
