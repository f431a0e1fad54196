import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { loadScopedBranch, scopedBranchWords } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { branchChoicesOptions } from "@/components/branches/queries";
import { paymentLinksHref } from "@/components/payment-links/hrefs";
import { PaymentLinksTable } from "@/components/payment-links/payment-links-table";
import { paymentLinkListOptions } from "@/components/payment-links/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadPaymentLinkFilterParams, toPaymentLinkListQuery } from "@/lib/filters/payment-links";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payment links" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/payment-links – the links list, first page prefetched with the URL's filters.
export default async function PaymentLinksPage({ params, searchParams }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  const { branchId } = access;
  if (!access.can("payment-links:read")) return <NoAccess title="Your role cannot see payment links" />;
  const canWrite = access.can("payment-links:write");

  const filters = loadPaymentLinkFilterParams(await searchParams);
  const { client, api } = pageData(access);
  const [scopedBranch] = await Promise.all([
    loadScopedBranch(access, client, api),
    client.prefetchQuery(paymentLinkListOptions(accountId, toPaymentLinkListQuery(filters, branchId), api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);

  return (
    <div className="grid gap-2">
      <PageHeader
        title="Payment links"
        description={
          branchId
            ? `Payment links of ${scopedBranchWords(scopedBranch)}, newest first.`
            : "Pages your customers pay on, shared as a URL or QR code. Newest first."
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link href={`${paymentLinksHref(accountId)}/new`}>
                <Plus aria-hidden="true" />
                New payment link
              </Link>
            </Button>
          ) : null
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <PaymentLinksTable accountId={accountId} scopedBranchId={branchId} canWrite={canWrite} />
      </HydrationBoundary>
    </div>
  );
}
