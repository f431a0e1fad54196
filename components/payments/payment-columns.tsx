"use client";

import { dateColumn } from "@/components/data-table/date-column";
import type { ColumnDef } from "@/components/data-table/types";
import { StatusBadge } from "@/components/status-badge";
import Link from "@/components/ui/link";
import type { PaymentListItem } from "@/lib/payments-api/payments";
import { PaymentAmountCell } from "./priced-amounts";

export function paymentHref(accountId: string, paymentId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/payments/${encodeURIComponent(paymentId)}`;
}

/** The list's columns: exactly the fields GET /v1/payment/list returns (it sorts newest first, by itself). */
export function paymentColumns(accountId: string): ColumnDef<PaymentListItem>[] {
  return [
    {
      id: "id",
      accessorKey: "id",
      header: "Payment",
      enableHiding: false,
      meta: { label: "Payment", mobile: "primary" },
      cell: ({ row }) => (
        <Link
          href={paymentHref(accountId, row.original.id)}
          className="font-mono text-xs underline-offset-4 hover:underline focus-visible:underline"
          title={row.original.id}
        >
          {row.original.id.length > 18
            ? `${row.original.id.slice(0, 8)}…${row.original.id.slice(-6)}`
            : row.original.id}
        </Link>
      ),
    },
    {
      id: "status",
      accessorKey: "status",
      header: "Status",
      meta: { label: "Status", mobile: "status" },
      cell: ({ row }) => <StatusBadge kind="payment" status={row.original.status} />,
    },
    {
      id: "amount",
      accessorKey: "amount",
      header: "Amount",
      meta: { label: "Amount", align: "right", mobile: "amount" },
      // Priced in LKR: the LKR amount first (PricedAmountsProvider around the table knows it).
      cell: ({ row }) => <PaymentAmountCell payment={row.original} />,
    },
    dateColumn("createdAt", "Created", (payment) => payment.createdAt),
    dateColumn("paidAt", "Paid", (payment) => payment.paidAt, { className: "hidden md:table-cell" }),
  ];
}
