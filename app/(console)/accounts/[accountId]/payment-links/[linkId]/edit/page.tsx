import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { BackLink } from "@/components/detail/back-link";
import { EditPaymentLink } from "@/components/payment-links/edit-payment-link";
import { paymentLinkHref } from "@/components/payment-links/hrefs";
import { paymentLinkDetailOptions } from "@/components/payment-links/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Edit payment link" };

// GET /accounts/:accountId/payment-links/:linkId/edit – the edit form of an active link.
export default async function EditPaymentLinkPage({ params }: AccountPageProps<"linkId">) {
  const { accountId, linkId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payment-links:write")) {
    return <NoAccess title="Your role cannot change payment links" />;
  }
  const { client, api } = pageData(access);
  const [link] = await Promise.all([
    fetchForPage(client, paymentLinkDetailOptions(accountId, linkId, api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);
  if (link === null) notFound();

  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4">
      <BackLink href={paymentLinkHref(accountId, linkId)}>
        {link === "unavailable" ? "Payment link" : link.name}
      </BackLink>
      <PageHeader
        className="mb-0"
        title="Edit payment link"
        description="Changes apply to payments made from now on; payments already made keep what they were."
      />
      <HydrationBoundary state={dehydrate(client)}>
        <EditPaymentLink accountId={accountId} linkId={linkId} />
      </HydrationBoundary>
    </div>
  );
}
