import type { BranchFilters } from "./branches";
import type { ContractFilters } from "./direct-debit";
import type { LedgerFilters } from "./ledger";
import type { OfframpReportFilters } from "./offramp-report";
import type { PaymentLinkFilters } from "./payment-links";
import type { PaymentFilters } from "./payments";
import type { SettlementFilters } from "./settlements";

/** How many of these filter values narrow a list: blanks, empty lists and null do not. */
export function countSet(values: readonly unknown[]): number {
  return values.filter((value) => {
    if (value === null || value === undefined || value === false) return false;
    if (typeof value === "string") return value.trim() !== "";
    if (Array.isArray(value)) return value.length > 0;
    return true;
  }).length;
}

/* A date window counts once, whether one or both of its days are set (the "Filters (n)" button on phones). */

export function countPaymentFilters(filters: PaymentFilters): number {
  return countSet([
    filters.status,
    filters.dateRange,
    filters.search,
    filters.ids?.filter((id) => id.trim() !== ""),
    filters.branchId,
  ]);
}

export function countContractFilters(filters: ContractFilters): number {
  return countSet([
    filters.status,
    filters.branchId,
    filters.currency,
    filters.paymentProvider,
    filters.search,
  ]);
}

export function countOfframpReportFilters(filters: OfframpReportFilters): number {
  return countSet([filters.status, filters.startDate || filters.endDate]);
}

export function countSettlementFilters(filters: SettlementFilters): number {
  return countSet([filters.status, filters.startDate || filters.endDate]);
}

export function countLedgerFilters(filters: LedgerFilters): number {
  return countSet([filters.type, filters.startDate || filters.endDate]);
}

export function countBranchFilters(filters: BranchFilters): number {
  return countSet([filters.search, filters.status]);
}

export function countPaymentLinkFilters(filters: PaymentLinkFilters): number {
  return countSet([filters.search, filters.branchId]);
}
