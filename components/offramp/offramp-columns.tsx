"use client";

import { dateColumn } from "@/components/data-table/date-column";
import type { ColumnDef, MobilePlacement } from "@/components/data-table/types";
import { StatusBadge } from "@/components/status-badge";
import type { OfframpReportItem } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact, maskAccountNumber } from "./format";
import { IdCell, RefText } from "./id-cell";

const dash = <span className="text-muted-foreground">—</span>;

/** A column of one of the payout's references, its id the field it shows. */
function refColumn(
  key: "externalUserId" | "bankRef" | "externalRef",
  header: string,
  label: string,
  mobile: MobilePlacement,
): ColumnDef<OfframpReportItem> {
  return {
    id: key,
    header,
    meta: { label, mobile },
    cell: ({ row }) => <RefText value={row.original[key]} className="max-w-36" />,
  };
}

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
    refColumn("externalUserId", "End-user", "End-user", "detail"),
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
    dateColumn("created_at", "Created", (row) => row.createdAt, { sortable: true, mobile: "detail" }),
    dateColumn("completed_at", "Completed", (row) => row.completedAt, { sortable: true, mobile: "hidden" }),
    dateColumn("failedAt", "Failed", (row) => row.failedAt, { mobile: "hidden" }),
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
    refColumn("bankRef", "Bank ref", "Bank reference", "hidden"),
    refColumn("externalRef", "Your reference", "Your reference (externalRef)", "hidden"),
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
