import { formatRateNumber } from "./format-rate";
import { Decimal, type DecimalInput, decimal } from "./money";

// How a fresh rate differs from the one a requester saw, computed on the console's server; pages receive
// the words.

export interface RateChange {
  /** "+0.08 %", "−0.12 %" or "0.00 %": the new rate against the old, two decimals, half up. */
  percentText: string;
  direction: "up" | "down" | "same";
}

/** How a fresh rate differs from the one the requester saw (LKR per USDT: up means more LKR per USDT). */
export function rateChange(previous: DecimalInput, fresh: DecimalInput): RateChange {
  const before = decimal(previous);
  const after = decimal(fresh);
  if (before.isZero()) return { percentText: "—", direction: after.isZero() ? "same" : "up" };
  const percent = after.minus(before).div(before).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (percent.isZero())
    return { percentText: "0.00 %", direction: after.eq(before) ? "same" : after.gt(before) ? "up" : "down" };
  const sign = percent.isPositive() ? "+" : "−";
  return {
    percentText: `${sign}${percent.abs().toFixed(2)} %`,
    direction: percent.isPositive() ? "up" : "down",
  };
}

/** "1 USDT = 301.20 LKR, was 300.95: +0.08 %": the approver's rate against the one the requester saw. */
export function rateComparisonText(previous: DecimalInput, fresh: DecimalInput): string {
  const change = rateChange(previous, fresh);
  return `1 USDT = ${formatRateNumber(fresh)} LKR, was ${formatRateNumber(previous)}: ${change.percentText}`;
}
