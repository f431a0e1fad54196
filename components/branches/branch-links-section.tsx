"use client";

import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useCallback, useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { linkListPageInfo } from "@/components/data-table/page-info";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { paymentLinkHref, paymentLinksHref } from "@/components/payment-links/hrefs";
import { paymentLinkColumns } from "@/components/payment-links/payment-link-columns";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { useBranchDetailParams } from "@/data/filters/branch-detail";
import { serializePaymentLinkFilters } from "@/lib/filters/payment-links";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { branchLinksOptions } from "./branch-detail-queries";
import { CompactPager } from "./compact-pager";

/** The branch's payment links, newest first, ten at a time; a row opens the link. */
export function BranchLinksSection({ accountId, branchId }: { accountId: string; branchId: string }) {
  const { pages, setPages } = useBranchDetailParams();
  const query = useQuery(branchLinksOptions(accountId, branchId, pages.linksPage));
  const hrefFor = useCallback((link: PaymentLink) => paymentLinkHref(accountId, link.id), [accountId]);
  const columns = useMemo(() => paymentLinkColumns({ hrefFor }), [hrefFor]);
  const pageInfo = linkListPageInfo(query.data);
  const table = useDataTable({
    data: query.data?.data,
    columns,
    getRowId: (link) => link.id,
    pageInfo,
    // Every row is this branch's; the rest stays in the links list.
    initialColumnVisibility: { branch: false, currency: false, usage: false, expires: false },
  });
  const openRow = useRowLink(hrefFor);
  const allHref = serializePaymentLinkFilters(paymentLinksHref(accountId), { branchId });

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Payment links</CardTitle>
        <CardDescription>Links whose payments count for this branch.</CardDescription>
        <CardAction>
          <Link href={allHref} className="text-sm underline-offset-4 hover:underline">
            Open in Payment links
          </Link>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-3">
        <DataTable
          table={table}
          label="Payment links of this branch"
          isLoading={query.isPending}
          isFetching={query.isFetching}
          error={query.error}
          errorTitle="The branch's payment links could not be loaded"
          onRetry={() => void query.refetch()}
          onRowActivate={openRow}
          skeletonRows={5}
          emptyState={
            <EmptyState
              icon={Link2}
              title="No payment links for this branch"
              description="Choose this branch when you create a payment link."
              className="m-4"
            />
          }
        />
        <CompactPager
          pageInfo={pageInfo}
          noun={["link", "links"]}
          onPageChange={(linksPage) => void setPages({ linksPage })}
        />
      </CardContent>
    </Card>
  );
}
