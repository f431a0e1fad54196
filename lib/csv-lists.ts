import { type CsvBranch, csvInstant, csvLine, zoned } from "@/lib/csv";
import { decimal } from "@/lib/money";
import type { Contract } from "@/lib/payments-api/direct-debit";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { statusLabel } from "@/lib/status-looks";

// The exports of the settlements, payment links and contracts lists: every field of a row a person reads
// on its page, amounts as fixed decimals (LKR 2 places, USDT 6), instants in Colombo time with their offset
// (the zone is in the header), statuses in words beside the raw value, and the branch by name.

const lkr = (value: number | null | undefined) =>
  value === null || value === undefined ? null : decimal(value).toFixed(2);
const usdt = (value: number | null | undefined) =>
  value === null || value === undefined ? null : decimal(value).toFixed(6);
/** An amount in its own currency's places (a link or contract in LKR or USDT). */
const inCurrency = (value: number | null | undefined, currency: string) =>
  currency === "LKR"
    ? lkr(value)
    : currency === "USDT"
      ? usdt(value)
      : value === null || value === undefined
        ? null
        : String(value);
const yesNo = (value: boolean) => (value ? "yes" : "no");

export const SETTLEMENT_CSV_COLUMNS = [
  "id",
  "bankRefId",
  "status",
  "statusLabel",
  zoned("settlementDate"),
  "branchId",
  "branch",
  "requesterName",
  "paymentsCount",
  "grossLkr",
  "feesLkr",
  "netLkr",
  "grossUsdt",
  "feesUsdt",
  "netUsdt",
  "merchantSettlementId",
  zoned("requestedAt"),
  zoned("reviewedAt"),
  zoned("updatedAt"),
] as const;

export const SETTLEMENT_CSV_HEADER = csvLine(SETTLEMENT_CSV_COLUMNS);

/** A settlement request: its totals in both currencies as the service answers them. */
export function settlementCsvLine(item: Withdrawal, branch: CsvBranch | null): string {
  return csvLine([
    item.id,
    item.bankRefId,
    item.status,
    statusLabel("withdrawal", item.status),
    item.settlementDate,
    branch?.id ?? null,
    branch?.name ?? null,
    item.requesterName,
    item.totalPaymentsCount,
    lkr(item.totalGrossAmountLkr),
    lkr(item.totalFeesLkr),
    lkr(item.totalNetAmountLkr),
    usdt(item.totalGrossAmountUsdt),
    usdt(item.totalFeesUsdt),
    usdt(item.totalNetAmountUsdt),
    item.merchantSettlementId ?? null,
    csvInstant(item.requestedAt),
    csvInstant(item.reviewedAt),
    csvInstant(item.updatedAt),
  ]);
}

export const PAYMENT_LINK_CSV_COLUMNS = [
  "id",
  "name",
  "status",
  "statusLabel",
  "merchantTradeNo",
  "currency",
  "amount",
  "customAmount",
  "minAmount",
  "maxAmount",
  "quantityBuy",
  "maxQuantity",
  "reusable",
  "usedCount",
  "branchId",
  "branch",
  "slug",
  zoned("expiresAt"),
  zoned("createdAt"),
  zoned("updatedAt"),
] as const;

export const PAYMENT_LINK_CSV_HEADER = csvLine(PAYMENT_LINK_CSV_COLUMNS);

export function paymentLinkCsvLine(link: PaymentLink, branch: CsvBranch | null): string {
  return csvLine([
    link.id,
    link.name,
    link.status,
    statusLabel("link", link.status),
    link.merchantTradeNo ?? null,
    link.currency,
    inCurrency(link.amount, link.currency),
    yesNo(link.allowCustomAmount),
    inCurrency(link.minAmount, link.currency),
    inCurrency(link.maxAmount, link.currency),
    yesNo(link.allowQuantityBuy),
    link.maxQuantity ?? null,
    yesNo(link.reusable),
    link.used_count,
    branch?.id ?? null,
    branch?.name ?? null,
    link.slug,
    csvInstant(link.expirationDate),
    csvInstant(link.created_at),
    csvInstant(link.updated_at),
  ]);
}

export const CONTRACT_CSV_COLUMNS = [
  "id",
  "merchantContractCode",
  "serviceName",
  "status",
  "statusLabel",
  "paymentProvider",
  "currency",
  "singleUpperLimitUsdt",
  "singleUpperLimitLkr",
  "slippageBps",
  "periodic",
  "paymentCount",
  "totalChargedUsdt",
  "branchId",
  "branch",
  "providerContractId",
  "openUserId",
  "terminationNotes",
  zoned("createdAt"),
  zoned("lastPaymentAt"),
  zoned("contractEndTime"),
  zoned("requestExpireTime"),
  zoned("terminatedAt"),
] as const;

export const CONTRACT_CSV_HEADER = csvLine(CONTRACT_CSV_COLUMNS);

/** A direct-debit contract: its limit in USDT (what the provider holds) and, for LKR contracts, in LKR. */
export function contractCsvLine(contract: Contract, branch: CsvBranch | null): string {
  return csvLine([
    contract.id,
    contract.merchantContractCode,
    contract.serviceName,
    contract.status,
    statusLabel("contract", contract.status),
    contract.paymentProvider,
    contract.currency,
    usdt(contract.singleUpperLimit),
    lkr(contract.singleUpperLimitLkr),
    contract.slippageBps ?? null,
    yesNo(contract.periodic),
    contract.paymentCount,
    usdt(contract.totalAmountCharged),
    branch?.id ?? null,
    branch?.name ?? null,
    contract.contractId ?? null,
    contract.openUserId ?? null,
    contract.terminationNotes ?? null,
    csvInstant(contract.createdAt),
    csvInstant(contract.lastPaymentAt),
    csvInstant(contract.contractEndTime),
    csvInstant(contract.requestExpireTime),
    csvInstant(contract.contractTerminationTime),
  ]);
}
