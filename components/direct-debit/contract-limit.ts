import { moneyTextProblem, readMoneyText } from "@/components/forms/money-text";
import { lkrWithSlippage } from "@/lib/direct-debit-limit";
import { formatAmount } from "@/lib/format";
import { type Currency, type Decimal, decimal } from "@/lib/money";
import { bpsAsPercent } from "./contract-limit-text";

export { lkrWithSlippage };

export const MAX_SLIPPAGE_BPS = 20_000;
/**
 * "1,500.50" as typed → a decimal; blank or anything else → null. Commas only as thousands separators
 * ("1,5" is not 15); the decimals are judged by `amountTextProblem`.
 */
export function parseAmountText(text: string): Decimal | null {
  const read = readMoneyText(text, 100);
  return read.kind === "ok" ? decimal(read.value) : null;
}

/**
 * What is wrong with an amount as typed, or null: not a number, a comma that is not a thousands separator,
 * more decimals than the currency has (the service would round them away, and a limit must be exactly what
 * the merchant meant), or more digits than a JSON number carries exactly.
 */
export function amountTextProblem(text: string, currency: Currency): string | null {
  return moneyTextProblem(text, currency);
}

/**
 * The slippage in words beside the form's field, from what was typed: "Charges up to LKR 1,025.00 at
 * 2.5 % slippage". Null while the limit or the basis points are not (yet) a usable number.
 */
export function slippageInWords(limitText: string, bpsText: string): string | null {
  const limit = parseAmountText(limitText);
  const bpsTrimmed = bpsText.trim() === "" ? "0" : bpsText.trim();
  if (limit === null || limit.lte(0) || !/^\d{1,5}$/.test(bpsTrimmed)) return null;
  const bps = Number(bpsTrimmed);
  if (bps > MAX_SLIPPAGE_BPS) return null;
  const reach = formatAmount(lkrWithSlippage(limit, bps), "LKR");
  return bps === 0
    ? `Charges up to ${reach}, with no slippage`
    : `Charges up to ${reach} at ${bpsAsPercent(bps)} slippage`;
}
