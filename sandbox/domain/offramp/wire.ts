import { toApiNumber } from "@/lib/money";
import type {
  AggregatorUser,
  BankAccount,
  LedgerEntry,
  LedgerEntryType,
  Offramp,
  OfframpEvent,
  OfframpStatus,
} from "@/lib/payments-api";
import type { aggregatorBankAccounts, aggregatorUsers, floatLedger, offramps } from "../../db/schema";

// Rows of the offramp family and their wire forms (docs/service-rules.md §8; numbers and times as in §1).

export type AggregatorUserRow = typeof aggregatorUsers.$inferSelect;
export type BankAccountRow = typeof aggregatorBankAccounts.$inferSelect;
export type OfframpRow = typeof offramps.$inferSelect;
export type LedgerRow = typeof floatLedger.$inferSelect;

export const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null) => (date ? date.toISOString() : null);

/** LKR goes out at 2 dp. USDT amounts keep the precision the quote was taken at (up to 8 dp). */
export const lkr = (value: string) => toApiNumber(value, "LKR");
export const exact = (value: string) => toApiNumber(value);

export function toWireUser(row: AggregatorUserRow): AggregatorUser {
  return { userId: row.id, externalUserId: row.externalUserId, createdAt: iso(row.createdAt) };
}

export function toWireBankAccount(row: BankAccountRow, bankName: string): BankAccount {
  return {
    userBankId: row.id,
    bankCode: row.bankCode,
    bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    beneficiaryMobile: row.beneficiaryMobile,
    beneficiaryEmail: row.beneficiaryEmail,
    createdAt: iso(row.createdAt),
  };
}

export function toWireOfframp(row: OfframpRow): Offramp {
  return {
    paymentId: row.id,
    status: row.status as OfframpStatus,
    amountUsdt: exact(row.amountUsdt),
    amountLkr: lkr(row.amountLkr),
    rateUsdtLkr: exact(row.rateUsdtLkr),
    externalRef: row.externalRef,
    bankRef: row.bankRef,
    completedAt: isoOrNull(row.completedAt),
    failedAt: isoOrNull(row.failedAt),
    createdAt: iso(row.createdAt),
  };
}

export function toWireLedgerEntry(row: LedgerRow): LedgerEntry {
  return {
    id: row.id,
    type: row.type as LedgerEntryType,
    amountLkr: lkr(row.amountLkr),
    balanceAfter: lkr(row.balanceAfter),
    aggregatorOfframpId: row.aggregatorOfframpId,
    bankRef: row.bankRef,
    notes: row.notes,
    createdAt: iso(row.createdAt),
  };
}

/** The body of `payment.completed` / `payment.failed` (docs/service-rules.md §9): exactly these fields. */
export function toOfframpEvent(row: OfframpRow): OfframpEvent {
  return {
    event: row.status === "COMPLETED" ? "payment.completed" : "payment.failed",
    paymentId: row.id,
    externalRef: row.externalRef,
    amountLkr: lkr(row.amountLkr),
    bankRef: row.bankRef,
    failureReason: row.failureReason,
    completedAt: isoOrNull(row.completedAt),
    failedAt: isoOrNull(row.failedAt),
  };
}
