"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTablePagination } from "@/components/data-table/data-table-pagination";
import { DataTableViewOptions } from "@/components/data-table/data-table-view-options";
import { ListEmptyState } from "@/components/data-table/list-empty-state";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { usePaymentFilterParams } from "@/data/filters/payments";
import { hasActivePaymentFilters, PAYMENT_PAGE_SIZES } from "@/lib/filters/payments";
import type { PaymentListItem } from "@/lib/payments-api/payments";
import { ExportPaymentsButton } from "./export-payments-button";
import { paymentColumns, paymentHref } from "./payment-columns";
import { PaymentFilters } from "./payment-filters";
import { paymentListOptions } from "./payment-queries";
import { PaymentsTotals } from "./payments-totals";

export interface PaymentsViewProps {
  accountId: string;
  branchScoped: boolean;
  canCreate: boolean;
}

/** The payments list: filters in the URL, the server's page in a table, totals of the page, export. */
export function PaymentsView({ accountId, branchScoped, canCreate }: PaymentsViewProps) {
  const { filters: fromUrl, setFilters, clearFilters } = usePaymentFilterParams();
  // Same rule as the page loader: a branch-scoped member's view never names another branch.
  const filters = branchScoped ? { ...fromUrl, branchId: null } : fromUrl;
  const list = useQuery(paymentListOptions(accountId, filters));
  const columns = useMemo(() => paymentColumns(accountId), [accountId]);
  const table = useDataTable({
    data: list.data?.data,
    columns,
    getRowId: (row) => row.id,
    pageInfo: list.data?.meta,
  });
  const hrefFor = useCallback((row: PaymentListItem) => paymentHref(accountId, row.id), [accountId]);
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-4">
      <PaymentFilters
        accountId={accountId}
        branchScoped={branchScoped}
        actions={
          <>
            <DataTableViewOptions table={table} />
            <ExportPaymentsButton accountId={accountId} filters={filters} />
          </>
        }
      />
      <PaymentsTotals items={list.data?.data ?? []} />
      <DataTable
        table={table}
        label="Payments"
        isLoading={list.isPending}
        isFetching={list.isFetching && !list.isPending}
        error={list.error}
        errorTitle="The payments could not be loaded"
        onRetry={() => list.refetch()}
        onRowActivate={openRow}
        skeletonRows={Math.min(filters.pageSize, 10)}
        emptyState={
          <ListEmptyState
            page={filters.page}
            onFirstPage={() => setFilters({ page: null }, { history: "push" })}
            filtered={hasActivePaymentFilters(filters)}
            onClear={clearFilters}
            plural="payments"
            filteredHint="Try a longer period, another status, or clear the filters."
            icon={Receipt}
            title="No payments yet"
            description="Payments appear here as soon as they are created, from the API, a payment link or this console."
            create={
              canCreate
                ? { href: `/accounts/${encodeURIComponent(accountId)}/payments/new`, label: "New payment" }
                : null
            }
          />
        }
      />
      <DataTablePagination
        pageInfo={list.data?.meta}
        noun={["payment", "payments"]}
        pageSizeOptions={PAYMENT_PAGE_SIZES}
        onPageChange={(page) => setFilters({ page }, { history: "push" })}
        onPageSizeChange={(size) =>
          setFilters({ pageSize: PAYMENT_PAGE_SIZES.find((option) => option === size) ?? null })
        }
      />
    </div>
  );
}
