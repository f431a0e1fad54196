import { addDays } from "@/lib/dates";
import type { IndexFreshness } from "@/lib/figures";
import { type Decimal, decimal, divide, roundLkr, roundUsdt } from "@/lib/money";
import type { ResolvedPeriod } from "./overview";

// The merchant overview's figures, built from the payment index's aggregates (server/index/insights.ts) by
// pure code: sums and ratios in decimal, every figure beside the previous period of the same length. A
// payment belongs to the Colombo day it was created on, as the payments list filters by creation day.

/** Aggregates of one Colombo day and status, over the period and the previous one (SQL's answer). */
export interface DayStatusAggregate {
  day: string;
  status: string;
  count: number;
  /** USDT, decimal string. */
  amount: string;
  /** LKR gross of the payments priced in LKR among those read whole, and how many those are. */
  lkrAmount: string;
  lkrCount: number;
  /** How many of them the console has read whole, so knows how they were priced. */
  readCount: number;
  /** Payments without a branch yet that may be the figures' branch's (branch figures only). */
  unplacedCount: number;
}

/**
 * Paid payments of one branch in the period and in the previous one; `branchId` null with `unplaced` false
 * is "no branch", with `unplaced` true the payments whose branch is not known yet.
 */
export interface BranchAggregate {
  branchId: string | null;
  unplaced?: boolean;
  count: number;
  amount: string;
  previousCount: number;
  previousAmount: string;
}

/**
 * A figure now and in the previous period. `current`/`previous` null: nothing to say (no paid payment to
 * average) or not known (`currentKnown`/`previousKnown` false: the index does not hold every payment of
 * that period yet); `change` is null when either side is. A figure never reads as zero for not knowing.
 */
export interface Compared {
  current: string | null;
  previous: string | null;
  /** Percent change ("12.5", "-40.0"), or for rates the difference in percentage points. */
  change: string | null;
  changeKind: "percent" | "points";
  currentKnown: boolean;
  previousKnown: boolean;
}

export interface DailyFigures {
  day: string;
  /** Whether the index holds every payment of the day (for the branch); when not, the values are null. */
  known: boolean;
  /** Today: the day is not over yet. */
  partial: boolean;
  paidUsdt: string | null;
  /** LKR gross of the paid payments priced in LKR; null until all of the day's paid payments are read whole. */
  paidLkr: string | null;
  paidCount: number | null;
  paidLkrCount: number;
  /** Payments created that day by status (empty when the day is not known). */
  counts: Record<string, number>;
}

export interface StatusComparison {
  status: string;
  current: number | null;
  previous: number | null;
  change: string | null;
}

export interface BranchFigures {
  branchId: string | null;
  /** The payments whose branch is not known yet (branchId null). */
  unplaced: boolean;
  paidUsdt: string;
  paidCount: number;
  previousPaidUsdt: string | null;
  change: string | null;
}

export interface OverviewInsights {
  period: ResolvedPeriod;
  /** The Colombo day the figures were made on: its values so far are not a whole day's. */
  today: string;
  /** The branch the figures are limited to (picked, or the member's own), null for every branch. */
  branchId: string | null;
  branchScoped: boolean;
  daily: DailyFigures[];
  /** USDT paid. */
  paidVolume: Compared;
  /**
   * LKR gross of the paid payments priced in LKR (payments priced in USDT have no LKR amount): known once
   * every paid payment of the period has been read whole; `lkrPriced` of `paid` were priced in LKR, `read`
   * of them have been read.
   */
  paidVolumeLkr: Compared & { lkrPriced: number; read: number; paid: number };
  paidCount: Compared;
  createdCount: Compared;
  /** Paid ÷ (paid + expired + failed), in percent with one decimal; null without any finished payment. */
  conversion: Compared;
  /** USDT per paid payment. */
  averageTicket: Compared;
  byStatus: StatusComparison[];
  /** Paid volume by branch, largest first, at most TOP_BRANCHES; empty while the period is not known. */
  topBranches: BranchFigures[];
  /** How many more branches had paid payments than are listed. */
  moreBranches: number;
  /** What the index does not know of the period yet: days before `freshness.knownFrom`, unplaced payments. */
  coverage: { knownFrom: string | null; unknownDays: number; unplaced: number };
  freshness: IndexFreshness;
}

export const TOP_BRANCHES = 5;

/** Statuses in the order a person reads them; others (a newer service's) follow by name. */
export const OVERVIEW_STATUS_ORDER = ["PAID", "INITIATED", "USER_REVIEW", "EXPIRED", "FAILED"];

