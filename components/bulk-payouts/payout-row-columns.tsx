import type { ColumnDef } from "@/components/data-table/types";
import { formatUsdtExact, maskAccountNumber } from "@/components/offramp/format";
import type { CheckedPayoutRow, PayoutPlan } from "@/lib/bulk-payouts/check-payout-rows";

// The preview's two tables: the rows that will be paid, and the refused ones with their problems.

export type ValidRow = { row: number; plan: PayoutPlan };
export type RefusedRow = Extract<CheckedPayoutRow, { ok: false }>;

const rowColumn = {
  id: "row",
  header: "Row",
  cell: ({ row }: { row: { original: { row: number } } }) => row.original.row,
  enableHiding: false,
  meta: { label: "Row", align: "right", mobile: "primary", className: "w-16" },
} as const;

export const validRowColumns: readonly ColumnDef<ValidRow>[] = [
  rowColumn,
  {
    id: "reference",
    header: "Reference",
    cell: ({ row }) => row.original.plan.reference,
    meta: { label: "Reference" },
  },
  {
    id: "endUser",
    header: "End-user ID",
    cell: ({ row }) => row.original.plan.externalUserId,
    meta: { label: "End-user ID" },
  },
  { id: "bank", header: "Bank", cell: ({ row }) => row.original.plan.bankName, meta: { label: "Bank" } },
  {
    id: "account",
    header: "Account",
    cell: ({ row }) =>
      `${row.original.plan.bankAccount.accountName} · ${maskAccountNumber(row.original.plan.bankAccount.accountNumber)}`,
    meta: { label: "Account" },
  },
  {
    id: "amount",
    header: "Amount",
    cell: ({ row }) => formatUsdtExact(row.original.plan.amountUsdt),
    meta: { label: "Amount", align: "right", mobile: "amount" },
  },
];

export const refusedRowColumns: readonly ColumnDef<RefusedRow>[] = [
  rowColumn,
  {
    id: "reference",
    header: "Reference",
    cell: ({ row }) => row.original.cells.reference || <span className="text-muted-foreground">none</span>,
    meta: { label: "Reference" },
  },
  {
    id: "problems",
    header: "Problems",
    enableHiding: false,
    cell: ({ row }) => (
      <ul className="grid list-disc gap-0.5 pl-4 whitespace-normal">
        {row.original.problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    ),
    meta: { label: "Problems", mobile: "detail" },
  },
];
