import { type DecimalInput, decimalText } from "./decimal-text";
import { LOCALE } from "./format";

/** Exchange rates are shown with at most this many decimals (the stored rate keeps all of its digits). */
export const RATE_DISPLAY_DECIMALS = 4;

const rateFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: RATE_DISPLAY_DECIMALS,
  roundingMode: "halfExpand",
  signDisplay: "negative",
});

/** "300.2568" for 300.256789: grouped, two to four decimals, rounded half away from zero for display only. */
export function formatRateNumber(rate: DecimalInput): string {
  // The decimal string reaches Intl as is, so no digit passes through a float before rounding.
  return rateFormat.format(decimalText(rate) as `${number}`);
}

/** "LKR 300.2568": what one USDT is worth. */
export function formatRateLkr(rate: DecimalInput): string {
  return `LKR ${formatRateNumber(rate)}`;
}
