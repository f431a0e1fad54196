import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BackLink } from "@/components/detail/back-link";
import { EditPaymentLink } from "@/components/payment-links/edit-payment-link";
import { paymentLinkHref } from "@/components/payment-links/hrefs";
import { PageHeader } from "@/components/shell/page-header";
import { can } from "@/server/auth/policy";
import { NoAccess } from "../../../_lib/no-access";
import { serverQueryClient } from "../../../_lib/server-query-client";
import { serverUpstream } from "../../../_lib/server-upstream";
import { fetchPaymentLinkForPage, prefetchBranchChoices } from "../../_lib/prefetch";

export const metadata: Metadata = { title: "Edit payment link" };

type Props = { params: Promise<{ accountId: string; linkId: string }> };

// GET /accounts/:accountId/payment-links/:linkId/edit – the edit form of an active link.
export default async function EditPaymentLinkPage({ params }: Props) {
  const { accountId, linkId } = await params;
  const upstream = await serverUpstream(accountId);
  if (!can(upstream.membership.role, "payment-links:write")) {
    return <NoAccess title="Your role cannot change payment links" />;
  }
  const client = serverQueryClient();
  const [link] = await Promise.all([
    fetchPaymentLinkForPage(client, upstream, accountId, linkId),
    prefetchBranchChoices(client, upstream, accountId),
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
