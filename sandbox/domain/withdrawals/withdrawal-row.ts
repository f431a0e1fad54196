import { randomUUID } from "node:crypto";
import type { withdrawalPayments, withdrawals } from "../../db/schema";
import type { ReferenceSource } from "../../ids";
import { type SettlementLine, settlementTotals } from "./pool";

// The one mapping from a settlement request to the rows the sandbox stores, and the fields each decision
// sets. POST /v1/withdrawal and the admin review write them; the demo seed builds its history with them.

export type WithdrawalInsert = typeof withdrawals.$inferInsert & { id: string };
export type WithdrawalLineInsert = typeof withdrawalPayments.$inferInsert;
export type ReviewDecision = "APPROVE" | "REJECT" | "CANCEL";

export interface WithdrawalRowInput {
  id: string;
  merchantId: string;
  branchId: string | null;
  /** YYYY-MM-DD in Asia/Colombo. */
  settlementDate: string;
  /** Row id of the API key that made the request. */
  apiKeyId: string;
  requestedAt: Date;
}

/** A request made through an API key, PENDING and empty until its pool is claimed (docs/service-rules.md §7). */
export function pendingWithdrawalRow(input: WithdrawalRowInput, refs: ReferenceSource): WithdrawalInsert {
  return {
    id: input.id,
    bankRefId: `WD${input.settlementDate.replaceAll("-", "")}${refs.code(10)}`,
    merchantId: input.merchantId,
    branchId: input.branchId,
    settlementDate: input.settlementDate,
    requestedBy: null,
    requesterName: "API",
    apiKeyId: input.apiKeyId,
    requestedAt: input.requestedAt,
    status: "PENDING",
    ...totalsColumns(settlementTotals([])),
    createdAt: input.requestedAt,
    updatedAt: input.requestedAt,
  };
}

/** The request's totals as stored: USDT at 6 places, LKR at 2. */
export function totalsColumns(totals: ReturnType<typeof settlementTotals>) {
  return {
    totalPaymentsCount: totals.count,
    totalNetAmountLkr: totals.netLkr.toFixed(2),
    totalNetAmountUsdt: totals.netUsdt.toFixed(6),
    totalGrossAmountLkr: totals.grossLkr.toFixed(2),
    totalGrossAmountUsdt: totals.grossUsdt.toFixed(6),
    totalFeesLkr: totals.feesLkr.toFixed(2),
    totalFeesUsdt: totals.feesUsdt.toFixed(6),
  };
}

/** One row per payment the request holds, with the net amounts it settles. */
export function settlementLineRows(withdrawalId: string, lines: SettlementLine[]): WithdrawalLineInsert[] {
  return lines.map((line) => ({
    withdrawalId,
    paymentId: line.paymentId,
    usdtNetAmount: line.netUsdt.toFixed(6),
    lkrNetAmount: line.netLkr.toFixed(2),
  }));
}

/** Below the merchant's auto-approval threshold the transfer starts at once. */
export function autoApprovedFields() {
  return { status: "APPROVED", merchantSettlementId: randomUUID() } as const;
}

const NEXT_STATUS = { APPROVE: "APPROVED", REJECT: "REJECTED", CANCEL: "CANCELLED" } as const;

/**
 * The admin's decision on a PENDING request. A cancellation is the request withdrawn before review, so
 * it records no reviewer; an approval opens the merchant's settlement.
 */
export function decisionFields(decision: ReviewDecision, reviewer: string, at: Date) {
  return {
    status: NEXT_STATUS[decision],
    ...(decision === "CANCEL" ? {} : { reviewedBy: reviewer, reviewedAt: at }),
    ...(decision === "APPROVE" ? { merchantSettlementId: randomUUID() } : {}),
    updatedAt: at,
  };
}
