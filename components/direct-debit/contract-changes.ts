import { statusLook } from "@/components/status-badge";
import { formatAmount, formatDateTime } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { bpsAsPercent } from "./contract-limit-text";

export interface ContractChange {
  field: keyof Contract;
  label: string;
  before: string;
  after: string;
}

type Shown = (value: NonNullable<Contract[keyof Contract]>) => string;

const text: Shown = (value) => String(value);
const usdt: Shown = (value) => formatAmount(value as number, "USDT");
const time: Shown = (value) => `${formatDateTime(value as string)} (Colombo)`;

/**
 * The fields a sync can change, in the order a person reads them, with how each is shown. The approval
 * links and `updatedAt` are left out: they change whenever anything else does and say nothing by themselves.
 */
const watched: ReadonlyArray<[keyof Contract, string, Shown]> = [
  ["status", "Status", (value) => statusLook("contract", String(value)).label],
  ["contractId", "Provider's contract id", text],
  ["openUserId", "Customer's id at the provider", text],
  ["paymentCount", "Charges", text],
  ["totalAmountCharged", "Total charged", usdt],
  ["lastPaymentAt", "Last charge", time],
  ["singleUpperLimit", "Limit enforced per charge", usdt],
  ["singleUpperLimitLkr", "Limit per charge (LKR)", (value) => formatAmount(value as number, "LKR")],
  ["slippageBps", "Slippage", (value) => `${bpsAsPercent(value as number)} (${value} bps)`],
  ["requestExpireTime", "Signing window closes", time],
  ["contractEndTime", "Contract ends", time],
  ["contractTerminationTime", "Terminated at", time],
  ["contractTerminationWay", "Terminated by", text],
  ["terminationNotes", "Termination reason", text],
  ["branchId", "Branch", text],
  ["serviceName", "Service name", text],
  ["merchantContractCode", "Contract code", text],
  ["scenarioId", "Scenario", text],
  ["currency", "Currency", text],
  ["periodic", "Periodic", (value) => (value ? "Yes" : "No")],
  ["webhookUrl", "Webhook URL", text],
  ["merchantAccountNo", "Merchant account no.", text],
  ["preContractId", "Provider's pre-contract id", text],
  ["bizId", "Business id", text],
];

const EMPTY = "—";

/** What differs between a contract before and after a sync, field by field; empty when nothing did. */
export function contractChanges(before: Contract, after: Contract): ContractChange[] {
  const changes: ContractChange[] = [];
  for (const [field, label, show] of watched) {
    const was = before[field];
    const now = after[field];
    if ((was ?? null) === (now ?? null)) continue;
    changes.push({
      field,
      label,
      before: was == null ? EMPTY : show(was),
      after: now == null ? EMPTY : show(now),
    });
  }
  return changes;
}
