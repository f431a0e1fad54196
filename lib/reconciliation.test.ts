import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import type { LedgerEntryType, LedgerSummary } from "@/lib/payments-api/offramp";
import {
  checkRunningBalances,
  type LedgerEntryFacts,
  reconcileSummary,
  signedAmount,
} from "./reconciliation";

/** The window most of these summaries are for. */
const NOVEMBER_1_TO_22 = { startDate: "2026-11-01", endDate: "2026-11-22" };

function summary(overrides: Partial<LedgerSummary> = {}): LedgerSummary {
  return {
    currentBalanceLkr: 250_000,
    totalCreditsLkr: 500_000,
    totalDebitsLkr: 300_000,
    totalRefundsLkr: 25_000,
    netMovementLkr: 225_000,
    creditCount: 2,
    debitCount: 30,
    refundCount: 3,
    openingBalanceLkr: 25_000,
    closingBalanceLkr: 250_000,
    ...overrides,
  };
}

/** A ledger in time order whose balances follow from the amounts, starting from `start`. */
function ledger(start: number, moves: ReadonlyArray<[LedgerEntryType, number]>): LedgerEntryFacts[] {
  let balance = decimal(start);
  return moves.map(([type, amountLkr], index) => {
    balance = balance.plus(signedAmount({ type, amountLkr }));
    return { id: `e${index}`, type, amountLkr, balanceAfter: balance.toNumber() };
  });
}

describe("signedAmount", () => {
  it("takes debits out and puts credits and refunds in", () => {
    expect(signedAmount({ type: "DEBIT", amountLkr: 1500.5 }).toNumber()).toBe(-1500.5);
    expect(signedAmount({ type: "CREDIT", amountLkr: 1500.5 }).toNumber()).toBe(1500.5);
    expect(signedAmount({ type: "REFUND", amountLkr: 1500.5 }).toNumber()).toBe(1500.5);
  });
});

describe("reconcileSummary", () => {
  it("balances when opening + credits − debits + refunds equals the reported closing", () => {
    const result = reconcileSummary(summary(), NOVEMBER_1_TO_22);
    expect(result.balanced).toBe(true);
    expect(result.openingBasis).toBe("reported");
    expect(result.closingBasis).toBe("reported");
    expect(result.expectedClosing.toFixed(2)).toBe("250000.00");
    expect(result.difference.isZero()).toBe(true);
    expect(result.netMovementAgrees).toBe(true);
  });

  it("reports the difference when the closing balance does not follow", () => {
    const result = reconcileSummary(summary({ closingBalanceLkr: 249_990.25 }), NOVEMBER_1_TO_22);
    expect(result.balanced).toBe(false);
    expect(result.difference.toFixed(2)).toBe("-9.75");
    expect(result.expectedClosing.toFixed(2)).toBe("250000.00");
  });

  it("adds in decimals: 0.1 + 0.2 is exactly 0.3", () => {
    const result = reconcileSummary(
      summary({
        openingBalanceLkr: 0.1,
        totalCreditsLkr: 0.2,
        totalDebitsLkr: 0,
        totalRefundsLkr: 0,
        netMovementLkr: 0.2,
        closingBalanceLkr: 0.3,
      }),
      { startDate: "2026-11-01", endDate: "2026-11-02" },
    );
    expect(result.balanced).toBe(true);
  });

  it("starts from an empty float when there is no start date", () => {
    const result = reconcileSummary(
      summary({ openingBalanceLkr: null, closingBalanceLkr: 225_000, currentBalanceLkr: 1 }),
      { endDate: "2026-11-22" },
    );
    expect(result.openingBasis).toBe("no-start-date");
    expect(result.opening.isZero()).toBe(true);
    expect(result.balanced).toBe(true);
  });

  it("starts from an empty float when nothing happened before the start date", () => {
    const result = reconcileSummary(summary({ openingBalanceLkr: null, closingBalanceLkr: 225_000 }), {
      startDate: "2020-01-01",
      endDate: "2026-11-22",
    });
    expect(result.openingBasis).toBe("no-prior-entries");
    expect(result.balanced).toBe(true);
  });

  it("closes on the live balance when there is no end date", () => {
    const balanced = reconcileSummary(summary({ closingBalanceLkr: null, currentBalanceLkr: 250_000 }), {
      startDate: "2026-11-01",
    });
    expect(balanced.closingBasis).toBe("current-balance");
    expect(balanced.closing.toFixed(2)).toBe("250000.00");
    expect(balanced.balanced).toBe(true);

    const broken = reconcileSummary(summary({ closingBalanceLkr: null, currentBalanceLkr: 260_000 }), {});
    expect(broken.openingBasis).toBe("reported");
    expect(broken.balanced).toBe(false);
    expect(broken.difference.toFixed(2)).toBe("10000.00");
  });

  it("closes on an empty float when no entry exists up to the end date", () => {
    const result = reconcileSummary(
      summary({
        openingBalanceLkr: null,
        closingBalanceLkr: null,
        totalCreditsLkr: 0,
        totalDebitsLkr: 0,
        totalRefundsLkr: 0,
        netMovementLkr: 0,
      }),
      { startDate: "2019-01-01", endDate: "2019-01-31" },
    );
    expect(result.closingBasis).toBe("no-entries");
    expect(result.closing.isZero()).toBe(true);
    expect(result.balanced).toBe(true);
  });

  it("notices a netMovementLkr that disagrees with the totals", () => {
    const result = reconcileSummary(summary({ netMovementLkr: 225_000.01 }), NOVEMBER_1_TO_22);
    expect(result.balanced).toBe(true);
    expect(result.netMovementAgrees).toBe(false);
  });
});

