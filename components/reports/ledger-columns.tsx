"use client";

import { TriangleAlert } from "lucide-react";
import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { formatLkr } from "@/components/offramp/format";
import { IdCell, RefText } from "@/components/offramp/id-cell";
import { StatusBadge } from "@/components/status-badge";
import { cn } from "@/lib/cn";
import type { LedgerEntry } from "@/lib/payments-api/offramp";
import type { BalanceBreak } from "@/lib/reconciliation";

export interface LedgerColumnsOptions {
  /** The payout page of an entry's offramp; null when the member cannot open payouts. */
  offrampHrefFor: ((offrampId: string) => string) | null;
  /** Entries whose balance does not follow from the entry before them, by entry id. */
  breaks: ReadonlyMap<string, BalanceBreak>;
}

/** "+ LKR 100.00" or "− LKR 100.00": what the entry did to the float. */
export function SignedLkr({ entry }: { entry: Pick<LedgerEntry, "type" | "amountLkr"> }) {
  const out = entry.type === "DEBIT";
  return (
    <span
      className={cn("font-medium tabular-nums whitespace-nowrap", out ? "text-foreground" : "text-success")}
    >
      <span aria-hidden="true">{out ? "− " : "+ "}</span>
      <span className="sr-only">{out ? "out " : "in "}</span>
      {formatLkr(entry.amountLkr)}
    </span>
  );
}

export function ledgerColumns({ offrampHrefFor, breaks }: LedgerColumnsOptions): ColumnDef<LedgerEntry>[] {
  return [
    {
      id: "type",
      header: "Type",
      enableHiding: false,
      meta: { label: "Type", mobile: "status" },
      cell: ({ row }) => <StatusBadge kind="ledger" status={row.original.type} />,
    },
    {
      id: "amount",
      header: "Amount",
      meta: { label: "Amount", align: "right", mobile: "amount" },
      cell: ({ row }) => <SignedLkr entry={row.original} />,
    },
    {
      id: "balanceAfter",
      header: "Balance after",
      meta: { label: "Balance after", align: "right", mobile: "detail" },
      cell: ({ row }) => {
        const broken = breaks.get(row.original.id);
        if (!broken) return <span className="tabular-nums">{formatLkr(row.original.balanceAfter)}</span>;
        return (
          <span className="inline-grid justify-items-end text-destructive" data-balance-break="true">
            <span className="inline-flex items-center gap-1 font-medium tabular-nums">
              <TriangleAlert className="size-3.5" aria-hidden="true" />
              {formatLkr(row.original.balanceAfter)}
            </span>
            <span className="text-xs">expected {formatLkr(broken.expected.toFixed(2))}</span>
          </span>
        );
      },
    },
    {
      id: "reference",
      header: "Reference",
      meta: { label: "Reference", mobile: "primary" },
      cell: ({ row }) => {
        const { aggregatorOfframpId, bankRef } = row.original;
        if (aggregatorOfframpId) {
          return (
            <span className="inline-flex items-center gap-1.5">
              <span className="text-xs text-muted-foreground">Payout</span>
              <IdCell
                id={aggregatorOfframpId}
                href={offrampHrefFor ? offrampHrefFor(aggregatorOfframpId) : undefined}
                label="payout id"
              />
            </span>
          );
        }
        if (bankRef) {
          return (
            <span className="inline-flex items-center gap-1.5">
              <span className="text-xs text-muted-foreground">Bank</span>
              <RefText value={bankRef} className="max-w-40" />
            </span>
          );
        }
        return <span className="text-muted-foreground">—</span>;
      },
    },
    {
      id: "notes",
      header: "Notes",
      meta: { label: "Notes", mobile: "hidden" },
      cell: ({ row }) =>
        row.original.notes ? (
          <span className="block max-w-64 truncate" title={row.original.notes}>
            {row.original.notes}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        ),
    },
    {
      id: "createdAt",
      header: "Date",
      meta: { label: "Date", mobile: "detail" },
      cell: ({ row }) => <DateCell value={row.original.createdAt} />,
    },
  ];
}
