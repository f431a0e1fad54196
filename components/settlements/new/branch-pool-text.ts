import type { BranchPoolAnswer } from "@/lib/branch-pool";
import { compareDecimal } from "@/lib/decimal-text";
import { formatAmount } from "@/lib/format";

/** The chosen branch's pool: read, being read, or not known now; undefined when no branch is chosen. */
export type BranchPoolView = NonNullable<BranchPoolAnswer["pool"]> | "loading" | "unknown" | undefined;

/** The branch's LKR when it is known exactly: every payment in its pool priced in LKR. */
export function exactBranchLkr(view: BranchPoolView): string | null {
  if (typeof view !== "object") return null;
  return compareDecimal(view.usdtOfUsdtPriced, 0) === 0 ? view.lkrOfLkrPriced : null;
}

/**
 * What the chosen branch can claim, in words. Payments priced in USDT are valued in LKR at the rate when the
 * request is made, so their LKR is never given as if known: the USDT is, and the LKR of the rest.
 */
export function branchPoolText(branchName: string, view: BranchPoolView): string | null {
  if (view === undefined) return null;
  if (view === "loading") return `Working out what ${branchName} can claim…`;
  if (view === "unknown") {
    return `What ${branchName} can claim could not be worked out here; the service counts it when the request arrives.`;
  }
  if (view.count === 0) {
    return `${branchName} has nothing to claim right now: every paid payment of it is already in a settlement request.`;
  }
  const payments = view.count === 1 ? "1 paid payment" : `${view.count} paid payments`;
  const exact = exactBranchLkr(view);
  if (exact !== null) {
    return `${branchName} can claim ${formatAmount(exact, "LKR")} (${formatAmount(view.usdt, "USDT")}) net now, from ${payments}.`;
  }
  const lkrPart =
    compareDecimal(view.lkrOfLkrPriced, 0) === 0
      ? ""
      : ` (${formatAmount(view.lkrOfLkrPriced, "LKR")} of it from payments priced in LKR)`;
  return `${branchName} can claim ${formatAmount(view.usdt, "USDT")} net now, from ${payments}${lkrPart}. ${formatAmount(view.usdtOfUsdtPriced, "USDT")} of it is priced in USDT, which the service values in LKR at the exchange rate when the request is made, so its LKR is not known before.`;
}
