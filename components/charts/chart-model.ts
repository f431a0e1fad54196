import { csvLine } from "@/lib/csv";
import { addDays, colomboDate } from "@/lib/dates";
import { CURRENCY_DECIMALS, type Currency, decimalText, plainDecimal, sumText } from "@/lib/decimal-text";
import { formatAmount, formatCount, formatDate } from "@/lib/format";

// The chart kit's pure part: the shapes a chart takes, how its values read in words, tables and CSV, and the
// sentence that tells a screen-reader (and anyone) what the chart shows. Values are decimal strings end to
// end; recharts gets numbers only to draw (`drawingRows`), the words and the table keep the exact string.
// Browser code: decimal text only (lib/decimal-text, Intl), never the decimal library.

const fixedFormats = new Map<number, Intl.NumberFormat>();

/** The value rounded half-up to `places` decimals, as plain text ("12.5" → "12.500000"); exact, via Intl. */
export function fixedText(value: string, places: number): string {
  let format = fixedFormats.get(places);
  if (!format) {
    format = new Intl.NumberFormat("en-US", {
      useGrouping: false,
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      roundingMode: "halfExpand",
      signDisplay: "negative",
    });
    fixedFormats.set(places, format);
  }
  return format.format(decimalText(value) as `${number}`);
}

function negated(value: string): string {
  const text = plainDecimal(value);
  return text === "0" ? text : text.startsWith("-") ? text.slice(1) : `-${text}`;
}

/** −1, 0 or 1 as `a` is below, equal to or above `b`, exactly. */
export function compareText(a: string, b: string): -1 | 0 | 1 {
  const difference = sumText([a, negated(b)]);
  return difference === "0" ? 0 : difference.startsWith("-") ? -1 : 1;
}

const isZeroText = (value: string) => plainDecimal(value) === "0";

/** What a chart's values measure: money in one currency, a count of things, or a percentage. */
export type ChartUnit =
  | { kind: "money"; currency: Currency }
  | { kind: "count"; noun: readonly [singular: string, plural: string] }
  | { kind: "percent" }
  | { kind: "days" }
  /** Any other measure, named in words: { unit: "LKR per USDT", places: 2 }, { unit: "minutes", places: 0 }. */
  | { kind: "number"; unit: string; places?: number };

/** One series of a chart: `key` picks its value from each row; `label` is what a person reads. */
export interface ChartSeries {
  key: string;
  label: string;
  /** 1–5: the theme's --chart-N colour; by position when absent. */
  color?: 1 | 2 | 3 | 4 | 5;
}

/**
 * One point on the x axis: a day ("2026-11-20", label "20 Nov") or a category ("Colombo 1", "Expired").
 * Values are decimal strings (money "120.50", counts "3", percents "45.5"); null or absent: no value there.
 */
export interface ChartRow {
  key: string;
  label: string;
  /** A day still running (today): its value is so far, and a summary does not compare it with whole days. */
  partial?: boolean;
  values: Readonly<Record<string, string | null | undefined>>;
}

/** The unit written on an axis and in table headers: "USDT", "payments", "%". */
export function unitLabel(unit: ChartUnit): string {
  switch (unit.kind) {
    case "money":
      return unit.currency;
    case "count":
      return unit.noun[1];
    case "percent":
      return "%";
    case "days":
      return "days";
    case "number":
      return unit.unit;
  }
}

