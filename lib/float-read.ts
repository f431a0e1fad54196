import { addDays, DAY_WORDS, isDateOnly } from "@/lib/dates";
import type { Runway } from "@/lib/float-runway";
import type { LedgerRowFacts } from "@/lib/float-series";
import type { OfframpRowFacts } from "@/lib/offramp-stats";
import type { LedgerSummary, OfframpReportSummary } from "@/lib/payments-api/offramp";

// What the chart routes stream (NDJSON, one event a line): progress while pages are read, then the rows.

export type ChartReadEvent<T, S> =
  | { type: "progress"; pagesRead: number; totalPages: number; totalItems: number; secondsLeft: number }
  | { type: "done"; rows: T[]; summary: S }
  | { type: "error"; message: string; requestId: string };

export type LedgerWindowEvent = ChartReadEvent<LedgerRowFacts, LedgerSummary>;
export type OfframpRowWithId = OfframpRowFacts & { paymentId: string };
export type OfframpWindowEvent = ChartReadEvent<OfframpRowWithId, OfframpReportSummary>;

/** The longest window the charts read: a year of days. */
export const CHART_WINDOW_MAX_DAYS = 366;
/** The default window of the charts when the report has none: the last 30 days. */
export const CHART_DEFAULT_DAYS = 30;

/**
 * The chart window of a report's filters: both days as given, a missing start `CHART_DEFAULT_DAYS` before
 * the end, a missing end today; or, when the days are not real days, run backwards or span too long, why
 * not, in words.
 */
export function checkChartWindow(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): { ok: true; from: string; to: string } | { ok: false; message: string } {
  // Checked before any arithmetic: a day past the calendar's end has no day after it.
  for (const [label, value] of [
    ["start date", startDate],
    ["end date", endDate],
  ] as const) {
    if (value != null && !isDateOnly(value)) {
      return { ok: false, message: `The ${label} must be ${DAY_WORDS}` };
    }
  }
  const to = endDate ?? (startDate && startDate > today ? startDate : today);
  const from = startDate ?? addDays(to, -(CHART_DEFAULT_DAYS - 1));
  if (from > to) return { ok: false, message: "The start date comes after the end date" };
  if (addDays(from, CHART_WINDOW_MAX_DAYS - 1) < to) {
    return { ok: false, message: `A chart period is at most ${CHART_WINDOW_MAX_DAYS} days long` };
  }
  return { ok: true, from, to };
}

/** The chart window of a report's filters, or null when they name none (see checkChartWindow). */
export function chartWindow(
  startDate: string | null | undefined,
  endDate: string | null | undefined,
  today: string,
): { from: string; to: string } | null {
  const checked = checkChartWindow(startDate, endDate, today);
  return checked.ok ? { from: checked.from, to: checked.to } : null;
}

/** GET /api/accounts/:accountId/float/runway's answer. */
export interface RunwayAnswer {
  runway: Runway;
  computedAt: string;
  thresholdDays: number | null;
  /** The runway is below the threshold: the account pages warn. */
  below: boolean;
}
