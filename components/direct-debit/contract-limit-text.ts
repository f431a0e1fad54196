import { formatAmount } from "@/lib/format";
import type { Contract } from "@/lib/payments-api/direct-debit";

// How a contract's limits read on screen, for lists and details (the form's arithmetic is in contract-limit.ts).

/** 250 basis points → "2.5 %"; 0 → "0 %"; 1 → "0.01 %". Whole basis points, so the text is exact. */
export function bpsAsPercent(bps: number | string): string {
  const text = String(bps).trim();
  if (!/^-?\d+$/.test(text)) return `${text} bps`;
  const negative = text.startsWith("-");
  const digits = text.replace("-", "").padStart(3, "0");
  const whole = digits.slice(0, -2).replace(/^0+(?=\d)/, "");
  const fraction = digits.slice(-2).replace(/0+$/, "");
  const percent = fraction === "" ? whole : `${whole}.${fraction}`;
  return `${negative && percent !== "0" ? "-" : ""}${percent} %`;
}

/** A contract's limit per charge as the merchant set it: the LKR amount for LKR contracts, else USDT. */
export function contractLimitText(
  contract: Pick<Contract, "currency" | "singleUpperLimit" | "singleUpperLimitLkr">,
) {
  if (contract.currency === "LKR" && contract.singleUpperLimitLkr != null) {
    return formatAmount(contract.singleUpperLimitLkr, "LKR");
  }
  return formatAmount(contract.singleUpperLimit, "USDT");
}

/** "USDT 40.6": the limit the provider enforces (after conversion and slippage for LKR contracts). */
export function enforcedLimitText(contract: Pick<Contract, "singleUpperLimit">) {
  return formatAmount(contract.singleUpperLimit, "USDT");
}
