"use client";

import { branchHref } from "@/components/branches/hrefs";
import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import { CopyableValue, none } from "@/components/detail/detail-list";
import Link from "@/components/ui/link";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { describeLinkPrice } from "./link-price";

const count = new Intl.NumberFormat("en-LK");

function ExternalUrl({ value }: { value: string | null | undefined }) {
  if (!value) return none;
  return <span className="font-mono text-xs break-all">{value}</span>;
}

/** Every field of a link, in the merchant's words. */
export function PaymentLinkFields({
  link,
  accountId,
  branchName,
}: {
  link: PaymentLink;
  accountId: string;
  branchName: string | undefined;
}) {
  return (
    <DetailCard
      title="Details"
      items={[
        { label: "Price", value: describeLinkPrice(link) },
        { label: "Currency", value: link.currency },
        {
          label: "Quantity",
          value:
            link.allowQuantityBuy && link.maxQuantity
              ? `Customers choose, up to ${count.format(link.maxQuantity)}`
              : "One per payment",
        },
        { label: "Usage", value: link.reusable ? "Reusable" : "Single use" },
        {
          label: "Payments made",
          value: <span className="tabular-nums">{count.format(link.used_count)}</span>,
        },
        {
          label: "Expires",
          value: link.expirationDate ? (
            <DateCell value={link.expirationDate} layout="stacked" kind="deadline" />
          ) : (
            "Never"
          ),
        },
        {
          label: "Branch",
          value: link.branchId ? (
            <Link href={branchHref(accountId, link.branchId)} className="underline-offset-4 hover:underline">
              {branchName ?? link.branchId}
            </Link>
          ) : (
            none
          ),
        },
        {
          label: "Merchant trade number",
          value: link.merchantTradeNo ? (
            <CopyableValue value={link.merchantTradeNo} label="Copy trade number" />
          ) : (
            none
          ),
        },
        { label: "Description", value: link.description || none, wide: true },
        { label: "Success URL", value: <ExternalUrl value={link.successUrl} />, wide: true },
        { label: "Cancel URL", value: <ExternalUrl value={link.cancelUrl} />, wide: true },
        { label: "Webhook URL", value: <ExternalUrl value={link.webhookUrl} />, wide: true },
        { label: "Link id", value: <CopyableValue value={link.id} label="Copy link id" /> },
        { label: "Slug", value: <code className="font-mono text-xs">{link.slug}</code> },
        { label: "Created", value: <DateCell value={link.created_at} layout="stacked" /> },
        { label: "Updated", value: <DateCell value={link.updated_at} layout="stacked" /> },
        {
          label: "Created by",
          value: (
            <span className="text-xs">
              {link.creator_type === "API_KEY" ? "API key" : link.creator_type}{" "}
              <code className="font-mono">{link.creator_id}</code>
            </span>
          ),
        },
      ]}
    />
  );
}
