import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import {
  prefetchBranchList,
  scopedBranchWords,
} from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { paymentLinksHref } from "@/components/payment-links/hrefs";
import { PaymentLinksTable } from "@/components/payment-links/payment-links-table";
import { paymentLinkListOptions } from "@/components/payment-links/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadPaymentLinkFilterParams, toPaymentLinkListQuery } from "@/lib/filters/payment-links";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payment links" };

// GET /accounts/:accountId/payment-links – the links list, first page prefetched with the URL's filters.
export default async function PaymentLinksPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  const { branchId } = access;
  if (!access.can("payment-links:read")) return <NoAccess title="Your role cannot see payment links" />;
  const canWrite = access.can("payment-links:write");

  const filters = loadPaymentLinkFilterParams(await searchParams);
  const { client, scopedBranch } = await prefetchBranchList(access, (cache, api) =>
    cache.prefetchQuery(paymentLinkListOptions(accountId, toPaymentLinkListQuery(filters, branchId), api)),
  );

  return (
    <PrefetchedPage
      client={client}
      title="Payment links"
      description={
        branchId
          ? `Payment links of ${scopedBranchWords(scopedBranch)}, newest first.`
          : "Pages your customers pay on, shared as a URL or QR code. Newest first."
      }
      actions={
        canWrite ? (
          <LinkButton href={`${paymentLinksHref(accountId)}/new`} icon={Plus}>
            New payment link
          </LinkButton>
        ) : null
      }
    >
      <PaymentLinksTable accountId={accountId} scopedBranchId={branchId} canWrite={canWrite} />
    </PrefetchedPage>
  );
}
