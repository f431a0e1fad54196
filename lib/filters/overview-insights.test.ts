import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import type { ResolvedPeriod } from "./overview";
import {
  averageTicket,
  type BranchAggregate,
  buildOverviewInsights,
  conversionRate,
  type DayStatusAggregate,
  percentChange,
  pointsChange,
} from "./overview-insights";

const period: ResolvedPeriod = {
  period: "custom",
  from: "2026-11-20",
  to: "2026-11-22",
  days: 3,
  previousFrom: "2026-11-17",
  previousTo: "2026-11-19",
};
const freshness = {
  updatedAt: null,
  backfill: { done: true, pagesRead: 1, totalPages: 1, startedAt: null },
  lastError: null,
  knownFrom: "2026-08-01",
  branchesKnownBefore: null,
};
const ctx = { branchId: null, branchScoped: false, freshness, today: "2026-11-25" };

function day(
  d: string,
  status: string,
  count: number,
  amount: string,
  lkrAmount = "0",
  lkrCount = 0,
  extra: { readCount?: number; unplacedCount?: number } = {},
): DayStatusAggregate {
  return {
    day: d,
    status,
    count,
    amount,
    lkrAmount,
    lkrCount,
    readCount: extra.readCount ?? count,
    unplacedCount: extra.unplacedCount ?? 0,
  };
}

describe("figure arithmetic", () => {
  it("changes in percent, none from zero", () => {
    expect(percentChange(decimal(150), decimal(100))).toBe("50.0");
    expect(percentChange(decimal(0), decimal(3))).toBe("-100.0");
    expect(percentChange(decimal(1), decimal(3))).toBe("-66.7");
    expect(percentChange(decimal(5), decimal(0))).toBeNull();
    expect(percentChange(null, decimal(1))).toBeNull();
  });

  it("changes of a rate in points", () => {
    expect(pointsChange(decimal("62.5"), decimal("50.0"))).toBe("12.5");
    expect(pointsChange(decimal("40"), null)).toBeNull();
  });

  it("conversion is paid of paid + expired + failed, open payments aside", () => {
    expect(conversionRate(2, 1, 0)?.toFixed(1)).toBe("66.7");
    expect(conversionRate(0, 0, 0)).toBeNull();
    expect(conversionRate(0, 2, 1)?.toFixed(1)).toBe("0.0");
  });

  it("average ticket to USDT's six places, none without paid payments", () => {
    expect(averageTicket(decimal("10"), 3)?.toFixed()).toBe("3.333333");
    expect(averageTicket(decimal("0.000002"), 3)?.toFixed()).toBe("0.000001");
    expect(averageTicket(decimal(0), 0)).toBeNull();
  });
});

