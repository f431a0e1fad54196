import { toApiNumber } from "@/lib/money";
import type { Withdrawal, WithdrawalDetail } from "@/lib/payments-api/withdrawals";
import type { withdrawals } from "../../db/schema";

export type WithdrawalRow = typeof withdrawals.$inferSelect;

export interface WithdrawalPaymentLine {
  id: string;
  payId: string;
  status: string;
  usdtNetAmount: string;
  lkrNetAmount: string;
}

export function withdrawalToWire(row: WithdrawalRow, merchantName: string): Withdrawal {
  return {
    id: row.id,
    bankRefId: row.bankRefId,
    merchantId: row.merchantId,
    merchantName,
    branchId: row.branchId,
    settlementDate: row.settlementDate,
    requestedBy: row.requestedBy,
    requesterName: row.requesterName,
    apiKeyId: row.apiKeyId,
    requestedAt: row.requestedAt.toISOString(),
    status: row.status as Withdrawal["status"],
    totalPaymentsCount: row.totalPaymentsCount,
    totalNetAmountLkr: toApiNumber(row.totalNetAmountLkr, "LKR"),
    totalNetAmountUsdt: toApiNumber(row.totalNetAmountUsdt, "USDT"),
    totalGrossAmountLkr: toApiNumber(row.totalGrossAmountLkr, "LKR"),
    totalGrossAmountUsdt: toApiNumber(row.totalGrossAmountUsdt, "USDT"),
    totalFeesLkr: toApiNumber(row.totalFeesLkr, "LKR"),
    totalFeesUsdt: toApiNumber(row.totalFeesUsdt, "USDT"),
    reviewedBy: row.reviewedBy,
    reviewedAt: row.reviewedAt ? row.reviewedAt.toISOString() : null,
    merchantSettlementId: row.merchantSettlementId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function withdrawalDetailToWire(
  row: WithdrawalRow,
  merchantName: string,
  lines: WithdrawalPaymentLine[],
): WithdrawalDetail {
  return {
    ...withdrawalToWire(row, merchantName),
    payments: lines.map((line) => ({
      id: line.id,
      payId: line.payId,
      status: line.status,
      usdtNetAmount: toApiNumber(line.usdtNetAmount, "USDT"),
      lkrNetAmount: toApiNumber(line.lkrNetAmount, "LKR"),
    })),
  };
}
