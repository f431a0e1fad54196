import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { NewPayment } from "@/components/payments/new/new-payment";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import Link from "@/components/ui/link";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "New payment" };

// GET /accounts/:accountId/payments/new – the new-payment form, branches prefetched for its picker.
export default async function NewPaymentPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payments:write")) return <NoAccess title="Your role cannot create payments" />;
  const branchScoped = access.branchId !== null;
  const canQuote = !branchScoped && access.aggregator && access.can("offramp:write");

  const { client, api } = pageData(access);
  if (!branchScoped) await client.prefetchQuery(branchChoicesOptions(accountId, api));

  return (
    <div className="mx-auto grid max-w-4xl gap-2">
      <Link
        href={`/accounts/${encodeURIComponent(accountId)}/payments`}
        className="inline-flex w-fit items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Payments
      </Link>
      <PageHeader
        title="New payment"
        description="Create a payment and hand the customer its QR code or checkout link."
      />
      <HydrationBoundary state={dehydrate(client)}>
        <NewPayment accountId={accountId} branchScoped={branchScoped} canQuote={canQuote} />
      </HydrationBoundary>
    </div>
  );
}
