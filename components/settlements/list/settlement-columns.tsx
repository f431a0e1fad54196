"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { formatDay } from "@/components/filters/date-window";
import { StatusBadge } from "@/components/status-badge";
import Link from "@/components/ui/link";
import { formatAmount, formatCount } from "@/lib/format";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { branchLabel } from "../settlement-rules";
import { RequestedBy } from "../use-settlement-requesters";

/** An amount in LKR with its USDT below, right-aligned. */
function TwoCurrencies({ lkr, usdt, strong = false }: { lkr: number; usdt: number; strong?: boolean }) {
  return (
    <span className="grid justify-items-end whitespace-nowrap tabular-nums">
      <span className={strong ? "font-medium" : undefined}>{formatAmount(lkr, "LKR")}</span>
      <span className="text-xs text-muted-foreground">{formatAmount(usdt, "USDT")}</span>
    </span>
  );
}

export interface SettlementColumnsContext {
  hrefFor: (row: Withdrawal) => string;
  branchName: (id: string) => string | undefined;
}

/**
 * The settlement list's columns. The sortable ones carry the API's `sortBy` names as ids, so the table's
 * sorting state maps straight to the URL.
 */
export function settlementColumns({
  hrefFor,
  branchName,
}: SettlementColumnsContext): ColumnDef<Withdrawal>[] {
  return [
    {
      id: "settlement_date",
      accessorKey: "settlementDate",
      header: "Settlement",
      enableSorting: true,
      sortDescFirst: true,
      enableHiding: false,
      meta: { label: "Settlement date", mobile: "primary" },
      cell: ({ row }) => (
        <span className="grid">
          <Link
            href={hrefFor(row.original)}
            className="font-medium whitespace-nowrap underline-offset-4 hover:underline"
          >
            {formatDay(row.original.settlementDate)}
          </Link>
          <span className="font-mono text-xs break-all text-muted-foreground">{row.original.bankRefId}</span>
        </span>
      ),
    },
    {
      id: "status",
      accessorKey: "status",
      header: "Status",
      enableSorting: true,
      meta: { label: "Status", mobile: "status" },
      cell: ({ row }) => <StatusBadge kind="withdrawal" status={row.original.status} />,
    },
    {
      id: "net",
      header: "Net",
      meta: { label: "Net amount", align: "right", mobile: "amount" },
      cell: ({ row }) => (
        <TwoCurrencies lkr={row.original.totalNetAmountLkr} usdt={row.original.totalNetAmountUsdt} strong />
      ),
    },
    {
      id: "branch",
      header: "Branch",
      meta: { label: "Branch" },
      cell: ({ row }) => (
        <span className="block max-w-40 break-words">{branchLabel(row.original.branchId, branchName)}</span>
      ),
    },
    {
      id: "payments",
      header: "Payments",
      meta: { label: "Number of payments", align: "right" },
      cell: ({ row }) => (
        <span
          className="block text-right tabular-nums"
          title={formatCount(row.original.totalPaymentsCount, ["payment", "payments"])}
        >
          {row.original.totalPaymentsCount.toLocaleString("en-LK")}
        </span>
      ),
    },
    {
      id: "total_gross_amount_lkr",
      accessorKey: "totalGrossAmountLkr",
      header: "Gross",
      enableSorting: true,
      sortDescFirst: true,
      meta: { label: "Gross amount", align: "right" },
      cell: ({ row }) => (
        <TwoCurrencies lkr={row.original.totalGrossAmountLkr} usdt={row.original.totalGrossAmountUsdt} />
      ),
    },
    {
      id: "fees",
      header: "Fees",
      meta: { label: "Fees", align: "right" },
      cell: ({ row }) => <TwoCurrencies lkr={row.original.totalFeesLkr} usdt={row.original.totalFeesUsdt} />,
    },
    {
      id: "created_at",
      accessorKey: "requestedAt",
      header: "Requested",
      enableSorting: true,
      sortDescFirst: true,
      meta: { label: "Requested (when and by whom)" },
      cell: ({ row }) => (
        <span className="grid">
          <DateCell value={row.original.requestedAt} />
          <span className="text-xs whitespace-nowrap text-muted-foreground">
            by <RequestedBy withdrawal={row.original} />
          </span>
        </span>
      ),
    },
  ];
}
