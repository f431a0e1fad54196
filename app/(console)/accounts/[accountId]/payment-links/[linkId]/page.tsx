import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PaymentLinkDetail } from "@/components/payment-links/payment-link-detail";
import { can } from "@/server/auth/policy";
import { NoAccess } from "../../_lib/no-access";
import { serverQueryClient } from "../../_lib/server-query-client";
import { serverUpstream } from "../../_lib/server-upstream";
import { fetchPaymentLinkForPage, prefetchBranchChoices } from "../_lib/prefetch";

export const metadata: Metadata = { title: "Payment link" };

type Props = { params: Promise<{ accountId: string; linkId: string }> };

// GET /accounts/:accountId/payment-links/:linkId – one link with its shareable URL and QR code.
export default async function PaymentLinkPage({ params }: Props) {
  const { accountId, linkId } = await params;
  const upstream = await serverUpstream(accountId);
  const { role } = upstream.membership;
  if (!can(role, "payment-links:read")) return <NoAccess title="Your role cannot see payment links" />;

  const client = serverQueryClient();
  const [link] = await Promise.all([
    fetchPaymentLinkForPage(client, upstream, accountId, linkId),
    prefetchBranchChoices(client, upstream, accountId),
  ]);
  if (link === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <PaymentLinkDetail
        accountId={accountId}
        linkId={linkId}
        serviceBaseUrl={upstream.account.baseUrl}
        canWrite={can(role, "payment-links:write")}
      />
    </HydrationBoundary>
  );
}
