"use client";

import { Link2 } from "lucide-react";
import { type BranchScopedListProps, useBranchListParts } from "@/components/branches/use-branch-list-parts";
import { FilteredListTable } from "@/components/data-table/filtered-list-table";
import type { ListWords } from "@/components/data-table/list-table";
import { linkListPageInfo } from "@/components/data-table/page-info";
import { useListPage } from "@/components/data-table/use-list-page";
import { ExportPaymentLinksButton } from "@/components/reports/list-export-buttons";
import { paymentLinkFilters, toPaymentLinkListQuery } from "@/lib/filters/payment-links";
import { paymentLinkHref, paymentLinksHref } from "./hrefs";
import { paymentLinkColumns } from "./payment-link-columns";
import { paymentLinkListOptions } from "./queries";

const words: ListWords = {
  label: "Payment links",
  errorTitle: "The payment links could not be loaded",
  plural: "payment links",
  filteredHint: "Try another search or branch.",
  icon: Link2,
  title: "No payment links yet",
  description:
    "A payment link is a page your customers pay on: share its URL or QR code, no integration needed.",
  noun: ["link", "links"],
};

/** The payment links list: filters and page in the URL, rows from the BFF, refetched on focus. */
export function PaymentLinksTable({ accountId, scopedBranchId, canWrite }: BranchScopedListProps) {
  const { columns, hrefFor, filterBar, hiddenColumns } = useBranchListParts(
    accountId,
    scopedBranchId,
    paymentLinkHref,
    paymentLinkColumns,
  );
  const list = useListPage({
    definition: paymentLinkFilters,
    query: (filters) => paymentLinkListOptions(accountId, toPaymentLinkListQuery(filters, scopedBranchId)),
    rows: (data) => data.data,
    pageInfo: (data) => linkListPageInfo(data),
    columns,
    getRowId: (link) => link.id,
    hrefFor,
    initialColumnVisibility: hiddenColumns,
  });

  return (
    <FilteredListTable
      list={list}
      words={words}
      filterBar={{ definition: paymentLinkFilters, ...filterBar }}
      exportButton={<ExportPaymentLinksButton accountId={accountId} filters={list.filters} />}
      create={
        canWrite ? { href: `${paymentLinksHref(accountId)}/new`, label: "Create a payment link" } : null
      }
    />
  );
}
