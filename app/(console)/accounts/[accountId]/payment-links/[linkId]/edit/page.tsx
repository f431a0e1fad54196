import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BackLink } from "@/components/detail/back-link";
import { EditPaymentLink } from "@/components/payment-links/edit-payment-link";
import { paymentLinkHref } from "@/components/payment-links/hrefs";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { requireAccountAccess } from "@/server/access/page-access";
import { loadLinkPageData } from "../_lib/link-page-data";

export const metadata: Metadata = { title: "Edit payment link" };

// GET /accounts/:accountId/payment-links/:linkId/edit – the edit form of an active link.
export default async function EditPaymentLinkPage({ params }: AccountPageProps<"linkId">) {
  const { accountId, linkId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payment-links:write")) {
    return <NoAccess title="Your role cannot change payment links" />;
  }
  const { client, link } = await loadLinkPageData(access, accountId, linkId);

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
