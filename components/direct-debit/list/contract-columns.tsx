"use client";

import { type BranchColumnOptions, branchColumn } from "@/components/branches/branch-column";
import { dateColumn } from "@/components/data-table/date-column";
import { NameLinkCell } from "@/components/data-table/name-link-cell";
import type { ColumnDef } from "@/components/data-table/types";
import { DateCell } from "@/components/date-cell";
import { Amount } from "@/components/money/amount-cell";
import { StatusBadge } from "@/components/status-badge";
import { providerName } from "@/lib/direct-debit-providers";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { bpsAsPercent, contractLimitText, enforcedLimitText } from "../contract-limit-text";
import { ScheduledMarker } from "./scheduled-contracts";

const count = new Intl.NumberFormat("en-LK");

export interface ContractColumnOptions extends BranchColumnOptions {
  hrefFor: (contract: Contract) => string;
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
export function contractColumns({ hrefFor, ...branches }: ContractColumnOptions): ColumnDef<Contract>[] {
  return [
    {
      id: "contract",
      header: "Contract",
      enableHiding: false,
      meta: { label: "Contract", className: "min-w-36 sm:min-w-44", mobile: "primary" },
      cell: ({ row }) => (
        <NameLinkCell
          href={hrefFor(row.original)}
          name={row.original.serviceName}
          code={row.original.merchantContractCode}
        />
      ),
    },
    {
      id: "status",
      header: "Status",
      meta: { label: "Status", className: "hidden sm:table-cell", mobile: "status" },
      cell: ({ row }) => (
        <div className="flex flex-wrap items-center gap-1.5">
          <StatusBadge kind="contract" status={row.original.status} />
          <ScheduledMarker contractId={row.original.id} />
        </div>
      ),
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
    branchColumn<Contract>(branches),
    {
      id: "provider",
      header: "Provider",
      meta: { label: "Provider", className: "hidden xl:table-cell", mobile: "hidden" },
      cell: ({ row }) => providerName(row.original.paymentProvider),
    },
    dateColumn("created", "Created", (contract) => contract.createdAt, { className: "hidden md:table-cell" }),
  ];
}
