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
  /** LKR of the payments whose LKR amount the index knows, and how many those are. */
  lkrAmount: string;
  lkrCount: number;
}

/** Paid payments of one branch (null: no branch) in the period and in the previous one. */
export interface BranchAggregate {
  branchId: string | null;
  count: number;
  amount: string;
  previousCount: number;
  previousAmount: string;
}

/** A figure now and in the previous period; `change` is null when there is nothing to compare with. */
export interface Compared {
  current: string | null;
  previous: string | null;
  /** Percent change ("12.5", "-40.0"), or for rates the difference in percentage points. */
  change: string | null;
  changeKind: "percent" | "points";
}

export interface DailyFigures {
  day: string;
  paidUsdt: string;
  paidLkr: string;
  paidCount: number;
  paidLkrCount: number;
  /** Payments created that day by status. */
  counts: Record<string, number>;
}

export interface StatusComparison {
  status: string;
  current: number;
  previous: number;
  change: string | null;
}

export interface BranchFigures {
  branchId: string | null;
  paidUsdt: string;
  paidCount: number;
  previousPaidUsdt: string;
  change: string | null;
}

export interface OverviewInsights {
  period: ResolvedPeriod;
  /** The branch the figures are limited to (picked, or the member's own), null for every branch. */
  branchId: string | null;
  branchScoped: boolean;
  daily: DailyFigures[];
  /** USDT paid. */
  paidVolume: Compared;
  /** LKR paid, of the payments whose LKR amount the index knows (`known` of `paidCount`). */
  paidVolumeLkr: Compared & { known: number; previousKnown: number };
  paidCount: Compared;
  createdCount: Compared;
  /** Paid ÷ (paid + expired + failed), in percent with one decimal; null without any finished payment. */
  conversion: Compared;
  /** USDT per paid payment. */
  averageTicket: Compared;
  byStatus: StatusComparison[];
  /** Paid volume by branch, largest first, at most TOP_BRANCHES. */
  topBranches: BranchFigures[];
  /** How many more branches had paid payments than are listed. */
  moreBranches: number;
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
  changeKind: "percent" | "points" = "percent",
): Compared {
  return {
    current: current === null ? null : text(current),
    previous: previous === null ? null : text(previous),
    change: changeKind === "percent" ? percentChange(current, previous) : pointsChange(current, previous),
    changeKind,
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
  created: number;
}

function emptyTotals(): Totals {
  return { byStatus: new Map(), paidUsdt: decimal(0), paidLkr: decimal(0), paidLkrCount: 0, created: 0 };
}

function statusRank(status: string): number {
  const index = OVERVIEW_STATUS_ORDER.indexOf(status);
  return index === -1 ? OVERVIEW_STATUS_ORDER.length : index;
}

/** The overview's figures for `period` from the index's aggregates; days without payments count as zero. */
export function buildOverviewInsights(
  period: ResolvedPeriod,
  dayRows: readonly DayStatusAggregate[],
  branchRows: readonly BranchAggregate[],
  context: { branchId: string | null; branchScoped: boolean; freshness: IndexFreshness },
): OverviewInsights {
  const current = emptyTotals();
  const previous = emptyTotals();
  const days = new Map<string, DailyFigures & { usdt: Decimal; lkr: Decimal }>();
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) {
    days.set(day, {
      day,
      paidUsdt: "0",
      paidLkr: "0",
      paidCount: 0,
      paidLkrCount: 0,
      counts: {},
      usdt: decimal(0),
      lkr: decimal(0),
    });
  }
  for (const row of dayRows) {
    const inCurrent = row.day >= period.from && row.day <= period.to;
    const inPrevious = row.day >= period.previousFrom && row.day <= period.previousTo;
    if (!inCurrent && !inPrevious) continue;
    const totals = inCurrent ? current : previous;
    totals.byStatus.set(row.status, (totals.byStatus.get(row.status) ?? 0) + row.count);
    totals.created += row.count;
    if (row.status === "PAID") {
      totals.paidUsdt = totals.paidUsdt.plus(decimal(row.amount));
      totals.paidLkr = totals.paidLkr.plus(decimal(row.lkrAmount));
      totals.paidLkrCount += row.lkrCount;
    }
    const daily = inCurrent ? days.get(row.day) : undefined;
    if (daily) {
      daily.counts[row.status] = (daily.counts[row.status] ?? 0) + row.count;
      if (row.status === "PAID") {
        daily.paidCount += row.count;
        daily.usdt = daily.usdt.plus(decimal(row.amount));
        daily.lkr = daily.lkr.plus(decimal(row.lkrAmount));
        daily.paidLkrCount += row.lkrCount;
      }
    }
  }
  const count = (t: Totals, status: string) => t.byStatus.get(status) ?? 0;
  const usdt = (d: Decimal) => roundUsdt(d).toFixed();
  const lkr = (d: Decimal) => roundLkr(d).toFixed();
  const whole = (d: Decimal) => d.toFixed(0);
  const pct = (d: Decimal) => d.toFixed(1);

  const statuses = [...new Set([...current.byStatus.keys(), ...previous.byStatus.keys()])].sort(
    (a, b) => statusRank(a) - statusRank(b) || a.localeCompare(b),
  );
  const ranked = [...branchRows]
    .filter((b) => b.count > 0)
    .sort(
      (a, b) =>
        decimal(b.amount).cmp(decimal(a.amount)) ||
        b.count - a.count ||
        (a.branchId ?? "").localeCompare(b.branchId ?? ""),
    );

  const conversionOf = (t: Totals) =>
    conversionRate(count(t, "PAID"), count(t, "EXPIRED"), count(t, "FAILED"));
  return {
    period,
    branchId: context.branchId,
    branchScoped: context.branchScoped,
    daily: [...days.values()].map(({ usdt: u, lkr: l, ...d }) => ({
      ...d,
      paidUsdt: usdt(u),
      paidLkr: lkr(l),
    })),
    paidVolume: compared(current.paidUsdt, previous.paidUsdt, usdt),
    paidVolumeLkr: {
      ...compared(
        current.paidLkrCount > 0 ? current.paidLkr : null,
        previous.paidLkrCount > 0 ? previous.paidLkr : null,
        lkr,
      ),
      known: current.paidLkrCount,
      previousKnown: previous.paidLkrCount,
    },
    paidCount: compared(decimal(count(current, "PAID")), decimal(count(previous, "PAID")), whole),
    createdCount: compared(decimal(current.created), decimal(previous.created), whole),
    conversion: compared(conversionOf(current), conversionOf(previous), pct, "points"),
    averageTicket: compared(
      averageTicket(current.paidUsdt, count(current, "PAID")),
      averageTicket(previous.paidUsdt, count(previous, "PAID")),
      usdt,
    ),
    byStatus: statuses.map((status) => ({
      status,
      current: count(current, status),
      previous: count(previous, status),
      change: percentChange(decimal(count(current, status)), decimal(count(previous, status))),
    })),
    topBranches: ranked.slice(0, TOP_BRANCHES).map((b) => ({
      branchId: b.branchId,
      paidUsdt: usdt(decimal(b.amount)),
      paidCount: b.count,
      previousPaidUsdt: usdt(decimal(b.previousAmount)),
      change: percentChange(decimal(b.amount), decimal(b.previousAmount)),
    })),
    moreBranches: Math.max(0, ranked.length - TOP_BRANCHES),
    freshness: context.freshness,
  };
}
