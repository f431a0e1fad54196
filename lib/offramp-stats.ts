import { colomboDate } from "@/lib/dates";
import { type DayWindow, daysOf } from "@/lib/float-series";
import { type Decimal, decimal, roundLkr } from "@/lib/money";
import type { OfframpReportItem } from "@/lib/payments-api/offramp";
import { offrampStatuses } from "@/lib/payments-api/values";

// The offramp report's charts, from the rows of every page of its window. Pure and decimal-only.

export type OfframpRowFacts = Pick<
  OfframpReportItem,
  "status" | "amountUsdt" | "amountLkr" | "rateUsdtLkr" | "failureReason" | "createdAt" | "completedAt"
>;

export const OFFRAMP_STATUSES = offrampStatuses;
export type KnownOfframpStatus = (typeof OFFRAMP_STATUSES)[number];

/** One Colombo day (of creation) of payouts: LKR volume and count per status. */
export interface OfframpDay {
  day: string;
  /** LKR, two decimals, per status; a status the console does not know counts under none of them. */
  volumeLkr: Record<KnownOfframpStatus, string>;
  count: Record<KnownOfframpStatus, number>;
}

const lkr = (value: Decimal) => roundLkr(value).toFixed(2);
const isKnown = (status: string): status is KnownOfframpStatus =>
  (OFFRAMP_STATUSES as readonly string[]).includes(status);

/** Payout volume (LKR) per day of creation and status, over every day of `window`. */
export function offrampVolumeByDay(rows: readonly OfframpRowFacts[], window: DayWindow): OfframpDay[] {
  const sums = new Map<string, Record<KnownOfframpStatus, Decimal>>();
  const counts = new Map<string, Record<KnownOfframpStatus, number>>();
  for (const row of rows) {
    if (!isKnown(row.status)) continue;
    const day = colomboDate(new Date(row.createdAt));
    const sum = sums.get(day) ?? {
      PENDING: decimal(0),
      PROCESSING: decimal(0),
      COMPLETED: decimal(0),
      FAILED: decimal(0),
    };
    const count = counts.get(day) ?? { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0 };
    sum[row.status] = sum[row.status].plus(decimal(row.amountLkr));
    count[row.status] += 1;
    sums.set(day, sum);
    counts.set(day, count);
  }
  return daysOf(window).map((day) => {
    const sum = sums.get(day);
    return {
      day,
      volumeLkr: {
        PENDING: lkr(sum?.PENDING ?? decimal(0)),
        PROCESSING: lkr(sum?.PROCESSING ?? decimal(0)),
        COMPLETED: lkr(sum?.COMPLETED ?? decimal(0)),
        FAILED: lkr(sum?.FAILED ?? decimal(0)),
      },
      count: counts.get(day) ?? { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0 },
    };
  });
}

export interface SuccessRate {
  completed: number;
  failed: number;
  /** completed ÷ (completed + failed) as a percentage with one decimal ("96.4"); null when neither happened. */
  percent: string | null;
}

/** Completed out of the payouts that reached an end (completed + failed); pending and processing wait. */
export function offrampSuccessRate(rows: readonly OfframpRowFacts[]): SuccessRate {
  const completed = rows.filter((row) => row.status === "COMPLETED").length;
  const failed = rows.filter((row) => row.status === "FAILED").length;
  const ended = completed + failed;
  return {
    completed,
    failed,
    percent: ended === 0 ? null : decimal(completed).times(100).div(ended).toDecimalPlaces(1).toFixed(1),
  };
}

export interface CompletionTimes {
  /** How many completed payouts the figures come from. */
  count: number;
  /** Milliseconds from creation to completion; null without completed payouts. */
  medianMs: number | null;
  p95Ms: number | null;
}

