import { plainDecimal } from "@/lib/decimal-text";
import { floatShortBy } from "@/lib/float-shortfall";
import { formatAmount } from "@/lib/format";
import { decimal, sum, usdtToLkr } from "@/lib/money";
import type { CheckedPayoutRow } from "./check-payout-rows";

// What a person decides on before a file is paid: the totals of its valid rows, what they come to in LKR
// at the current rate, and whether the float covers them. Exact decimals throughout (lib/money.ts).

/** The answer of a file's check: the one problem that stops it being read, or its rows and totals. */
export type PayoutFileCheck =
  | { ok: false; problem: string }
  | { ok: true; rows: CheckedPayoutRow[]; totals: PayoutFileTotals };

export interface PayoutFileTotals {
  validCount: number;
  refusedCount: number;
  /** The valid rows' USDT, exact decimal text. */
  totalUsdt: string;
  /** Each valid row at the current rate, rounded as a payout is (2 places), summed; null without a rate. */
  indicativeLkr: string | null;
  rateUsdtLkr: string | null;
  floatBeforeLkr: string | null;
  /** The float less the indicative LKR; null when either is unknown. */
  floatAfterLkr: string | null;
  /** Why the file cannot be started, in words; null when it can. */
  blocker: string | null;
}

export function payoutFileTotals(
  rows: readonly CheckedPayoutRow[],
  facts: { rateUsdtLkr: string | null; floatBalanceLkr: string | null },
): PayoutFileTotals {
  const plans = rows.flatMap((row) => (row.ok ? [row.plan] : []));
  const totalUsdt = plainDecimal(sum(plans.map((plan) => plan.amountUsdt)));
  const { rateUsdtLkr, floatBalanceLkr } = facts;
  const indicativeLkr =
    rateUsdtLkr === null
      ? null
      : sum(plans.map((plan) => usdtToLkr(plan.amountUsdt, rateUsdtLkr))).toFixed(2);
  const floatAfterLkr =
    indicativeLkr === null || floatBalanceLkr === null
      ? null
      : decimal(floatBalanceLkr).minus(indicativeLkr).toFixed(2);
  return {
    validCount: plans.length,
    refusedCount: rows.length - plans.length,
    totalUsdt,
    indicativeLkr,
    rateUsdtLkr,
    floatBeforeLkr: floatBalanceLkr,
    floatAfterLkr,
    blocker: blockerOf(plans.length, indicativeLkr, floatBalanceLkr),
  };
}

function blockerOf(
  validCount: number,
  indicativeLkr: string | null,
  floatBalanceLkr: string | null,
): string | null {
  if (validCount === 0)
    return "No row of this file can be paid: fix the refused rows and upload the file again.";
  if (indicativeLkr === null)
    return "The current rate could not be read, so the file's LKR total is unknown. Try again in a moment.";
  if (floatBalanceLkr === null) return "The float balance could not be read. Try again in a moment.";
  const short = floatShortBy(floatBalanceLkr, indicativeLkr);
  if (short === null) return null;
  return `The float holds ${formatAmount(floatBalanceLkr, "LKR")}; the valid rows need about ${formatAmount(indicativeLkr, "LKR")}: ${formatAmount(short, "LKR")} short. Top up the float or pay fewer rows.`;
}
