"use client";

import { useQuery } from "@tanstack/react-query";
import { Link2 } from "lucide-react";
import { useCallback, useMemo } from "react";
import { linkListPageInfo } from "@/components/data-table/page-info";
import { useDataTable } from "@/components/data-table/use-data-table";
import { useRowLink } from "@/components/data-table/use-row-link";
import { paymentLinkHref, paymentLinksHref } from "@/components/payment-links/hrefs";
import { paymentLinkColumns } from "@/components/payment-links/payment-link-columns";
import { useBranchDetailParams } from "@/data/filters/branch-detail";
import { serializePaymentLinkFilters } from "@/lib/filters/payment-links";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { branchLinksOptions } from "./branch-detail-queries";
import { BranchListCard, type BranchListWords } from "./branch-list-card";

const words: BranchListWords = {
  title: "Payment links",
  description: "Links whose payments count for this branch.",
  allLabel: "Open in Payment links",
  label: "Payment links of this branch",
  errorTitle: "The branch's payment links could not be loaded",
  empty: {
    icon: Link2,
    title: "No payment links for this branch",
    description: "Choose this branch when you create a payment link.",
  },
  noun: ["link", "links"],
};

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

  return (
    <BranchListCard
      words={words}
      allHref={serializePaymentLinkFilters(paymentLinksHref(accountId), { branchId })}
      query={query}
      table={table}
      pageInfo={pageInfo}
      onRowActivate={openRow}
      onPageChange={(linksPage) => void setPages({ linksPage })}
    />
  );
}
