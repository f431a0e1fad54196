"use client";

import { type BranchColumnOptions, branchColumn } from "@/components/branches/branch-column";
import { dateColumn } from "@/components/data-table/date-column";
import { NameLinkCell } from "@/components/data-table/name-link-cell";
import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { AmountCell } from "@/components/money/amount-cell";
import { StatusBadge } from "@/components/status-badge";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { describeLinkRange } from "./link-price";

const count = new Intl.NumberFormat("en-LK");

export interface PaymentLinkColumnOptions extends BranchColumnOptions {
  /** The detail page of a link. */
  hrefFor: (link: PaymentLink) => string;
}

/** The payment links table's columns. The API does not sort links (newest first), so none is sortable. */
export function paymentLinkColumns({
  hrefFor,
  ...branches
}: PaymentLinkColumnOptions): ColumnDef<PaymentLink>[] {
  return [
    {
      id: "name",
      header: "Name",
      enableHiding: false,
      meta: { label: "Name", className: "min-w-40", mobile: "primary" },
      cell: ({ row }) => (
        <NameLinkCell
          href={hrefFor(row.original)}
          name={row.original.name}
          code={row.original.merchantTradeNo}
        />
      ),
    },
    {
      id: "price",
      header: "Amount",
      meta: { label: "Amount", align: "right", mobile: "amount" },
      cell: ({ row }) => {
        const link = row.original;
        if (!link.allowCustomAmount && link.amount !== null && link.amount !== undefined) {
          return <AmountCell value={link.amount} currency={link.currency} />;
        }
        return (
          <div className="grid justify-items-end text-right">
            <span className="tabular-nums whitespace-nowrap">{describeLinkRange(link)}</span>
            <span className="text-xs text-muted-foreground">Customer chooses</span>
          </div>
        );
      },
    },
    {
      id: "currency",
      accessorKey: "currency",
      header: "Currency",
      meta: { label: "Currency", className: "hidden xl:table-cell", mobile: "hidden" },
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", mobile: "status" },
      cell: ({ row }) => <StatusBadge kind="link" status={row.original.status} />,
    },
    {
      id: "used",
      header: "Used",
      meta: { label: "Used", align: "right", className: "hidden sm:table-cell" },
      cell: ({ row }) => (
        <div className="text-right tabular-nums">{count.format(row.original.used_count)}</div>
      ),
    },
    {
      id: "usage",
      header: "Usage",
      meta: { label: "Usage", className: "hidden lg:table-cell", mobile: "hidden" },
      cell: ({ row }) => (row.original.reusable ? "Reusable" : "Single use"),
    },
    branchColumn<PaymentLink>(branches),
    {
      id: "expires",
      header: "Expires",
      meta: { label: "Expires", className: "hidden md:table-cell" },
      cell: ({ row }) =>
        row.original.expirationDate ? (
          <DateCell value={row.original.expirationDate} kind="deadline" />
        ) : (
          <span className="text-muted-foreground">Never</span>
        ),
    },
    dateColumn("created", "Created", (link) => link.created_at, { className: "hidden sm:table-cell" }),
  ];
}
