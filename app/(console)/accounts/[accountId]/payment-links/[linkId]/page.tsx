import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { PaymentLinkDetail } from "@/components/payment-links/payment-link-detail";
import { NoAccess } from "@/components/shell/no-access";
import { requireAccountAccess } from "@/server/access/page-access";
import { loadLinkPageData } from "./_lib/link-page-data";

export const metadata: Metadata = { title: "Payment link" };

// GET /accounts/:accountId/payment-links/:linkId – one link with its shareable URL and QR code.
export default async function PaymentLinkPage({ params }: AccountPageProps<"linkId">) {
  const { accountId, linkId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payment-links:read")) return <NoAccess title="Your role cannot see payment links" />;

  const { client } = await loadLinkPageData(access, accountId, linkId);

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
