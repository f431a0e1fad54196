"use client";

import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { Amount } from "@/components/money/amount-cell";
import { StatusBadge } from "@/components/status-badge";
import Link from "@/components/ui/link";
import { providerName } from "@/lib/direct-debit-providers";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { bpsAsPercent, contractLimitText, enforcedLimitText } from "../contract-limit-text";

const count = new Intl.NumberFormat("en-LK");

export interface ContractColumnOptions {
  hrefFor: (contract: Contract) => string;
  /** A branch's name for its id, when the branches have loaded. */
  branchName: (branchId: string) => string | undefined;
  branchHref: (branchId: string) => string;
}

/** The limit as agreed, and for LKR contracts the slippage and the USDT limit the provider enforces. */
function LimitCell({ contract }: { contract: Contract }) {
  const lkr = contract.currency === "LKR" && contract.singleUpperLimitLkr != null;
  return (
    <div className="grid justify-items-end text-right">
      <span className="tabular-nums whitespace-nowrap">{contractLimitText(contract)}</span>
      {lkr ? (
        <span className="text-xs whitespace-normal text-muted-foreground">
          <span className="whitespace-nowrap">{bpsAsPercent(contract.slippageBps ?? 0)} slippage</span> ·{" "}
          <span className="whitespace-nowrap">{enforcedLimitText(contract)}</span>
        </span>
      ) : null}
    </div>
  );
}

/** The contracts table's columns. The API lists contracts newest first and sorts no other way. */
export function contractColumns({
  hrefFor,
  branchName,
  branchHref,
}: ContractColumnOptions): ColumnDef<Contract>[] {
  return [
    {
      id: "contract",
      header: "Contract",
      enableHiding: false,
      meta: { label: "Contract", className: "min-w-36 sm:min-w-44", mobile: "primary" },
      cell: ({ row }) => (
        <div className="grid max-w-64 justify-items-start gap-0.5 whitespace-normal">
          {/* A real link keeps middle-click and "open in new tab"; the row click does the same. */}
          <Link href={hrefFor(row.original)} className="line-clamp-2 font-medium hover:underline">
            {row.original.serviceName}
          </Link>
          <span className="max-w-full truncate font-mono text-xs text-muted-foreground">
            {row.original.merchantContractCode}
          </span>
        </div>
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", className: "hidden sm:table-cell", mobile: "status" },
      cell: ({ row }) => <StatusBadge kind="contract" status={row.original.status} />,
    },
    {
      id: "limit",
      header: "Limit per charge",
      meta: { label: "Limit per charge", align: "right", mobile: "amount" },
      cell: ({ row }) => <LimitCell contract={row.original} />,
    },
    {
      id: "charged",
      header: "Charged",
      meta: { label: "Charged", align: "right", className: "hidden sm:table-cell" },
      cell: ({ row }) => {
        const charges = row.original.paymentCount;
        return (
          <div className="grid justify-items-end text-right">
            <Amount value={row.original.totalAmountCharged} currency="USDT" />
            <span className="text-xs whitespace-normal text-muted-foreground">
              <span className="whitespace-nowrap">
                {count.format(charges)} {charges === 1 ? "charge" : "charges"}
              </span>
              {row.original.lastPaymentAt ? (
                <>
                  {" "}
                  ·{" "}
                  <span className="whitespace-nowrap">
                    last <DateCell value={row.original.lastPaymentAt} />
                  </span>
                </>
              ) : null}
            </span>
          </div>
        );
      },
    },
    {
      id: "branch",
      header: "Branch",
      meta: { label: "Branch", className: "hidden lg:table-cell" },
      cell: ({ row }) => {
        const id = row.original.branchId;
        if (!id) return <span className="text-muted-foreground">—</span>;
        return (
          <Link href={branchHref(id)} className="whitespace-normal hover:underline">
            {branchName(id) ?? <code className="font-mono text-xs">{id.slice(0, 8)}</code>}
          </Link>
        );
      },
    },
    {
      id: "provider",
      header: "Provider",
      meta: { label: "Provider", className: "hidden xl:table-cell", mobile: "hidden" },
      cell: ({ row }) => providerName(row.original.paymentProvider),
    },
    {
      id: "created",
      header: "Created",
      meta: { label: "Created", className: "hidden md:table-cell" },
      cell: ({ row }) => <DateCell value={row.original.createdAt} />,
    },
  ];
}