describe("checkRunningBalances", () => {
  const timeOrder = ledger(1_000, [
    ["CREDIT", 100_000],
    ["DEBIT", 30_000.25],
    ["DEBIT", 12_345.67],
    ["REFUND", 12_345.67],
    ["DEBIT", 0.08],
  ]);

  it("finds no break in a consistent page, oldest or newest first", () => {
    expect(checkRunningBalances(timeOrder, { sortOrder: "asc", typeFiltered: false })).toEqual({
      status: "checked",
      pairs: 4,
      breaks: [],
    });
    expect(
      checkRunningBalances([...timeOrder].reverse(), { sortOrder: "desc", typeFiltered: false }),
    ).toEqual({ status: "checked", pairs: 4, breaks: [] });
  });

  it("flags the entry whose balance does not follow, with what was expected", () => {
    const broken = timeOrder.map((entry) => (entry.id === "e2" ? { ...entry, balanceAfter: 58_600 } : entry));
    const asc = checkRunningBalances(broken, { sortOrder: "asc", typeFiltered: false });
    expect(asc.status).toBe("checked");
    if (asc.status !== "checked") return;
    // e2 does not follow from e1, and e3 no longer follows from e2.
    expect(asc.breaks.map((b) => b.entryId)).toEqual(["e2", "e3"]);
    const [first] = asc.breaks;
    expect(first?.previousEntryId).toBe("e1");
    expect(first?.expected.toFixed(2)).toBe("58654.08");
    expect(first?.actual.toFixed(2)).toBe("58600.00");
    expect(first?.difference.toFixed(2)).toBe("-54.08");

    const desc = checkRunningBalances([...broken].reverse(), { sortOrder: "desc", typeFiltered: false });
    if (desc.status !== "checked") throw new Error("expected a check");
    // Newest first: e3 sits above e2 on the page.
    expect(desc.breaks.map((b) => [b.entryId, b.index])).toEqual([
      ["e3", 1],
      ["e2", 2],
    ]);
  });

  it("treats a debit booked as a credit as a break", () => {
    const wrongSign = timeOrder.map((entry) =>
      entry.id === "e1" ? { ...entry, type: "CREDIT" as const } : entry,
    );
    const result = checkRunningBalances(wrongSign, { sortOrder: "asc", typeFiltered: false });
    if (result.status !== "checked") throw new Error("expected a check");
    expect(result.breaks.map((b) => b.entryId)).toEqual(["e1"]);
  });

  it("does not check a type-filtered page, whose rows are not neighbours in the ledger", () => {
    expect(checkRunningBalances(timeOrder, { sortOrder: "asc", typeFiltered: true })).toEqual({
      status: "not-applicable",
      reason: "type-filter",
    });
  });

  it("has nothing to compare on an empty or one-row page", () => {
    expect(checkRunningBalances([], { sortOrder: "desc", typeFiltered: false })).toEqual({
      status: "checked",
      pairs: 0,
      breaks: [],
    });
    expect(checkRunningBalances(timeOrder.slice(0, 1), { sortOrder: "desc", typeFiltered: false })).toEqual({
      status: "checked",
      pairs: 0,
      breaks: [],
    });
  });

  it("flags exactly the neighbours of one tampered balance in any valid ledger", () => {
    const move = fc.tuple(
      fc.constantFrom<LedgerEntryType>("CREDIT", "DEBIT", "REFUND"),
      fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
    );
    fc.assert(
      fc.property(
        fc.array(move, { minLength: 2, maxLength: 40 }),
        fc.nat(),
        fc.integer({ min: 1, max: 1_000_000 }).map((cents) => cents / 100),
        (moves, pick, delta) => {
          const entries = ledger(0, moves);
          const target = pick % entries.length;
          const tampered = entries.map((entry, index) =>
            index === target
              ? { ...entry, balanceAfter: decimal(entry.balanceAfter).plus(delta).toNumber() }
              : entry,
          );
          const result = checkRunningBalances(tampered, { sortOrder: "asc", typeFiltered: false });
          if (result.status !== "checked") return false;
          const expected = [target, target + 1].filter((i) => i >= 1 && i < entries.length);
          expect(result.breaks.map((b) => b.index)).toEqual(expected);
          return true;
        },
      ),
    );
  });
});
