import { toApiNumber } from "@/lib/money";
import type { Contract } from "@/lib/payments-api";
import type { ddContracts } from "../../db/schema";

export type ContractRow = typeof ddContracts.$inferSelect;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * The contract as the API returns it. The approval links are only useful while the user can still
 * sign, so they appear while the contract is INITIATED (always the case in the create response).
 */
export function contractToWire(row: ContractRow): Contract {
  const awaitingApproval = row.status === "INITIATED";
  return {
    id: row.id,
    merchantId: row.merchantId,
    branchId: row.branchId,
    paymentProvider: row.paymentProvider,
    merchantContractCode: row.merchantContractCode,
    preContractId: row.preContractId,
    contractId: row.contractId,
    bizId: row.bizId,
    serviceName: row.serviceName,
    scenarioId: row.scenarioId,
    currency: row.currency,
    singleUpperLimit: toApiNumber(row.singleUpperLimit, "USDT"),
    singleUpperLimitLkr:
      row.singleUpperLimitLkr === null ? null : toApiNumber(row.singleUpperLimitLkr, "LKR"),
    slippageBps: row.slippageBps,
    periodic: row.periodic,
    contractEndTime: row.contractEndTime.toISOString(),
    requestExpireTime: row.requestExpireTime.toISOString(),
    openUserId: row.openUserId,
    merchantAccountNo: row.merchantAccountNo,
    status: row.status as Contract["status"],
    contractTerminationWay: row.contractTerminationWay,
    contractTerminationTime: iso(row.contractTerminationTime),
    terminationNotes: row.terminationNotes,
    paymentCount: row.paymentCount,
    totalAmountCharged: toApiNumber(row.totalAmountCharged, "USDT"),
    lastPaymentAt: iso(row.lastPaymentAt),
    webhookUrl: row.webhookUrl,
    ...(awaitingApproval ? { qrContent: row.qrContent, deepLink: row.deepLink } : {}),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
