"use client";

import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { BackLink } from "@/components/detail/back-link";
import { DetailSkeleton } from "@/components/detail/detail-skeleton";
import { QueryErrorState } from "@/components/query-error-state";
import { PageHeader } from "@/components/shell/page-header";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { isBffError } from "@/data/bff";
import { DeactivatePaymentLinkButton } from "./deactivate-payment-link-button";
import { LinkPaymentsSection } from "./detail-payments";
import { paymentLinkHref, paymentLinksHref } from "./hrefs";
import { describeLinkPrice, hostedLinkUrl } from "./link-price";
import { PaymentLinkFields } from "./payment-link-fields";
import { PaymentLinkShareCard } from "./payment-link-share-card";
import { paymentLinkDetailOptions } from "./queries";

const count = new Intl.NumberFormat("en-LK");

/**
 * One payment link: its status and usage, every field, and the shareable URL with its QR code. Edit and
 * deactivate show for active links to members who may change links.
 */
export function PaymentLinkDetail({
  accountId,
  linkId,
  serviceBaseUrl,
  canWrite,
}: {
  accountId: string;
  linkId: string;
  /** The account's payments service, whose hosted pages customers pay on. */
  serviceBaseUrl: string;
  canWrite: boolean;
}) {
  const query = useQuery(paymentLinkDetailOptions(accountId, linkId));
  const branches = useBranchChoices(accountId);
  const back = <BackLink href={paymentLinksHref(accountId)}>Payment links</BackLink>;

  if (query.isPending) {
    return (
      <div className="grid gap-4">
        {back}
        <DetailSkeleton label="Loading the payment link" />
      </div>
    );
  }
  if (query.isError) {
    const error = query.error;
    return (
      <div className="grid gap-4">
        {back}
        <QueryErrorState
          query={query}
          title={
            isBffError(error) && error.status === 404
              ? "Payment link not found"
              : "The payment link could not be loaded"
          }
        />
      </div>
    );
  }

  const link = query.data;
  const active = link.status === "ACTIVE";
  const used = link.used_count === 1 ? "Paid once" : `Paid ${count.format(link.used_count)} times`;
  return (
    <div className="grid gap-4">
      {back}
      <PageHeader
        className="mb-0"
        title={link.name}
        description={describeLinkPrice(link)}
        actions={
          canWrite && active ? (
            <>
              <Button asChild variant="outline">
                <Link href={`${paymentLinkHref(accountId, link.id)}/edit`}>
                  <Pencil aria-hidden="true" />
                  Edit
                </Link>
              </Button>
              <DeactivatePaymentLinkButton accountId={accountId} link={link} />
            </>
          ) : null
        }
      >
        <div className="flex flex-wrap items-center gap-2 pt-1 text-sm text-muted-foreground">
          <StatusBadge kind="link" status={link.status} />
          <span>{used}</span>
          <span aria-hidden="true">·</span>
          <span>{link.reusable ? "Reusable" : "Single use"}</span>
        </div>
      </PageHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-2 grid gap-6 lg:order-1">
          <PaymentLinkFields
            link={link}
            accountId={accountId}
            branchName={link.branchId ? branches.nameOf(link.branchId) : undefined}
          />
          <LinkPaymentsSection accountId={accountId} link={link} />
        </div>
        <div className="order-1 lg:order-2">
          <PaymentLinkShareCard link={link} url={hostedLinkUrl(serviceBaseUrl, link.slug)} />
        </div>
      </div>
    </div>
  );
}