/** (current − previous) ÷ previous in percent, one decimal; null when the previous figure is zero or unknown. */
export function percentChange(current: Decimal | null, previous: Decimal | null): string | null {
  if (current === null || previous === null || previous.isZero()) return null;
  return divide(current.minus(previous).times(100), previous).toDecimalPlaces(1).toFixed(1);
}

/** The difference of two percentages in points, one decimal; null when either is unknown. */
export function pointsChange(current: Decimal | null, previous: Decimal | null): string | null {
  if (current === null || previous === null) return null;
  return current.minus(previous).toDecimalPlaces(1).toFixed(1);
}

function compared(
  current: Decimal | null,
  previous: Decimal | null,
  text: (d: Decimal) => string,
  known: { current: boolean; previous: boolean },
  changeKind: "percent" | "points" = "percent",
): Compared {
  const now = known.current ? current : null;
  const before = known.previous ? previous : null;
  return {
    current: now === null ? null : text(now),
    previous: before === null ? null : text(before),
    change: changeKind === "percent" ? percentChange(now, before) : pointsChange(now, before),
    changeKind,
    currentKnown: known.current,
    previousKnown: known.previous,
  };
}

/** Paid ÷ (paid + expired + failed) × 100, one decimal; null when none of them happened. */
export function conversionRate(paid: number, expired: number, failed: number): Decimal | null {
  const finished = paid + expired + failed;
  if (finished === 0) return null;
  return divide(paid * 100, finished).toDecimalPlaces(1);
}

/** Paid volume ÷ paid count, to USDT's 6 places; null without paid payments. */
export function averageTicket(volume: Decimal, count: number): Decimal | null {
  return count === 0 ? null : roundUsdt(divide(volume, count));
}

interface Totals {
  byStatus: Map<string, number>;
  paidUsdt: Decimal;
  paidLkr: Decimal;
  paidLkrCount: number;
  paidRead: number;
  created: number;
  /** Days of the period the index does not hold whole. */
  unknownDays: number;
  unplaced: number;
}

function emptyTotals(): Totals {
  return {
    byStatus: new Map(),
    paidUsdt: decimal(0),
    paidLkr: decimal(0),
    paidLkrCount: 0,
    paidRead: 0,
    created: 0,
    unknownDays: 0,
    unplaced: 0,
  };
}

function statusRank(status: string): number {
  const index = OVERVIEW_STATUS_ORDER.indexOf(status);
  return index === -1 ? OVERVIEW_STATUS_ORDER.length : index;
}

interface DayTotals {
  counts: Record<string, number>;
  paidCount: number;
  usdt: Decimal;
  lkr: Decimal;
  lkrCount: number;
  read: number;
  unplaced: number;
}

/**
 * The overview's figures for `period` from the index's aggregates. A day the index holds whole and without
 * payments counts as zero; a day it does not hold whole (before `knownFrom`, or with payments that may be
 * the branch's but are not placed yet) has no value, and a period with such a day has no total.
 */
