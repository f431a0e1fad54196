"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { StatusBadge } from "@/components/status-badge";
import type { OfframpReportItem } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact, maskAccountNumber } from "./format";
import { IdCell, RefText } from "./id-cell";

const dash = <span className="text-muted-foreground">—</span>;

/**
 * The report's columns, every field of an item. The sortable ones carry the API's `sortBy` names as ids,
 * so the table's sorting state maps straight to the URL.
 */
export function offrampColumns(hrefFor: (row: OfframpReportItem) => string): ColumnDef<OfframpReportItem>[] {
  return [
    {
      id: "paymentId",
      header: "Payout",
      enableHiding: false,
      meta: { label: "Payout", mobile: "primary" },
      cell: ({ row }) => (
        <IdCell id={row.original.paymentId} href={hrefFor(row.original)} label="payout id" />
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", mobile: "status" },
      cell: ({ row }) => (
        <span className="grid justify-items-start gap-0.5">
          <StatusBadge kind="offramp" status={row.original.status} />
          {row.original.failureReason ? (
            // The reason beside the status, so the table needs no column of its own for it at 1440 px.
            <span
              className="block max-w-40 truncate text-xs text-destructive"
              title={row.original.failureReason}
            >
              {row.original.failureReason}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: "amountUsdt",
      header: "USDT",
      meta: { label: "Amount (USDT)", align: "right", mobile: "detail" },
      cell: ({ row }) => <span className="tabular-nums">{formatUsdtExact(row.original.amountUsdt)}</span>,
    },
    {
      id: "amount_lkr",
      accessorKey: "amountLkr",
      header: "LKR",
      enableSorting: true,
      sortDescFirst: true,
      meta: { label: "Amount (LKR)", align: "right", mobile: "amount" },
      cell: ({ row }) => (
        <span className="font-medium tabular-nums">{formatLkr(row.original.amountLkr)}</span>
      ),
    },
    {
      id: "rate",
      header: "Rate",
      meta: { label: "Rate (LKR per USDT)", align: "right", mobile: "hidden" },
      cell: ({ row }) => (
        <span className="text-muted-foreground tabular-nums">{formatRate(row.original.rateUsdtLkr)}</span>
      ),
    },
    {
      id: "externalUserId",
      header: "End-user",
      meta: { label: "End-user", mobile: "detail" },
      cell: ({ row }) => <RefText value={row.original.externalUserId} className="max-w-36" />,
    },
    {
      id: "bank",
      header: "Paid to",
      meta: { label: "Paid to", mobile: "detail" },
      cell: ({ row }) => (
        <span className="grid max-w-48">
          <span className="truncate" title={row.original.bankName ?? undefined}>
            {row.original.bankName ?? "Bank not named"}
          </span>
          <span className="truncate text-xs text-muted-foreground" title={row.original.externalUserId}>
            <span className="font-mono">{maskAccountNumber(row.original.accountNumber)}</span> ·{" "}
            {row.original.externalUserId}
          </span>
        </span>
      ),
    },
    {
      id: "created_at",
      accessorKey: "createdAt",
      header: "Created",
      enableSorting: true,
      sortDescFirst: true,
      meta: { label: "Created", mobile: "detail" },
      cell: ({ row }) => <DateCell value={row.original.createdAt} />,
    },
    {
      id: "completed_at",
      accessorKey: "completedAt",
      header: "Completed",
      enableSorting: true,
      sortDescFirst: true,
      meta: { label: "Completed", mobile: "hidden" },
      cell: ({ row }) => <DateCell value={row.original.completedAt} />,
    },
    {
      id: "failedAt",
      header: "Failed",
      meta: { label: "Failed", mobile: "hidden" },
      cell: ({ row }) => <DateCell value={row.original.failedAt} />,
    },
    {
      id: "failureReason",
      header: "Failure reason",
      meta: { label: "Failure reason", mobile: "detail" },
      cell: ({ row }) =>
        row.original.failureReason ? (
          <span className="block max-w-56 truncate text-destructive" title={row.original.failureReason}>
            {row.original.failureReason}
          </span>
        ) : (
          dash
        ),
    },
    {
      id: "bankRef",
      header: "Bank ref",
      meta: { label: "Bank reference", mobile: "hidden" },
      cell: ({ row }) => <RefText value={row.original.bankRef} className="max-w-36" />,
    },
    {
      id: "externalRef",
      header: "Your reference",
      meta: { label: "Your reference (externalRef)", mobile: "hidden" },
      cell: ({ row }) => <RefText value={row.original.externalRef} className="max-w-36" />,
    },
  ];
}

/**
 * Columns hidden until chosen in the Columns menu, so the table fits 1440 px beside the sidebar: the end user
 * and the failure reason already show in "Paid to" and "Status".
 */
export const OFFRAMP_HIDDEN_COLUMNS = {
  externalUserId: false,
  failedAt: false,
  failureReason: false,
  bankRef: false,
  externalRef: false,
} as const;
