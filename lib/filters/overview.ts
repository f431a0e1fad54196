import { createLoader, createSerializer, type inferParserType, parseAsStringLiteral } from "nuqs/server";
import { addDays, colomboDate } from "@/lib/dates";
import { parseAsDay, parseAsUuid } from "./parsers";

// The merchant overview's period and branch, as URL parameters: `?period=30d`, `?period=custom&from=…&to=…`,
// `&branch=<id>`. The period resolves to Colombo days, with the previous period of the same length before it.

export const overviewPeriods = ["today", "7d", "30d", "90d", "custom"] as const;
export type OverviewPeriod = (typeof overviewPeriods)[number];
export const DEFAULT_OVERVIEW_PERIOD: OverviewPeriod = "7d";

/** The longest custom period: a year and a day, so a leap year fits. */
export const MAX_OVERVIEW_DAYS = 366;

export const overviewFilterParsers = {
  period: parseAsStringLiteral(overviewPeriods),
  from: parseAsDay,
  to: parseAsDay,
  branch: parseAsUuid,
};

export type OverviewFilters = inferParserType<typeof overviewFilterParsers>;

export const loadOverviewFilters = createLoader(overviewFilterParsers);
export const serializeOverviewFilters = createSerializer(overviewFilterParsers);

export const PERIOD_LABELS: Record<OverviewPeriod, string> = {
  today: "Today",
  "7d": "7 days",
  "30d": "30 days",
  "90d": "90 days",
  custom: "Custom",
};

const PRESET_DAYS: Record<Exclude<OverviewPeriod, "custom">, number> = {
  today: 1,
  "7d": 7,
  "30d": 30,
  "90d": 90,
};

export interface ResolvedPeriod {
  period: OverviewPeriod;
  /** Colombo days, inclusive. */
  from: string;
  to: string;
  days: number;
  /** The same number of days just before `from`. */
  previousFrom: string;
  previousTo: string;
}

/** Whole days from `from` to `to`, both included ("2026-11-20" to "2026-11-26" is 7). */
export function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function withPrevious(period: OverviewPeriod, from: string, to: string): ResolvedPeriod {
  const days = dayCount(from, to);
  return { period, from, to, days, previousFrom: addDays(from, -days), previousTo: addDays(from, -1) };
}

/**
 * Why a custom period cannot be shown, in words; null when it can. Days after today are allowed (they are
 * simply empty); a period longer than a year is not.
 */
export function customPeriodProblem(from: string | null, to: string | null): string | null {
  if (!from || !to) return "Choose both a first and a last day.";
  if (to < from) return "The last day is before the first day.";
  if (dayCount(from, to) > MAX_OVERVIEW_DAYS) return `Choose at most ${MAX_OVERVIEW_DAYS} days.`;
  return null;
}

/**
 * The period the filters name, ending today for the presets. A custom period that is incomplete or invalid
 * falls back to the default (the picker shows why); no period given is the default.
 */
export function resolveOverviewPeriod(
  filters: Pick<OverviewFilters, "period" | "from" | "to">,
  now: Date,
): ResolvedPeriod {
  const today = colomboDate(now);
  const period = filters.period ?? DEFAULT_OVERVIEW_PERIOD;
  if (period === "custom") {
    if (customPeriodProblem(filters.from, filters.to) === null)
      return withPrevious("custom", filters.from as string, filters.to as string);
    return resolveOverviewPeriod({ period: DEFAULT_OVERVIEW_PERIOD, from: null, to: null }, now);
  }
  const days = PRESET_DAYS[period];
  return withPrevious(period, addDays(today, -(days - 1)), today);
}

/** "Today", "Last 7 days", "20 Nov – 26 Nov 2026": the period as a heading reads it. */
export function periodDescription(resolved: ResolvedPeriod, formatDay: (day: string) => string): string {
  if (resolved.period === "today") return "Today";
  if (resolved.period !== "custom") return `Last ${resolved.days} days`;
  return resolved.from === resolved.to
    ? formatDay(resolved.from)
    : `${formatDay(resolved.from)} – ${formatDay(resolved.to)}`;
}

/** "the previous 7 days", "yesterday": what every figure is compared with. */
export function previousDescription(resolved: ResolvedPeriod): string {
  return resolved.days === 1 ? "the day before" : `the previous ${resolved.days} days`;
}