/** The q-quantile of sorted values by the nearest-rank method (a value that occurred, never an average). */
export function nearestRank(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.max(1, Math.ceil(q * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1] ?? null;
}

/** Time from creation to completion of the completed payouts: median and 95th percentile (nearest rank). */
export function offrampCompletionTimes(rows: readonly OfframpRowFacts[]): CompletionTimes {
  const durations = rows
    .filter((row) => row.status === "COMPLETED" && row.completedAt !== null)
    .map((row) => Date.parse(row.completedAt as string) - Date.parse(row.createdAt))
    .filter((ms) => Number.isFinite(ms) && ms >= 0)
    .sort((a, b) => a - b);
  return {
    count: durations.length,
    medianMs: nearestRank(durations, 0.5),
    p95Ms: nearestRank(durations, 0.95),
  };
}

/** "45 s", "12 min", "3 h 5 min", "2 d 4 h": a duration as a person reads it. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.round(ms / 60_000);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 === 0 ? `${hours} h` : `${hours} h ${minutes % 60} min`;
  const days = Math.floor(hours / 24);
  return hours % 24 === 0 ? `${days} d` : `${days} d ${hours % 24} h`;
}

export interface RateDay {
  day: string;
  /** LKR per USDT, weighted by each payout's USDT amount, 4 decimals; null on a day without payouts. */
  rate: string | null;
  /** USDT the day's rate is weighted over. */
  amountUsdt: string;
}

const RATE_DECIMALS = 4;

function weightedRate(rows: readonly OfframpRowFacts[]): { rate: string | null; usdt: Decimal } {
  let usdt = decimal(0);
  let weighted = decimal(0);
  for (const row of rows) {
    const amount = decimal(row.amountUsdt);
    usdt = usdt.plus(amount);
    weighted = weighted.plus(amount.times(decimal(row.rateUsdtLkr)));
  }
  return {
    rate: usdt.isZero() ? null : weighted.div(usdt).toDecimalPlaces(RATE_DECIMALS).toFixed(RATE_DECIMALS),
    usdt,
  };
}

/**
 * The effective USDT/LKR rate per day: Σ(rate × USDT) ÷ Σ USDT over the day's payouts, so a large payout
 * weighs more than a small one. Failed payouts moved no money and are left out.
 */
export function offrampRateByDay(rows: readonly OfframpRowFacts[], window: DayWindow): RateDay[] {
  const moved = rows.filter((row) => row.status !== "FAILED");
  const byDay = new Map<string, OfframpRowFacts[]>();
  for (const row of moved) {
    const day = colomboDate(new Date(row.createdAt));
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  return daysOf(window).map((day) => {
    const { rate, usdt } = weightedRate(byDay.get(day) ?? []);
    return { day, rate, amountUsdt: usdt.toFixed(6) };
  });
}

/** The window's effective rate over every payout that moved money. */
export function offrampWindowRate(rows: readonly OfframpRowFacts[]): string | null {
  return weightedRate(rows.filter((row) => row.status !== "FAILED")).rate;
}

export interface FailureReason {
  reason: string;
  count: number;
  amountLkr: string;
}

export const NO_REASON = "No reason given";

/** The failed payouts' reasons, most frequent first (then by amount, then by name), at most `limit`. */
export function topFailureReasons(rows: readonly OfframpRowFacts[], limit = 5): FailureReason[] {
  const reasons = new Map<string, { count: number; amount: Decimal }>();
  for (const row of rows) {
    if (row.status !== "FAILED") continue;
    const reason = row.failureReason?.trim() || NO_REASON;
    const seen = reasons.get(reason) ?? { count: 0, amount: decimal(0) };
    reasons.set(reason, { count: seen.count + 1, amount: seen.amount.plus(decimal(row.amountLkr)) });
  }
  return [...reasons.entries()]
    .sort(
      ([nameA, a], [nameB, b]) =>
        b.count - a.count || b.amount.comparedTo(a.amount) || nameA.localeCompare(nameB),
    )
    .slice(0, limit)
    .map(([reason, { count, amount }]) => ({ reason, count, amountLkr: lkr(amount) }));
}

/** The window's volume and count per status, from its days. */
export function offrampVolumeTotals(days: readonly OfframpDay[]): {
  volumeLkr: Record<KnownOfframpStatus, string>;
  count: Record<KnownOfframpStatus, number>;
} {
  const volumeLkr = {} as Record<KnownOfframpStatus, string>;
  const count = {} as Record<KnownOfframpStatus, number>;
  for (const status of OFFRAMP_STATUSES) {
    volumeLkr[status] = lkr(days.reduce((sum, day) => sum.plus(day.volumeLkr[status]), decimal(0)));
    count[status] = days.reduce((sum, day) => sum + day.count[status], 0);
  }
  return { volumeLkr, count };
}