describe("buildOverviewInsights", () => {
  const rows = [
    day("2026-11-20", "PAID", 2, "0.1", "30.05", 1),
    day("2026-11-22", "PAID", 1, "0.2", "60", 1),
    day("2026-11-22", "EXPIRED", 1, "5"),
    day("2026-11-21", "INITIATED", 3, "9"),
    day("2026-11-21", "SOMETHING_NEW", 1, "1"),
    day("2026-11-18", "PAID", 1, "0.1"),
    day("2026-11-18", "FAILED", 1, "1"),
    // Outside both periods: ignored.
    day("2026-11-16", "PAID", 9, "900"),
    day("2026-11-23", "PAID", 9, "900"),
  ];
  const branches: BranchAggregate[] = [
    { branchId: "b-small", count: 1, amount: "0.05", previousCount: 0, previousAmount: "0" },
    { branchId: null, count: 1, amount: "0.2", previousCount: 1, previousAmount: "0.1" },
    { branchId: "b-big", count: 1, amount: "0.05", previousCount: 1, previousAmount: "1" },
    { branchId: "b-none-now", count: 0, amount: "0", previousCount: 1, previousAmount: "4" },
  ];
  const insights = buildOverviewInsights(period, rows, branches, ctx);

  it("sums money exactly and compares with the previous period", () => {
    expect(insights.paidVolume).toEqual({
      current: "0.3",
      previous: "0.1",
      change: "200.0",
      changeKind: "percent",
      currentKnown: true,
      previousKnown: true,
    });
    expect(insights.paidCount).toMatchObject({ current: "3", previous: "1", change: "200.0" });
    expect(insights.createdCount).toMatchObject({ current: "8", previous: "2", change: "300.0" });
    expect(insights.averageTicket).toMatchObject({ current: "0.1", previous: "0.1", change: "0.0" });
    expect(insights.conversion).toEqual({
      current: "75.0",
      previous: "50.0",
      change: "25.0",
      changeKind: "points",
      currentKnown: true,
      previousKnown: true,
    });
  });

  it("gives the LKR of the payments priced in LKR, once every paid payment was read whole", () => {
    expect(insights.paidVolumeLkr).toEqual({
      current: "90.05",
      previous: "0",
      change: null,
      changeKind: "percent",
      currentKnown: true,
      previousKnown: true,
      lkrPriced: 2,
      read: 3,
      paid: 3,
    });
  });

  it("has every day of the period, quiet ones at zero", () => {
    const known = { known: true, partial: false };
    expect(insights.daily).toEqual([
      {
        day: "2026-11-20",
        ...known,
        paidUsdt: "0.1",
        paidLkr: "30.05",
        paidCount: 2,
        paidLkrCount: 1,
        counts: { PAID: 2 },
      },
      {
        day: "2026-11-21",
        ...known,
        paidUsdt: "0",
        paidLkr: "0",
        paidCount: 0,
        paidLkrCount: 0,
        counts: { INITIATED: 3, SOMETHING_NEW: 1 },
      },
      {
        day: "2026-11-22",
        ...known,
        paidUsdt: "0.2",
        paidLkr: "60",
        paidCount: 1,
        paidLkrCount: 1,
        counts: { PAID: 1, EXPIRED: 1 },
      },
    ]);
  });

  it("lists statuses in reading order, unknown ones last, each against the previous period", () => {
    expect(insights.byStatus).toEqual([
      { status: "PAID", current: 3, previous: 1, change: "200.0" },
      { status: "INITIATED", current: 3, previous: 0, change: null },
      { status: "EXPIRED", current: 1, previous: 0, change: null },
      { status: "FAILED", current: 0, previous: 1, change: "-100.0" },
      { status: "SOMETHING_NEW", current: 1, previous: 0, change: null },
    ]);
  });

  it("ranks branches by paid volume, leaving out those with nothing paid now", () => {
    expect(insights.topBranches.map((b) => [b.branchId, b.paidUsdt, b.change])).toEqual([
      [null, "0.2", "100.0"],
      ["b-big", "0.05", "-95.0"],
      ["b-small", "0.05", null],
    ]);
    expect(insights.moreBranches).toBe(0);
  });

  it("counts the branches past the top five", () => {
    const many = Array.from({ length: 8 }, (_, i) => ({
      branchId: `b${i}`,
      count: 1,
      amount: String(i + 1),
      previousCount: 0,
      previousAmount: "0",
    }));
    const result = buildOverviewInsights(period, [], many, ctx);
    expect(result.topBranches.map((b) => b.branchId)).toEqual(["b7", "b6", "b5", "b4", "b3"]);
    expect(result.moreBranches).toBe(3);
  });

  it("never reads a day the index does not hold as zero: before the backfill's reach, the day has no value", () => {
    // The index holds every payment from 21 Nov on: 20 Nov and the whole previous period are unknown.
    const partial = buildOverviewInsights(period, rows, branches, {
      ...ctx,
      freshness: { ...freshness, knownFrom: "2026-11-21", backfill: { ...freshness.backfill, done: false } },
    });
    expect(partial.daily.map((d) => [d.day, d.known, d.paidUsdt, d.paidLkr, d.paidCount])).toEqual([
      ["2026-11-20", false, null, null, null],
      ["2026-11-21", true, "0", "0", 0],
      ["2026-11-22", true, "0.2", "60", 1],
    ]);
    for (const figure of [partial.paidVolume, partial.paidCount, partial.createdCount, partial.averageTicket])
      expect(figure).toMatchObject({ current: null, currentKnown: false, change: null });
    expect(partial.paidVolumeLkr).toMatchObject({ current: null, currentKnown: false });
    expect(partial.byStatus.every((s) => s.current === null && s.previous === null)).toBe(true);
    expect(partial.topBranches).toEqual([]);
    expect(partial.coverage).toEqual({ knownFrom: "2026-11-21", unknownDays: 1, unplaced: 0 });
    // Nothing read yet: nothing known.
    const none = buildOverviewInsights(period, [], [], {
      ...ctx,
      freshness: { ...freshness, knownFrom: null },
    });
    expect(none.paidVolume).toMatchObject({ current: null, currentKnown: false, previousKnown: false });
    expect(none.daily.every((d) => d.paidUsdt === null)).toBe(true);
  });

  it("leaves the LKR of a day unknown until each of its paid payments was read whole", () => {
    const unread = buildOverviewInsights(
      period,
      [
        day("2026-11-20", "PAID", 3, "3", "300", 1, { readCount: 1 }),
        day("2026-11-22", "PAID", 1, "1", "0", 0),
      ],
      [],
      ctx,
    );
    expect(unread.daily.map((d) => d.paidLkr)).toEqual([null, "0", "0"]);
    expect(unread.paidVolumeLkr).toMatchObject({ current: null, currentKnown: false, read: 2, paid: 4 });
    expect(unread.paidVolume).toMatchObject({ current: "4", currentKnown: true });
  });

  it("leaves a branch's day unknown while payments that may be the branch's are not placed yet", () => {
    const placing = buildOverviewInsights(
      period,
      [day("2026-11-22", "PAID", 1, "1"), day("2026-11-22", "EXPIRED", 0, "0", "0", 0, { unplacedCount: 2 })],
      [],
      { ...ctx, branchId: "b-1", branchScoped: true },
    );
    expect(placing.daily.map((d) => d.known)).toEqual([true, true, false]);
    expect(placing.paidVolume).toMatchObject({ current: null, currentKnown: false });
    expect(placing.coverage.unplaced).toBe(2);
  });

  it("marks today as a day still running", () => {
    const today = buildOverviewInsights(period, rows, branches, { ...ctx, today: "2026-11-22" });
    expect(today.daily.map((d) => d.partial)).toEqual([false, false, true]);
  });

  it("answers an empty index with zeros and nothing to compare", () => {
    const empty = buildOverviewInsights(period, [], [], ctx);
    expect(empty.paidVolume).toMatchObject({ current: "0", previous: "0", change: null });
    expect(empty.conversion).toMatchObject({ current: null, previous: null, change: null });
    expect(empty.averageTicket).toMatchObject({ current: null, change: null });
    expect(empty.daily).toHaveLength(3);
    expect(empty.byStatus).toEqual([]);
  });
});
