import type { ColumnDef } from "@/components/data-table/types";
import { formatLkr, formatUsdtExact, maskAccountNumber } from "@/components/offramp/format";
import { offrampDetailHref } from "@/components/offramp/hrefs";
import { IdCell } from "@/components/offramp/id-cell";
import type { BatchRowView } from "@/lib/bulk-payouts/batch";
import { RowStateBadge } from "./batch-badges";

// A batch's rows: the file's row and reference, who is paid, the amounts, its state (and why it failed) and
// its payout.

const none = <span className="text-muted-foreground">—</span>;

/** Who a row pays: as the payments service holds the bank account once registered, else as the file says. */
function Recipient({ row }: { row: BatchRowView }) {
  const who = row.recipient ?? {
    accountName: row.accountName,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
  };
  return (
    <span className="grid whitespace-normal">
      <span>{who.accountName}</span>
      <span className="text-xs text-muted-foreground">
        {who.bankName} <span className="font-mono">{maskAccountNumber(who.accountNumber)}</span>
      </span>
      {row.recipient ? null : <span className="text-xs text-muted-foreground italic">As in the file</span>}
    </span>
  );
}

export function batchRowColumns(accountId: string): ColumnDef<BatchRowView>[] {
  return [
    {
      id: "row",
      header: "Row",
      cell: ({ row }) => row.original.row,
      enableHiding: false,
      meta: { label: "Row", align: "right", mobile: "detail", className: "w-16" },
    },
    {
      id: "reference",
      header: "Reference",
      cell: ({ row }) => <span className="font-mono text-xs">{row.original.reference}</span>,
      meta: { label: "Reference", mobile: "primary" },
    },
    {
      id: "recipient",
      header: "Recipient",
      cell: ({ row }) => <Recipient row={row.original} />,
      meta: { label: "Recipient" },
    },
    {
      id: "amountUsdt",
      header: "Amount (USDT)",
      cell: ({ row }) => formatUsdtExact(row.original.amountUsdt),
      meta: { label: "Amount (USDT)", align: "right", mobile: "amount" },
    },
    {
      id: "amountLkr",
      header: "Amount (LKR)",
      cell: ({ row }) => (row.original.amountLkr === null ? none : formatLkr(row.original.amountLkr)),
      meta: { label: "Amount (LKR)", align: "right" },
    },
    {
      id: "state",
      header: "State",
      cell: ({ row }) => (
        <span className="grid justify-items-start gap-1">
          <RowStateBadge state={row.original.state} />
          {row.original.failureReason ? (
            <span className="max-w-64 text-xs whitespace-normal text-destructive">
              {row.original.failureReason}
            </span>
          ) : null}
        </span>
      ),
      enableHiding: false,
      meta: { label: "State", mobile: "status" },
    },
    {
      id: "payout",
      header: "Payout",
      cell: ({ row }) =>
        row.original.offrampId ? (
          <IdCell
            id={row.original.offrampId}
            href={offrampDetailHref(accountId, row.original.offrampId)}
            label={`payout id of row ${row.original.row}`}
          />
        ) : (
          none
        ),
      meta: { label: "Payout" },
    },
  ];
}