export function buildOverviewInsights(
  period: ResolvedPeriod,
  dayRows: readonly DayStatusAggregate[],
  branchRows: readonly BranchAggregate[],
  context: {
    branchId: string | null;
    branchScoped: boolean;
    freshness: IndexFreshness;
    /** The Colombo day it is now. */
    today: string;
  },
): OverviewInsights {
  const knownFrom = context.freshness.knownFrom;
  const byDay = new Map<string, DayTotals>();
  for (const row of dayRows) {
    const d = byDay.get(row.day) ?? {
      counts: {},
      paidCount: 0,
      usdt: decimal(0),
      lkr: decimal(0),
      lkrCount: 0,
      read: 0,
      unplaced: 0,
    };
    d.unplaced += row.unplacedCount;
    if (row.count > 0) d.counts[row.status] = (d.counts[row.status] ?? 0) + row.count;
    if (row.status === "PAID") {
      d.paidCount += row.count;
      d.usdt = d.usdt.plus(decimal(row.amount));
      d.lkr = d.lkr.plus(decimal(row.lkrAmount));
      d.lkrCount += row.lkrCount;
      d.read += row.readCount;
    }
    byDay.set(row.day, d);
  }
  const dayKnown = (day: string) =>
    knownFrom !== null && day >= knownFrom && (byDay.get(day)?.unplaced ?? 0) === 0;

  const totalsOf = (from: string, to: string): Totals => {
    const totals = emptyTotals();
    for (let day = from; day <= to; day = addDays(day, 1)) {
      const d = byDay.get(day);
      if (!dayKnown(day)) totals.unknownDays += 1;
      if (!d) continue;
      totals.unplaced += d.unplaced;
      for (const [status, n] of Object.entries(d.counts)) {
        totals.byStatus.set(status, (totals.byStatus.get(status) ?? 0) + n);
        totals.created += n;
      }
      totals.paidUsdt = totals.paidUsdt.plus(d.usdt);
      totals.paidLkr = totals.paidLkr.plus(d.lkr);
      totals.paidLkrCount += d.lkrCount;
      totals.paidRead += d.read;
    }
    return totals;
  };
  const current = totalsOf(period.from, period.to);
  const previous = totalsOf(period.previousFrom, period.previousTo);
  const known = { current: current.unknownDays === 0, previous: previous.unknownDays === 0 };

  const usdt = (d: Decimal) => roundUsdt(d).toFixed();
  const lkr = (d: Decimal) => roundLkr(d).toFixed();
  const whole = (d: Decimal) => d.toFixed(0);
  const pct = (d: Decimal) => d.toFixed(1);
  const count = (t: Totals, status: string) => t.byStatus.get(status) ?? 0;

  const daily: DailyFigures[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    const d = byDay.get(day);
    const isKnown = dayKnown(day);
    const paidCount = d?.paidCount ?? 0;
    daily.push({
      day,
      known: isKnown,
      partial: day === context.today,
      paidUsdt: isKnown ? usdt(d?.usdt ?? decimal(0)) : null,
      paidLkr: isKnown && (d?.read ?? 0) === paidCount ? lkr(d?.lkr ?? decimal(0)) : null,
      paidCount: isKnown ? paidCount : null,
      paidLkrCount: d?.lkrCount ?? 0,
      counts: isKnown ? (d?.counts ?? {}) : {},
    });
  }

  const statuses = [...new Set([...current.byStatus.keys(), ...previous.byStatus.keys()])].sort(
    (a, b) => statusRank(a) - statusRank(b) || a.localeCompare(b),
  );
  const ranked = known.current
    ? [...branchRows]
        .filter((b) => b.count > 0)
        .sort(
          (a, b) =>
            decimal(b.amount).cmp(decimal(a.amount)) ||
            b.count - a.count ||
            (a.branchId ?? "").localeCompare(b.branchId ?? ""),
        )
    : [];

  const conversionOf = (t: Totals) =>
    conversionRate(count(t, "PAID"), count(t, "EXPIRED"), count(t, "FAILED"));
  const paidOf = (t: Totals) => count(t, "PAID");
  const lkrKnown = {
    current: known.current && current.paidRead === paidOf(current),
    previous: known.previous && previous.paidRead === paidOf(previous),
  };
  return {
    period,
    today: context.today,
    branchId: context.branchId,
    branchScoped: context.branchScoped,
    daily,
    paidVolume: compared(current.paidUsdt, previous.paidUsdt, usdt, known),
    paidVolumeLkr: {
      ...compared(current.paidLkr, previous.paidLkr, lkr, lkrKnown),
      lkrPriced: current.paidLkrCount,
      read: current.paidRead,
      paid: paidOf(current),
    },
    paidCount: compared(decimal(paidOf(current)), decimal(paidOf(previous)), whole, known),
    createdCount: compared(decimal(current.created), decimal(previous.created), whole, known),
    conversion: compared(conversionOf(current), conversionOf(previous), pct, known, "points"),
    averageTicket: compared(
      averageTicket(current.paidUsdt, paidOf(current)),
      averageTicket(previous.paidUsdt, paidOf(previous)),
      usdt,
      known,
    ),
    byStatus: statuses.map((status) => {
      const now = known.current ? count(current, status) : null;
      const before = known.previous ? count(previous, status) : null;
      return {
        status,
        current: now,
        previous: before,
        change: percentChange(now === null ? null : decimal(now), before === null ? null : decimal(before)),
      };
    }),
    topBranches: ranked.slice(0, TOP_BRANCHES).map((b) => ({
      branchId: b.branchId,
      unplaced: b.unplaced === true,
      paidUsdt: usdt(decimal(b.amount)),
      paidCount: b.count,
      previousPaidUsdt: known.previous ? usdt(decimal(b.previousAmount)) : null,
      change: known.previous ? percentChange(decimal(b.amount), decimal(b.previousAmount)) : null,
    })),
    moreBranches: Math.max(0, ranked.length - TOP_BRANCHES),
    coverage: { knownFrom, unknownDays: current.unknownDays, unplaced: current.unplaced },
    freshness: context.freshness,
  };
}
