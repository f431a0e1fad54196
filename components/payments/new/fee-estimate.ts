import { moneyTextNumber, readMoneyText } from "@/components/forms/money-text";
import {
  computeFeeBreakdown,
  feeBreakdownToText,
  type LkrFeeBreakdownText,
  type UsdtFeeBreakdownText,
} from "@/lib/fees";

/** The service's default fees (docs/service-rules.md §4); a merchant's own percentages are not exposed by the API. */
export const DEFAULT_FEES = { exchangeFeePercentage: "0.5", serviceFeePercentage: "1.0" } as const;

export type FeeBreakdownText = UsdtFeeBreakdownText | LkrFeeBreakdownText;

export type FeeEstimate =
  | { kind: "none" }
  /** USDT, or LKR with a known rate: the full breakdown as the service would compute it with default fees. */
  | { kind: "full"; breakdown: FeeBreakdownText; rate: number | null }
  /** LKR without a rate: the fees in LKR only; the USDT amounts are set at the rate of creation. */
  | { kind: "lkr-only"; breakdown: UsdtFeeBreakdownText };

/**
 * A live estimate for the form, from lib/fees.ts with the default percentages, on decimals end to end: the
 * amount as typed (only one the form accepts), the breakdown as decimal strings.
 */
export function estimateFees(amountText: string, currency: "USDT" | "LKR", rate: number | null): FeeEstimate {
  const read = readMoneyText(amountText, currency);
  if (read.kind !== "ok" || moneyTextNumber(amountText, currency) === 0) return { kind: "none" };
  const amount = read.value;
  if (currency === "USDT") {
    return {
      kind: "full",
      breakdown: feeBreakdownToText(computeFeeBreakdown({ currency, amount, ...DEFAULT_FEES })),
      rate: null,
    };
  }
  if (rate !== null && rate > 0) {
    return {
      kind: "full",
      breakdown: feeBreakdownToText(
        computeFeeBreakdown({ currency, amount, rateUsdtLkr: rate, ...DEFAULT_FEES }),
      ),
      rate,
    };
  }
  // Same arithmetic on the LKR amount, shown in LKR: what the fees are, not yet what they are in USDT.
  const lkr = feeBreakdownToText(computeFeeBreakdown({ currency: "USDT", amount, ...DEFAULT_FEES }));
  return { kind: "lkr-only", breakdown: lkr };
}
