import { dateColumn } from "@/components/data-table/date-column";
import { NameLinkCell } from "@/components/data-table/name-link-cell";
import type { ColumnDef } from "@/components/data-table/types";
import { formatLkr, formatUsdtExact } from "@/components/offramp/format";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";
import { BatchStatusBadge } from "./batch-badges";
import { batchHref } from "./hrefs";

// The past batches: which file, who started it and when, where it is, what it pays and has sent.

export function batchListColumns(accountId: string): ColumnDef<BatchView>[] {
  return [
    {
      id: "file",
      header: "File",
      enableHiding: false,
      cell: ({ row }) => (
        <NameLinkCell href={batchHref(accountId, row.original.id)} name={row.original.fileName} />
      ),
      meta: { label: "File", mobile: "primary" },
    },
    {
      id: "startedBy",
      header: "Started by",
      cell: ({ row }) => row.original.createdBy?.name ?? "A former member",
      meta: { label: "Started by" },
    },
    dateColumn<BatchView>("startedAt", "Started", (batch) => batch.createdAt),
    {
      id: "status",
      header: "Status",
      cell: ({ row }) => <BatchStatusBadge status={row.original.status} />,
      meta: { label: "Status", mobile: "status" },
    },
    {
      id: "rows",
      header: "Rows",
      cell: ({ row }) => rowsWord(row.original.rowCount),
      meta: { label: "Rows", align: "right" },
    },
    {
      id: "totalUsdt",
      header: "Total (USDT)",
      cell: ({ row }) => formatUsdtExact(row.original.totalUsdt),
      meta: { label: "Total (USDT)", align: "right", mobile: "amount" },
    },
    {
      id: "sentLkr",
      header: "Sent (LKR)",
      cell: ({ row }) => formatLkr(row.original.sentLkr),
      meta: { label: "Sent (LKR)", align: "right" },
    },
  ];
}
