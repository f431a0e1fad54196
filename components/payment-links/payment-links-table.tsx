"use client";

import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
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
import { usePaymentLinkFilterParams } from "@/data/filters/payment-links";
import {
  hasActivePaymentLinkFilters,
  PAYMENT_LINK_PAGE_SIZES,
  toPaymentLinkListQuery,
} from "@/lib/filters/payment-links";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { paymentLinkHref, paymentLinksHref } from "./hrefs";
import { paymentLinkColumns } from "./payment-link-columns";
import { PaymentLinkFilters } from "./payment-link-filters";
import { paymentLinkListOptions } from "./queries";

export function linkPageInfo(data: PaymentLinkListResponse | undefined): PageInfo | undefined {
  if (!data) return undefined;
  return { page: data.page, pageSize: data.limit, totalItems: data.total, totalPages: data.totalPages };
}

/** The payment links list: filters and page in the URL, rows from the BFF, refetched on focus. */
export function PaymentLinksTable({
  accountId,
  scopedBranchId,
  canWrite,
}: {
  accountId: string;
  scopedBranchId: string | null;
  canWrite: boolean;
}) {
  const { filters, setFilters, clearFilters } = usePaymentLinkFilterParams();
  const query = useQuery(paymentLinkListOptions(accountId, toPaymentLinkListQuery(filters, scopedBranchId)));
  const branches = useBranchChoices(accountId);

  const hrefFor = useCallback((link: PaymentLink) => paymentLinkHref(accountId, link.id), [accountId]);
  const nameOf = branches.nameOf;
  const columns = useMemo(
    () => paymentLinkColumns({ hrefFor, branchName: nameOf, branchHref: (id) => branchHref(accountId, id) }),
    [hrefFor, nameOf, accountId],
  );
  const pageInfo = linkPageInfo(query.data);
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (link) => link.id,
    pageInfo,
    initialColumnVisibility: scopedBranchId ? { branch: false } : {},
  });
  const openRow = useRowLink(hrefFor);

  return (
    <div className="grid gap-4">
      <PaymentLinkFilters
        branchOptions={branches.filterOptions}
        branchesFailed={branches.isError}
        branchScoped={scopedBranchId !== null}
        actions={<DataTableViewOptions table={table} />}
      />
      <DataTable
        table={table}
        label="Payment links"
        isLoading={query.isPending}
        isFetching={query.isFetching}
        error={query.error}
        errorTitle="The payment links could not be loaded"
        onRetry={() => void query.refetch()}
        onRowActivate={openRow}
        emptyState={
          <ListEmptyState
            page={filters.page}
            onFirstPage={() => setFilters({ page: null }, { history: "push" })}
            filtered={hasActivePaymentLinkFilters(filters)}
            onClear={clearFilters}
            plural="payment links"
            filteredHint="Try another search or branch."
            icon={Link2}
            title="No payment links yet"
            description="A payment link is a page your customers pay on: share its URL or QR code, no integration needed."
            create={
              canWrite ? { href: `${paymentLinksHref(accountId)}/new`, label: "Create a payment link" } : null
            }
          />
        }
      />
      <DataTablePagination
        pageInfo={pageInfo}
        noun={["link", "links"]}
        pageSizeOptions={PAYMENT_LINK_PAGE_SIZES}
        onPageChange={(page) => setFilters({ page })}
        onPageSizeChange={(size) =>
          setFilters({ pageSize: PAYMENT_LINK_PAGE_SIZES.find((option) => option === size) ?? null })
        }
      />
    </div>
  );
}
