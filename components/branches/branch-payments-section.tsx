"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useCallback, useMemo } from "react";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { paymentColumns, paymentHref } from "@/components/payments/payment-columns";
import { PricedAmountsProvider } from "@/components/payments/priced-amounts";
import { useBranchDetailParams } from "@/data/filters/branch-detail";
import { serializePaymentFilters } from "@/lib/filters/payments";
import type { PaymentListItem } from "@/lib/payments-api/payments";
import { branchPaymentsOptions } from "./branch-detail-queries";
import { BranchListCard, type BranchListWords } from "./branch-list-card";

const words: BranchListWords = {
  title: "Payments",
  description: "Made at this branch, newest first.",
  allLabel: "Open in Payments",
  label: "Payments of this branch",
  errorTitle: "The branch's payments could not be loaded",
  empty: {
    icon: Receipt,
    title: "No payments at this branch yet",
    description: "Payments created for this branch, or through its payment links, appear here.",
  },
  noun: ["payment", "payments"],
};

/** The branch's payments, newest first, ten at a time; a row opens the payment. */
export function BranchPaymentsSection({ accountId, branchId }: { accountId: string; branchId: string }) {
  const { pages, setPages } = useBranchDetailParams();
  const query = useQuery(branchPaymentsOptions(accountId, branchId, pages.paymentsPage));
  const columns = useMemo(() => paymentColumns(accountId), [accountId]);
  // The payments list's meta is the table's page meta already.
  const pageInfo = query.data?.meta;
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (payment) => payment.id,
    pageInfo,
  });
  const hrefFor = useCallback((payment: PaymentListItem) => paymentHref(accountId, payment.id), [accountId]);
  const openRow = useRowLink(hrefFor);

  return (
    <PricedAmountsProvider accountId={accountId} rows={query.data?.data}>
      <BranchListCard
        words={words}
        allHref={serializePaymentFilters(`/accounts/${encodeURIComponent(accountId)}/payments`, { branchId })}
        query={query}
        table={table}
        pageInfo={pageInfo}
        onRowActivate={openRow}
        onPageChange={(paymentsPage) => void setPages({ paymentsPage })}
      />
    </PricedAmountsProvider>
  );
}