/** A value as a person reads it, exact: "USDT 1,234.50", "3 payments", "45.5 %", "2.5 days". */
export function formatChartValue(unit: ChartUnit, value: string | null | undefined): string {
  if (value === null || value === undefined) return "no value";
  switch (unit.kind) {
    case "money":
      return formatAmount(value, unit.currency);
    case "count":
      return formatCount(Number(decimalText(value)), unit.noun);
    case "percent":
      return `${trimZeros(fixedText(value, 1))} %`;
    case "days":
      return `${trimZeros(fixedText(value, 1))} ${compareText(value, "1") === 0 ? "day" : "days"}`;
    case "number":
      return `${numberFormat(unit.places ?? 2).format(decimalText(value) as `${number}`)} ${unit.unit}`;
  }
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/** Grouped digits with a fixed number of places, rounded half-up: "1,234.50". */
function numberFormat(places: number): Intl.NumberFormat {
  let format = numberFormats.get(places);
  if (!format) {
    format = new Intl.NumberFormat("en-LK", {
      minimumFractionDigits: places,
      maximumFractionDigits: places,
      roundingMode: "halfExpand",
      signDisplay: "negative",
    });
    numberFormats.set(places, format);
  }
  return format;
}

function trimZeros(fixed: string): string {
  return fixed.includes(".") ? fixed.replace(/\.?0+$/, "") : fixed;
}

/** A short axis tick: "1.2k", "340", "12.5"; for drawing only, never for an exact amount. */
export function formatTick(value: number): string {
  const abs = Math.abs(value);
  // Two places: ticks step by 1, 2, 2.5 or 5 times a power of ten, so 2.25M must not read as 2.3M.
  if (abs >= 1_000_000_000) return `${trimZeros((value / 1_000_000_000).toFixed(2))}B`;
  if (abs >= 1_000_000) return `${trimZeros((value / 1_000_000).toFixed(2))}M`;
  if (abs >= 1_000) return `${trimZeros((value / 1_000).toFixed(2))}k`;
  return trimZeros(value.toFixed(abs > 0 && abs < 10 ? 2 : 0));
}

/** The number recharts draws; the exact string stays with the row. Missing values draw as nothing. */
export function drawingNumber(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number(decimalText(value));
}

/** The field of a drawing row that holds series `index` (a plain name: recharts reads dots as paths). */
export const drawingKey = (index: number) => `s${index}`;

/** Rows for recharts: `{ label, s0, s1, … }`, the series' numbers in order, one per row. */
export function drawingRows(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
): Array<Record<string, string | number | null>> {
  return rows.map((row) => {
    const out: Record<string, string | number | null> = { label: row.label };
    series.forEach((s, i) => {
      out[drawingKey(i)] = drawingNumber(row.values[s.key]);
    });
    return out;
  });
}

/** No row holds a value other than zero: the chart shows its empty state instead of a flat line. */
export function isEmptyChart(rows: readonly ChartRow[], series: readonly ChartSeries[]): boolean {
  return !rows.some((row) =>
    series.some((s) => {
      const v = row.values[s.key];
      return v !== null && v !== undefined && !isZeroText(v);
    }),
  );
}

/** Every Colombo day from `from` to `to` inclusive ("YYYY-MM-DD"); empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

const dayMonth = (day: string) => formatDate(`${day}T12:00:00+05:30`).replace(/ \d{4}$/, "");

/** "20 Nov": a day's label on the axis (the year is in the title's period). */
export function dayLabel(day: string): string {
  return dayMonth(day);
}

/**
 * A day's row: "20 Nov" with its values, marked partial when it is `today` in Colombo (its values are so
 * far), so a summary compares whole days only.
 */
export function dayRow(
  day: string,
  values: ChartRow["values"],
  today: string = colomboDate(new Date()),
): ChartRow {
  return { key: day, label: dayLabel(day), ...(day === today ? { partial: true } : {}), values };
}

/**
 * A day-by-day series with every day of the window present: days without data get `zero` for each key
 * (so a quiet day shows as zero, not as a gap). `byDay` maps "YYYY-MM-DD" to the day's values.
 */
export function dailyRows(
  from: string,
  to: string,
  keys: readonly string[],
  byDay: ReadonlyMap<string, Readonly<Record<string, string | null | undefined>>>,
  zero: string | null = "0",
): ChartRow[] {
  return daysBetween(from, to).map((day) => {
    const found = byDay.get(day);
    const values: Record<string, string | null | undefined> = {};
    for (const key of keys) values[key] = found && found[key] !== undefined ? found[key] : zero;
    return { key: day, label: dayLabel(day), values };
  });
}

/** Sum of one series over all rows, exact (money to its currency's places). */
export function seriesTotal(rows: readonly ChartRow[], key: string, unit?: ChartUnit): string {
  const values: string[] = [];
  for (const row of rows) {
    const v = row.values[key];
    if (v !== null && v !== undefined) values.push(v);
  }
  const sum = sumText(values);
  return unit?.kind === "money" ? plainDecimal(fixedText(sum, CURRENCY_DECIMALS[unit.currency])) : sum;
}

/** "1,234.50": an amount without its code, exact. */
function bareAmount(currency: Currency, value: string): string {
  return formatAmount(value, currency).slice(currency.length + 1);
}

function plainValue(unit: ChartUnit, value: string): string {
  // "120.00 USDT": the amount with its currency after, as a sentence reads it.
  if (unit.kind === "money") return `${bareAmount(unit.currency, value)} ${unit.currency}`;
  return formatChartValue(unit, value);
}

/**
 * One sentence per series of a time chart: "Paid volume rose from 120.00 USDT on 20 Nov to 340.50 USDT on
 * 22 Nov over 3 days (total 460.50 USDT)." Only whole days are compared: a day still running (`partial`,
 * today) is told apart with its value so far, and days without a value (not known) are counted, never
 * read as zero.
 */
export function describeTimeSeries(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  unit: ChartUnit,
): string {
  const only = rows[0];
  if (!only) return "No data in this period.";
  const span = rows.length === 1 ? `on ${only.label}` : `over ${formatCount(rows.length, ["day", "days"])}`;
  const has = (row: ChartRow, key: string) => row.values[key] !== null && row.values[key] !== undefined;
  return series
    .map((s) => {
      const present = rows.filter((r) => has(r, s.key));
      const whole = present.filter((r) => !r.partial);
      const running = present.find((r) => r.partial);
      const missing = rows.length - present.length;
      if (present.length === 0)
        return missing > 0 && rows.length > 1
          ? `${s.label}: not known yet ${span}.`
          : `${s.label}: no data ${span}.`;
      const total = unit.kind === "money" || unit.kind === "count" ? seriesTotal(rows, s.key, unit) : null;
      const totalText =
        total === null
          ? ""
          : ` (${missing > 0 ? "total of the known days" : "total"} ${plainValue(unit, total)})`;
      const firstRow = whole[0];
      const lastRow = whole[whole.length - 1];
      let move: string;
      if (!firstRow || !lastRow) {
        const today = running as ChartRow;
        move = `${s.label} was ${plainValue(unit, today.values[s.key] as string)} so far on ${today.label}.`;
      } else if (whole.length === 1 || rows.length === 1) {
        move = `${s.label} was ${plainValue(unit, lastRow.values[s.key] as string)} on ${lastRow.label}${
          rows.length === 1 ? "" : ` ${span}`
        }${totalText}.`;
      } else {
        const first = firstRow.values[s.key] as string;
        const last = lastRow.values[s.key] as string;
        const cmp = compareText(last, first);
        const verb = cmp > 0 ? "rose" : cmp < 0 ? "fell" : "stayed at";
        move =
          cmp === 0
            ? `${s.label} stayed at ${plainValue(unit, last)} from ${firstRow.label} to ${lastRow.label}`
            : `${s.label} ${verb} from ${plainValue(unit, first)} on ${firstRow.label} to ${plainValue(unit, last)} on ${lastRow.label}`;
        move = `${move} ${span}${totalText}.`;
      }
      const extra: string[] = [];
      if (running && (firstRow || lastRow))
        extra.push(
          `${running.label} is not over: ${plainValue(unit, running.values[s.key] as string)} so far.`,
        );
      if (missing > 0) extra.push(`${formatCount(missing, ["day is", "days are"])} not known yet.`);
      return [move, ...extra].join(" ");
    })
    .join(" ");
}

/**
 * A categorical chart in words, largest first: "Colombo 1: 300.00 USDT; Kandy: 120.00 USDT." (first series;
 * the table has the rest). At most `limit` categories are named, then "and N more".
 */
export function describeCategories(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  unit: ChartUnit,
  limit = 5,
): string {
  const first = series[0];
  if (!first || rows.length === 0) return "No data in this period.";
  const named = rows
    .filter((r) => r.values[first.key] !== null && r.values[first.key] !== undefined)
    .slice()
    .sort((a, b) => compareText(b.values[first.key] as string, a.values[first.key] as string));
  if (named.length === 0) return "No data in this period.";
  const parts = named
    .slice(0, limit)
    .map((r) => `${r.label}: ${plainValue(unit, r.values[first.key] as string)}`);
  const more = named.length > limit ? `, and ${formatCount(named.length - limit, ["more", "more"])}` : "";
  return `${first.label}, largest first: ${parts.join("; ")}${more}.`;
}

/** The table behind a chart: header cells and, per row, the label and each series' exact value in words. */
export function chartTable(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  unit: ChartUnit,
  labelHeader: string,
): { header: string[]; body: string[][] } {
  return {
    header: [labelHeader, ...series.map((s) => `${s.label} (${unitLabel(unit)})`)],
    body: rows.map((row) => [row.label, ...series.map((s) => formatChartValue(unit, row.values[s.key]))]),
  };
}

/**
 * The chart's CSV: the row key (the ISO day, or the category) and each series' exact decimal string; money
 * with its currency's fixed places, so the column sums as text. Missing values are empty cells.
 */
export function chartCsv(
  rows: readonly ChartRow[],
  series: readonly ChartSeries[],
  unit: ChartUnit,
  labelHeader: string,
): string {
  const header = csvLine([labelHeader, ...series.map((s) => `${s.label} (${unitLabel(unit)})`)]);
  const lines = rows.map((row) =>
    csvLine([
      row.key,
      ...series.map((s) => {
        const v = row.values[s.key];
        if (v === null || v === undefined) return null;
        return unit.kind === "money" ? fixedText(v, CURRENCY_DECIMALS[unit.currency]) : plainDecimal(v);
      }),
    ]),
  );
  return header + lines.join("");
}

/** "paid-volume-2026-11-20-to-2026-11-26.csv": a file name from a title and a period, safe on every system. */
export function csvFileName(title: string, period?: string): string {
  const slug = `${title}${period ? ` ${period}` : ""}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "chart"}.csv`;
}
