"use client";

import { useQuery } from "@tanstack/react-query";
import { Receipt } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { paymentColumns, paymentHref } from "@/components/payments/payment-columns";
import { PricedAmountsProvider } from "@/components/payments/priced-amounts";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { useBranchDetailParams } from "@/data/filters/branch-detail";
import { serializePaymentFilters } from "@/lib/filters/payments";
import type { PaymentListItem, PaymentListResponse } from "@/lib/payments-api/payments";
import { branchPaymentsOptions } from "./branch-detail-queries";
import { CompactPager } from "./compact-pager";

function pageInfoOf(data: PaymentListResponse | undefined) {
  if (!data) return undefined;
  const { page, pageSize, totalItems, totalPages } = data.meta;
  return { page, pageSize, totalItems, totalPages };
}

/** The branch's payments, newest first, ten at a time; a row opens the payment. */
export function BranchPaymentsSection({ accountId, branchId }: { accountId: string; branchId: string }) {
  const { pages, setPages } = useBranchDetailParams();
  const query = useQuery(branchPaymentsOptions(accountId, branchId, pages.paymentsPage));
  const columns = useMemo(() => paymentColumns(accountId), [accountId]);
  const pageInfo = pageInfoOf(query.data);
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (payment) => payment.id,
    pageInfo,
  });
  const hrefFor = useCallback((payment: PaymentListItem) => paymentHref(accountId, payment.id), [accountId]);
  const openRow = useRowLink(hrefFor);
  const allHref = serializePaymentFilters(`/accounts/${encodeURIComponent(accountId)}/payments`, {
    branchId,
  });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Payments</CardTitle>
        <CardDescription>Made at this branch, newest first.</CardDescription>
        <CardAction>
          <Link href={allHref} className="text-sm underline-offset-4 hover:underline">
            Open in Payments
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3">
        <PricedAmountsProvider accountId={accountId} rows={query.data?.data}>
          <DataTable
            table={table}
            label="Payments of this branch"
            isLoading={query.isPending}
            isFetching={query.isFetching}
            error={query.error}
            errorTitle="The branch's payments could not be loaded"
            onRetry={() => void query.refetch()}
            onRowActivate={openRow}
            skeletonRows={5}
            emptyState={
              <EmptyState
                icon={Receipt}
                title="No payments at this branch yet"
                description="Payments created for this branch, or through its payment links, appear here."
                className="m-4"
              />
            }
          />
        </PricedAmountsProvider>
        <CompactPager
          pageInfo={pageInfo}
          noun={["payment", "payments"]}
          onPageChange={(paymentsPage) => void setPages({ paymentsPage })}
        />
      </CardContent>
    </Card>
  );
}
