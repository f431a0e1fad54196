import { readMoneyText } from "@/components/forms/money-text";
import { compareDecimal } from "@/lib/decimal-text";
import { ROUND_CEIL } from "@/lib/exact-decimal";
import { decimal } from "@/lib/money";
import type { Quote } from "@/lib/payments-api/offramp";
import { formatLkr, formatUsdtExact } from "../format";

/** A quote locks its rate for 60 seconds (docs/service-rules.md §8). */
export const RATE_LOCK_MS = 60_000;

/** Quotes taken by themselves after a lapse, before the reader has to ask for the next one. */
export const MAX_AUTO_REQUOTES = 5;

/**
 * When the lock ends, by this browser's clock. The lock was issued after the request left, so the request
 * time plus 60 s is never late. `expiresAt` (the service's clock) only counts when it is earlier and
 * plausible: a service clock ahead of ours (a sandbox with its clock moved on) must not stretch the lock.
 */
export function lockDeadline(quote: Pick<Quote, "expiresAt">, requestedAt: number): number {
  const local = requestedAt + RATE_LOCK_MS;
  const reported = Date.parse(quote.expiresAt);
  return Number.isFinite(reported) && reported > requestedAt && reported < local ? reported : local;
}

/** Whole seconds left until `deadline`, never below zero; 0:01 shows until the last millisecond. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/** "0:42". */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

export type UsdtAmountCheck = { ok: true; value: string } | { ok: false; message: string };

/**
 * A typed USDT amount as the decimal string the quote is asked for, exactly as typed (components/forms/
 * money-text.ts: thousands separators only, at most 8 decimal places, nothing rounded), from 0.00000001 to
 * 1,000,000 (docs/service-rules.md §8).
 */
export function parseUsdtAmount(text: string): UsdtAmountCheck {
  const read = readMoneyText(text, "PAYOUT_USDT");
  if (read.kind === "blank") return { ok: false, message: "Enter an amount in USDT" };
  if (read.kind === "refused") return { ok: false, message: read.message };
  if (compareDecimal(read.value, "0.00000001") < 0)
    return { ok: false, message: "The smallest amount is 0.00000001 USDT" };
  if (compareDecimal(read.value, 1_000_000) > 0)
    return { ok: false, message: "The largest amount is 1,000,000 USDT" };
  return { ok: true, value: read.value };
}

/** The least a bank transfer carries: the service refuses a payout whose LKR rounds below it. */
const LEAST_TRANSFER_LKR = "0.01";

/**
 * Why a quote cannot become a payout, in words, or null when it can: an amount so small that its LKR rounds
 * to zero is quoted by the service but refused at the payout, so the console refuses it here, with the least
 * amount that carries LKR 0.01 at the quoted rate.
 */
export function quoteRefusal(quote: Pick<Quote, "amountUsdt" | "amountLkr" | "rateUsdtLkr">): string | null {
  if (compareDecimal(quote.amountLkr, LEAST_TRANSFER_LKR) >= 0) return null;
  const least = decimal(LEAST_TRANSFER_LKR).div(quote.rateUsdtLkr).toDecimalPlaces(6, ROUND_CEIL);
  return (
    `${formatUsdtExact(quote.amountUsdt)} comes to ${formatLkr(quote.amountLkr)} at this rate, and a bank ` +
    `transfer carries at least ${formatLkr(LEAST_TRANSFER_LKR)}. Enter at least ${formatUsdtExact(least)}.`
  );
}
