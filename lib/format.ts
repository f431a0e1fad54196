import { COLOMBO_OFFSET, COLOMBO_OFFSET_MS, COLOMBO_TZ } from "@/lib/dates";
import { CURRENCY_DECIMALS, type Currency, type DecimalInput, decimalText } from "@/lib/decimal-text";

export const LOCALE = "en-LK";

type Instant = string | Date;

const amountFormats: Record<Currency, Intl.NumberFormat> = {
  LKR: new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: CURRENCY_DECIMALS.LKR,
    roundingMode: "halfExpand",
    signDisplay: "negative",
  }),
  USDT: new Intl.NumberFormat(LOCALE, {
    minimumFractionDigits: 2,
    maximumFractionDigits: CURRENCY_DECIMALS.USDT,
    roundingMode: "halfExpand",
    signDisplay: "negative",
  }),
};

/**
 * "LKR 1,234.50", "USDT 12.345678": always with the code, rounded half-up like the API.
 * The decimal text goes to Intl as is (Intl rounds a numeric string exactly, half away from zero), so no
 * digit ever passes through a float; a rounded -0 shows as 0.
 */
export function formatAmount(value: DecimalInput, currency: Currency): string {
  const digits = decimalText(value) as `${number}`;
  return `${currency} ${amountFormats[currency].format(digits)}`;
}

const headlineFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: "halfExpand",
  signDisplay: "negative",
});

/**
 * "USDT 1,234.57": a headline figure, two decimals in every currency, rounded half-up; the exact amount
 * (formatAmount) goes beside it, in its tooltip and in the table.
 */
export function formatHeadlineAmount(value: DecimalInput, currency: Currency): string {
  return `${currency} ${headlineFormat.format(decimalText(value) as `${number}`)}`;
}

function toDate(iso: Instant): Date {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${JSON.stringify(String(iso))}`);
  return date;
}

// Parts are assembled by hand because the ICU data decides the order ("Nov 22, 2026" for en-LK on Node 20),
// and the console shows day-month-year everywhere.
const dateTimeParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: COLOMBO_TZ,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function colomboParts(iso: Instant): Record<"day" | "month" | "year" | "hour" | "minute", string> {
  const parts = dateTimeParts.formatToParts(toDate(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: get("day"),
    month: get("month"),
    year: get("year"),
    hour: get("hour"),
    minute: get("minute"),
  };
}

/** "22 Nov 2026", the day in Colombo. */
export function formatDate(iso: Instant): string {
  const p = colomboParts(iso);
  return `${p.day} ${p.month} ${p.year}`;
}

/** "22 Nov 2026, 13:45", wall-clock time in Colombo. */
export function formatDateTime(iso: Instant): string {
  const p = colomboParts(iso);
  return `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}`;
}

const relativeFormat = new Intl.RelativeTimeFormat(LOCALE, { numeric: "auto" });

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * 24 * 60 * 60 * 1000],
  ["month", 30 * 24 * 60 * 60 * 1000],
  ["week", 7 * 24 * 60 * 60 * 1000],
  ["day", 24 * 60 * 60 * 1000],
  ["hour", 60 * 60 * 1000],
  ["minute", 60 * 1000],
];

/** "3 minutes ago", "in 2 hours": the largest whole unit between `iso` and `now`, truncated. */
export function formatRelative(iso: Instant, now: Date = new Date()): string {
  const diff = toDate(iso).getTime() - toDate(now).getTime();
  for (const [unit, ms] of RELATIVE_UNITS) {
    if (Math.abs(diff) >= ms) return relativeFormat.format(Math.trunc(diff / ms), unit);
  }
  return relativeFormat.format(Math.trunc(diff / 1000), "second");
}

/** "2026-11-22T13:45:30.123+05:30": the instant as Colombo wall-clock time, for CSV exports. */
export function formatIsoWithOffset(iso: Instant): string {
  const shifted = new Date(toDate(iso).getTime() + COLOMBO_OFFSET_MS).toISOString();
  return `${shifted.slice(0, -1)}${COLOMBO_OFFSET}`;
}

const countFormat = new Intl.NumberFormat("en-LK");

/** "1 payment", "2 payments", "1,204 payments": the noun agrees with the number. */
export function formatCount(n: number, noun: readonly [singular: string, plural: string]): string {
  return `${countFormat.format(n)} ${n === 1 ? noun[0] : noun[1]}`;
}

/**
 * When something happened, relative to `now`: "3 minutes ago", and "just now" for the last minute and for
 * an instant slightly ahead of this clock (the service's clock may run ahead): never "in 5 seconds".
 */
export function formatPast(iso: Instant, now: Date = new Date()): string {
  const diff = toDate(now).getTime() - toDate(iso).getTime();
  return diff < 60 * 1000 ? "just now" : formatRelative(iso, now);
}

/**
 * A deadline that may lie ahead (an expiry, a contract's end): "in 3 days", "2 hours ago", and within a
 * minute either way "in under a minute" or "just now".
 */
export function formatDeadline(iso: Instant, now: Date = new Date()): string {
  const diff = toDate(iso).getTime() - toDate(now).getTime();
  if (diff > 0 && diff < 60 * 1000) return "in under a minute";
  if (diff <= 0 && diff > -60 * 1000) return "just now";
  return formatRelative(iso, now);
}
