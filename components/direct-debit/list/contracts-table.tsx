"use client";

import { useQuery } from "@tanstack/react-query";
import { Repeat } from "lucide-react";
import { useCallback, useMemo } from "react";
import { branchHref } from "@/components/branches/hrefs";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import type { PageInfo } from "@/components/data-table/types";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { useContractFilterParams } from "@/data/filters/direct-debit";
import {
  CONTRACT_PAGE_SIZES,
  hasActiveContractFilters,
  toContractListQuery,
} from "@/lib/filters/direct-debit";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractHref, newContractHref } from "../hrefs";
import { contractListOptions } from "../queries";
import { contractColumns } from "./contract-columns";
import { ContractFilters } from "./contract-filters";

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
  const { filters, setFilters, clearFilters } = useContractFilterParams();
  const query = useQuery(contractListOptions(accountId, toContractListQuery(filters, scopedBranchId)));
  const branches = useBranchChoices(accountId);

  const hrefFor = useCallback((contract: Contract) => contractHref(accountId, contract.id), [accountId]);
  const nameOf = branches.nameOf;
  const columns = useMemo(
    () => contractColumns({ hrefFor, branchName: nameOf, branchHref: (id) => branchHref(accountId, id) }),
    [hrefFor, nameOf, accountId],
  );
  const pageInfo = contractPageInfo(query.data?.meta);
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (contract) => contract.id,
    pageInfo,
    // Only one provider signs contracts today; its column is there for when that changes.
    initialColumnVisibility: scopedBranchId ? { branch: false, provider: false } : { provider: false },
  });
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-4">
      <ContractFilters
        branchOptions={branches.filterOptions}
        branchesFailed={branches.isError}
        branchScoped={scopedBranchId !== null}
        actions={<DataTableViewOptions table={table} />}
      />
      <DataTable
        table={table}
        label="Direct-debit contracts"
        isLoading={query.isPending}
        isFetching={query.isFetching && !query.isPending}
        error={query.error}
        errorTitle="The contracts could not be loaded"
        onRetry={() => void query.refetch()}
        onRowActivate={openRow}
        skeletonRows={Math.min(filters.limit, 10)}
        emptyState={
          <ListEmptyState
            page={filters.page}
            onFirstPage={() => setFilters({ page: null }, { history: "push" })}
            filtered={hasActiveContractFilters(filters)}
            onClear={clearFilters}
            plural="contracts"
            filteredHint="Try another status, currency or search, or clear the filters."
            icon={Repeat}
            title="No direct-debit contracts yet"
            description="A contract lets you charge a customer again and again, up to a limit they approved once with their wallet app."
            create={canWrite ? { href: newContractHref(accountId), label: "New contract" } : null}
          />
        }
      />
      <DataTablePagination
        pageInfo={pageInfo}
        noun={["contract", "contracts"]}
        pageSizeOptions={CONTRACT_PAGE_SIZES}
        onPageChange={(page) => setFilters({ page }, { history: "push" })}
        onPageSizeChange={(size) =>
          setFilters({ limit: CONTRACT_PAGE_SIZES.find((option) => option === size) ?? null })
        }
      />
    </div>
  );
}
