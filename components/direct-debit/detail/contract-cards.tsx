"use client";

import { DateCell } from "@/components/date-cell";
import { DetailCard } from "@/components/detail/detail-card";
import { CopyableValue, none } from "@/components/detail/detail-list";
import { Amount } from "@/components/money/amount-cell";
import { formatDateTime } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { terminationWayText } from "./contract-timeline-events";

const count = new Intl.NumberFormat("en-LK");

/** Every identifier of the contract, each copyable: for support, the provider and the merchant's records. */
export function ContractIdentifiersCard({ contract }: { contract: Contract }) {
  const copyable = (value: string | number | null | undefined, label: string) =>
    value == null || value === "" ? none : <CopyableValue value={String(value)} label={`Copy ${label}`} />;
  return (
    <DetailCard
      title="Identifiers"
      layout="rows"
      items={[
        { label: "Contract id", value: copyable(contract.id, "contract id") },
        { label: "Contract code", value: copyable(contract.merchantContractCode, "contract code") },
        {
          label: "Provider's contract id",
          value: copyable(contract.contractId, "provider's contract id"),
        },
        { label: "Pre-contract id", value: copyable(contract.preContractId, "pre-contract id") },
        { label: "Business id", value: copyable(contract.bizId, "business id") },
        { label: "Customer's id (open user id)", value: copyable(contract.openUserId, "open user id") },
        {
          label: "Merchant account no.",
          value: copyable(contract.merchantAccountNo, "merchant account number"),
        },
        { label: "Merchant id", value: copyable(contract.merchantId, "merchant id") },
        { label: "Scenario id", value: copyable(contract.scenarioId, "scenario id") },
      ]}
    />
  );
}

/** How the contract has been used, its dates, and how it ended. */
export function ContractUsageCard({ contract }: { contract: Contract }) {
  const terminated = contract.status === "TERMINATED" || contract.contractTerminationTime != null;
  return (
    <DetailCard
      title="Charges and dates"
      items={[
        {
          label: "Charges",
          value: <span className="tabular-nums">{count.format(contract.paymentCount)}</span>,
        },
        { label: "Total charged", value: <Amount value={contract.totalAmountCharged} currency="USDT" /> },
        {
          label: "Last charge",
          value: contract.lastPaymentAt ? (
            <DateCell value={contract.lastPaymentAt} layout="stacked" />
          ) : (
            "None yet"
          ),
        },
        { label: "Created", value: <DateCell value={contract.createdAt} layout="stacked" /> },
        {
          label: "Approval request expires",
          // Only an unsigned contract's deadline is still ahead; afterwards it is a plain date.
          value:
            contract.status === "INITIATED" || !contract.requestExpireTime ? (
              <DateCell value={contract.requestExpireTime ?? null} layout="stacked" kind="deadline" />
            ) : (
              `${formatDateTime(contract.requestExpireTime)} (Colombo)`
            ),
        },
        // A contract that ended early (terminated) or never began (expired) has no end ahead of it.
        terminated || contract.status === "EXPIRED"
          ? {
              label: "Was to end",
              value: contract.contractEndTime
                ? `${formatDateTime(contract.contractEndTime)} (Colombo)`
                : null,
            }
          : {
              label: "Contract ends",
              value: <DateCell value={contract.contractEndTime} layout="stacked" kind="deadline" />,
            },
        { label: "Last updated", value: <DateCell value={contract.updatedAt} layout="stacked" /> },
        ...(terminated
          ? [
              {
                label: "Terminated",
                value: contract.contractTerminationTime ? (
                  <DateCell value={contract.contractTerminationTime} layout="stacked" />
                ) : null,
              },
              { label: "Terminated by", value: terminationWayText(contract.contractTerminationWay) },
              { label: "Termination reason", value: contract.terminationNotes || null, wide: true },
            ]
          : []),
      ]}
    />
  );
}
