"use client";

import { Link2 } from "lucide-react";
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
import { ExportPaymentLinksButton } from "@/components/reports/list-export-buttons";
import { paymentLinkFilters, toPaymentLinkListQuery } from "@/lib/filters/payment-links";
import type { PaymentLink, PaymentLinkListResponse } from "@/lib/payments-api/payment-links";
import { paymentLinkHref, paymentLinksHref } from "./hrefs";
import { paymentLinkColumns } from "./payment-link-columns";
import { paymentLinkListOptions } from "./queries";

const BRANCH = ["branchId"];

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
  const branches = useBranchChoices(accountId);
  const hrefFor = useCallback((link: PaymentLink) => paymentLinkHref(accountId, link.id), [accountId]);
  const nameOf = branches.nameOf;
  const columns = useMemo(
    () => paymentLinkColumns({ hrefFor, branchName: nameOf, branchHref: (id) => branchHref(accountId, id) }),
    [hrefFor, nameOf, accountId],
  );
  const list = useListPage({
    definition: paymentLinkFilters,
    query: (filters) => paymentLinkListOptions(accountId, toPaymentLinkListQuery(filters, scopedBranchId)),
    rows: (data) => data.data,
    pageInfo: (data) => linkPageInfo(data),
    columns,
    getRowId: (link) => link.id,
    hrefFor,
    initialColumnVisibility: scopedBranchId ? { branch: false } : {},
  });

  return (
    <div className="grid gap-4">
      <ListFilterBar
        definition={paymentLinkFilters}
        choices={{ branchId: branches.filterChoices }}
        hidden={scopedBranchId !== null ? BRANCH : undefined}
        actions={
          <>
            <DataTableViewOptions table={list.table} />
            <ExportPaymentLinksButton accountId={accountId} filters={list.filters} />
          </>
        }
      />
      <DataTable
        {...list.tableProps}
        label="Payment links"
        errorTitle="The payment links could not be loaded"
        emptyState={
          <ListEmptyState
            {...list.emptyProps}
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
      <DataTablePagination {...list.paginationProps} noun={["link", "links"]} />
    </div>
  );
}
