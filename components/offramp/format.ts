import { type DecimalInput, decimalText } from "@/lib/decimal-text";
import { formatAmount, LOCALE } from "@/lib/format";
import { formatRateLkr } from "@/lib/format-rate";

// Offramp amounts: USDT keeps every digit the quote was taken at (up to 8 places, docs/service-rules.md §8), where the
// console's formatAmount rounds to 6. A rate is shown with at most four decimals.

const MAX_FRACTION_DIGITS = 20;

const exactFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: MAX_FRACTION_DIGITS,
  roundingMode: "halfExpand",
  signDisplay: "negative",
});

function exactDigits(value: DecimalInput): string {
  // A decimal string reaches Intl as is, so no digit passes through a float.
  return exactFormat.format(decimalText(value) as `${number}`);
}

/** "USDT 0.12345678": every digit the service sent, grouped, at least two places. */
export function formatUsdtExact(value: DecimalInput): string {
  return `USDT ${exactDigits(value)}`;
}

/** "LKR 1,234.50". */
export function formatLkr(value: DecimalInput): string {
  return formatAmount(value, "LKR");
}

/** "LKR 300.2568" for one USDT: a rate shows at most four decimals (lib/format-rate.ts). */
export function formatRate(rate: DecimalInput): string {
  return formatRateLkr(rate);
}

// The console's server masks account numbers the same way (an approval shows what the service holds).
export { maskAccountNumber } from "@/lib/account-number";

/** "3f2a9c1e…a81b": a UUID short enough for a table cell. */
export function shortId(id: string): string {
  return id.length > 16 ? `${id.slice(0, 8)}…${id.slice(-4)}` : id;
}
