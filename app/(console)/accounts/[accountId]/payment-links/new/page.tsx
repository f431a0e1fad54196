import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { BackLink } from "@/components/detail/back-link";
import { paymentLinksHref } from "@/components/payment-links/hrefs";
import { NewPaymentLink } from "@/components/payment-links/new-payment-link";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "New payment link" };

// GET /accounts/:accountId/payment-links/new – the create form, branches prefetched for its picker.
export default async function NewPaymentLinkPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  const { branchId } = access;
  if (!access.can("payment-links:write")) return <NoAccess title="Your role cannot create payment links" />;

  const { client, api } = pageData(access);
  await client.prefetchQuery(branchChoicesOptions(accountId, api));
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackLink href={paymentLinksHref(accountId)}>Payment links</BackLink>
      <PageHeader
        className="mb-0"
        title="New payment link"
        description="A page your customers pay on. You get its URL and QR code as soon as it is created."
      />
      <HydrationBoundary state={dehydrate(client)}>
        <NewPaymentLink accountId={accountId} lockedBranchId={branchId} />
      </HydrationBoundary>
    </div>
  );
}
