import { Decimal, usdtToLkr } from "@/lib/money";
import type { LedgerEntryType } from "@/lib/payments-api";
import type {
  aggregatorBankAccounts,
  aggregatorUsers,
  floatLedger,
  fxLocks,
  offramps,
} from "../../db/schema";
import type { ReferenceSource } from "../../ids";

// The one mapping from each step of the offramp family to the rows the sandbox stores: users and their
// bank accounts, rate locks, offramps and their outcomes, and float ledger entries. The API handlers and
// jobs write them; the demo seed builds the aggregator's history with the same functions.

export type AggregatorUserInsert = typeof aggregatorUsers.$inferInsert;
export type BankAccountInsert = typeof aggregatorBankAccounts.$inferInsert;
export type FxLockInsert = typeof fxLocks.$inferInsert & { amountUsdt: string; amountLkr: string };
export type OfframpInsert = typeof offramps.$inferInsert & { createdAt: Date; amountLkr: string };
export type LedgerInsert = typeof floatLedger.$inferInsert & { seq: number; balanceAfter: string };

/** An FX rate lock holds for 60 seconds of the sandbox clock (docs/service-rules.md §8). */
export const FX_LOCK_SECONDS = 60;
/** Quote amounts keep up to 8 decimals (the smallest quote is 0.00000001 USDT). */
export const QUOTE_USDT_DECIMALS = 8;
const RATE_DECIMALS = 6;

export function aggregatorUserRow(merchantId: string, externalUserId: string, createdAt: Date) {
  return { merchantId, externalUserId, createdAt } satisfies AggregatorUserInsert;
}

export interface BankAccountInput {
  merchantId: string;
  userId: string;
  bankCode: number;
  accountNumber: string;
  accountName: string;
  beneficiaryMobile?: string | null;
  beneficiaryEmail?: string | null;
  createdAt: Date;
}

export function bankAccountRow(input: BankAccountInput): BankAccountInsert {
  return {
    ...input,
    beneficiaryMobile: input.beneficiaryMobile ?? null,
    beneficiaryEmail: input.beneficiaryEmail ?? null,
  };
}

/** A quote: the rate at 6 places, the USDT amount at 8, and LKR computed from exactly those. */
export function fxLockRow(input: {
  merchantId: string;
  rate: Decimal;
  amountUsdt: Decimal;
  createdAt: Date;
}): FxLockInsert {
  const rate = input.rate.toDecimalPlaces(RATE_DECIMALS, Decimal.ROUND_HALF_UP);
  const amountUsdt = input.amountUsdt.toDecimalPlaces(QUOTE_USDT_DECIMALS, Decimal.ROUND_HALF_UP);
  return {
    merchantId: input.merchantId,
    rateUsdtLkr: rate.toFixed(),
    amountUsdt: amountUsdt.toFixed(),
    amountLkr: usdtToLkr(amountUsdt, rate).toFixed(2),
    expiresAt: new Date(input.createdAt.getTime() + FX_LOCK_SECONDS * 1000),
    createdAt: input.createdAt,
  };
}

export interface OfframpRowInput {
  merchantId: string;
  externalRef: string;
  userId: string;
  userBankId: string;
  webhookUrl?: string | null;
  createdAt: Date;
}

/** A PENDING offramp that redeems `lock`: it pays out exactly the locked amounts at the locked rate. */
export function pendingOfframpRow(
  lock: { id: string; rateUsdtLkr: string; amountUsdt: string; amountLkr: string },
  input: OfframpRowInput,
): OfframpInsert {
  return {
    merchantId: input.merchantId,
    externalRef: input.externalRef,
    fxLockId: lock.id,
    userId: input.userId,
    userBankId: input.userBankId,
    status: "PENDING",
    amountUsdt: lock.amountUsdt,
    amountLkr: lock.amountLkr,
    rateUsdtLkr: lock.rateUsdtLkr,
    bankRef: null,
    failureReason: null,
    webhookUrl: input.webhookUrl ?? null,
    processedAt: null,
    completedAt: null,
    failedAt: null,
    createdAt: input.createdAt,
  };
}

export const DEFAULT_FAILURE_REASON = "Bank transfer could not be completed";

/** The bank's answer: a CEFTS-style reference on completion, the reason on failure. */
export function settledOfframpFields(
  outcome: "COMPLETED" | "FAILED",
  at: Date,
  refs: ReferenceSource,
  failureReason?: string,
) {
  return outcome === "COMPLETED"
    ? { status: "COMPLETED", bankRef: `CEFT${refs.digits(12)}`, completedAt: at }
    : { status: "FAILED", failureReason: failureReason ?? DEFAULT_FAILURE_REASON, failedAt: at };
}

export interface LedgerEntryInput {
  merchantId: string;
  type: LedgerEntryType;
  /** Positive; DEBIT subtracts it from the balance, CREDIT and REFUND add it. */
  amountLkr: Decimal;
  offrampId?: string | null;
  bankRef?: string | null;
  notes?: string | null;
  createdAt: Date;
}

/**
 * The entry that follows `previous` (the merchant's newest, or null for the first): the next sequence
 * number and the balance after it. The caller refuses a negative balance.
 */
export function nextLedgerRow(
  previous: { seq: number; balanceAfter: string } | null,
  entry: LedgerEntryInput,
): LedgerInsert {
  const before = new Decimal(previous?.balanceAfter ?? 0);
  const after = entry.type === "DEBIT" ? before.minus(entry.amountLkr) : before.plus(entry.amountLkr);
  return {
    merchantId: entry.merchantId,
    seq: (previous?.seq ?? 0) + 1,
    type: entry.type,
    amountLkr: entry.amountLkr.toFixed(2),
    balanceAfter: after.toFixed(2),
    aggregatorOfframpId: entry.offrampId ?? null,
    bankRef: entry.bankRef ?? null,
    notes: entry.notes ?? null,
    createdAt: entry.createdAt,
  };
}
