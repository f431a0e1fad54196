import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { PaymentLinkDetail } from "@/components/payment-links/payment-link-detail";
import { paymentLinkDetailOptions } from "@/components/payment-links/queries";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payment link" };

// GET /accounts/:accountId/payment-links/:linkId – one link with its shareable URL and QR code.
export default async function PaymentLinkPage({ params }: AccountPageProps<"linkId">) {
  const { accountId, linkId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payment-links:read")) return <NoAccess title="Your role cannot see payment links" />;

  const { client, api } = pageData(access);
  const [link] = await Promise.all([
    fetchForPage(client, paymentLinkDetailOptions(accountId, linkId, api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);
  if (link === null) notFound();

  return (
    <HydrationBoundary state={dehydrate(client)}>
      <PaymentLinkDetail
        accountId={accountId}
        linkId={linkId}
        serviceBaseUrl={access.account.baseUrl}
        canWrite={access.can("payment-links:write")}
      />
    </HydrationBoundary>
  );
}
