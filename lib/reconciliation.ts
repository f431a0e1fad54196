import { type Decimal, decimal } from "@/lib/money";
import type { LedgerEntry, LedgerSummary } from "@/lib/payments-api/offramp";

// Checks a page of the float ledger report against itself. Pure, so the ledger page and its tests share it;
// every sum is a Decimal, never a float.

export type LedgerEntryFacts = Pick<LedgerEntry, "id" | "type" | "amountLkr" | "balanceAfter">;

/** The entry's effect on the float: a DEBIT takes the amount out, a CREDIT or a REFUND puts it back in. */
export function signedAmount(entry: Pick<LedgerEntry, "type" | "amountLkr">): Decimal {
  const amount = decimal(entry.amountLkr).abs();
  return entry.type === "DEBIT" ? amount.neg() : amount;
}

/** Where the opening balance of the check came from. */
export type OpeningBasis =
  /** `openingBalanceLkr` as the service reported it. */
  | "reported"
  /** No startDate: the window starts with the first entry ever, before which the float was empty. */
  | "no-start-date"
  /** A startDate, but nothing happened before it: the float was empty. */
  | "no-prior-entries";

/** Where the closing balance of the check came from. */
export type ClosingBasis =
  | "reported"
  /** No endDate: the window runs to now, so it closes on the live balance. */
  | "current-balance"
  /** An endDate, but no entry on or before it: the float was still empty. */
  | "no-entries";

export interface SummaryReconciliation {
  balanced: boolean;
  opening: Decimal;
  openingBasis: OpeningBasis;
  closing: Decimal;
  closingBasis: ClosingBasis;
  credits: Decimal;
  debits: Decimal;
  refunds: Decimal;
  /** opening + credits − debits + refunds. */
  expectedClosing: Decimal;
  /** closing − expectedClosing; zero when balanced. */
  difference: Decimal;
  /** credits − debits + refunds, from the summary's totals (not its own netMovementLkr). */
  movement: Decimal;
  /** Whether the service's netMovementLkr agrees with its own totals. */
  netMovementAgrees: boolean;
}

export interface ReportWindow {
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * opening + credits − debits + refunds = closing. The service leaves the opening balance null without a
 * startDate or without entries before it, and the closing balance null without an endDate (or entries up
 * to it); each of those cases has a known value, which the result names so the page can say so.
 */
export function reconcileSummary(summary: LedgerSummary, window: ReportWindow): SummaryReconciliation {
  const openingBasis: OpeningBasis =
    summary.openingBalanceLkr !== null ? "reported" : window.startDate ? "no-prior-entries" : "no-start-date";
  const opening = decimal(summary.openingBalanceLkr ?? 0);

  const closingBasis: ClosingBasis =
    summary.closingBalanceLkr !== null ? "reported" : window.endDate ? "no-entries" : "current-balance";
  const closing = decimal(
    summary.closingBalanceLkr ?? (closingBasis === "current-balance" ? summary.currentBalanceLkr : 0),
  );

  const credits = decimal(summary.totalCreditsLkr);
  const debits = decimal(summary.totalDebitsLkr);
  const refunds = decimal(summary.totalRefundsLkr);
  const movement = credits.minus(debits).plus(refunds);
  const expectedClosing = opening.plus(movement);
  const difference = closing.minus(expectedClosing);
  return {
    balanced: difference.isZero(),
    opening,
    openingBasis,
    closing,
    closingBasis,
    credits,
    debits,
    refunds,
    expectedClosing,
    difference,
    movement,
    netMovementAgrees: decimal(summary.netMovementLkr).eq(movement),
  };
}

export interface BalanceBreak {
  /** The entry whose balanceAfter does not follow from the entry before it in time. */
  entryId: string;
  /** Its position on the page. */
  index: number;
  /** The id of the entry before it in time (its neighbour on the page). */
  previousEntryId: string;
  expected: Decimal;
  actual: Decimal;
  /** actual − expected. */
  difference: Decimal;
}

export type RunningBalanceCheck =
  | { status: "checked"; pairs: number; breaks: BalanceBreak[] }
  /** A type filter leaves out the entries between the rows, so neighbours need not follow each other. */
  | { status: "not-applicable"; reason: "type-filter" };

/**
 * Walks the page in time order: each entry's balanceAfter must equal the previous entry's balanceAfter plus
 * its signed amount. Pages come newest first (`desc`) or oldest first (`asc`); only neighbours on the page
 * are compared, so the first row of a page is checked on the page before.
 */
export function checkRunningBalances(
  entries: readonly LedgerEntryFacts[],
  options: { sortOrder: "asc" | "desc"; typeFiltered: boolean },
): RunningBalanceCheck {
  if (options.typeFiltered) return { status: "not-applicable", reason: "type-filter" };
  const chronological = entries.map((entry, index) => ({ entry, index }));
  if (options.sortOrder === "desc") chronological.reverse();

  const breaks: BalanceBreak[] = [];
  for (let i = 1; i < chronological.length; i++) {
    const previous = chronological[i - 1];
    const current = chronological[i];
    if (!previous || !current) continue;
    const expected = decimal(previous.entry.balanceAfter).plus(signedAmount(current.entry));
    const actual = decimal(current.entry.balanceAfter);
    if (!actual.eq(expected)) {
      breaks.push({
        entryId: current.entry.id,
        index: current.index,
        previousEntryId: previous.entry.id,
        expected,
        actual,
        difference: actual.minus(expected),
      });
    }
  }
  // Report breaks in page order, the order the reader sees them.
  breaks.sort((a, b) => a.index - b.index);
  return { status: "checked", pairs: Math.max(0, entries.length - 1), breaks };
}
