"use client";

import { useQuery } from "@tanstack/react-query";
import { Pencil } from "lucide-react";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { BackLink } from "@/components/detail/back-link";
import { type RecordPages, RecordQueryStates } from "@/components/detail/record-query-states";
import { PageHeader } from "@/components/shell/page-header";
import { StatusBadge } from "@/components/status-badge";
import { LinkButton } from "@/components/ui/link-button";
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

  if (!query.isSuccess)
    return <RecordQueryStates query={query} pages={paymentLinkPages} accountId={accountId} back={back} />;

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
              <LinkButton
                href={`${paymentLinkHref(accountId, link.id)}/edit`}
                icon={Pencil}
                variant="outline"
              >
                Edit
              </LinkButton>
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

export const paymentLinkPages: RecordPages = {
  record: "payment link",
  notFound: {
    title: "Payment link not found",
    description:
      "No payment link with this id belongs to this account (or to your branch). Check the address, or find it in the list.",
    listLabel: "All payment links",
  },
  listHref: paymentLinksHref,
};
