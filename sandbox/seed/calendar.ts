import { addDays, colomboDate, colomboDayStart } from "@/lib/dates";

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** One Colombo calendar day of the demo window. */
export interface DemoDay {
  /** YYYY-MM-DD in Asia/Colombo. */
  day: string;
  /** 0 for today, 89 for the first day of a 90-day window. */
  daysAgo: number;
  /** 0 = Sunday … 6 = Saturday, in Colombo. */
  weekday: number;
  /** Day of the month, 1–31. */
  dayOfMonth: number;
  start: Date;
}

/** The `count` Colombo days ending today, oldest first. Times are placed on calendar days (not "now − n
 * hours"), so the same seed gives the same timestamps all day long; only the part after "now" differs. */
export function demoDays(now: Date, count: number): DemoDay[] {
  const today = colomboDate(now);
  const days: DemoDay[] = [];
  for (let daysAgo = count - 1; daysAgo >= 0; daysAgo--) {
    const day = addDays(today, -daysAgo);
    const utcMidnight = new Date(`${day}T00:00:00.000Z`);
    days.push({
      day,
      daysAgo,
      weekday: utcMidnight.getUTCDay(),
      dayOfMonth: utcMidnight.getUTCDate(),
      start: colomboDayStart(day),
    });
  }
  return days;
}

/** The instant `minutes` after 00:00 Colombo on `day` (fractions allowed, down to the millisecond). */
export function atColombo(day: DemoDay | string, minutes: number): Date {
  const start = typeof day === "string" ? colomboDayStart(day) : day.start;
  return new Date(start.getTime() + Math.round(minutes * MINUTE_MS));
}

export function plusMs(instant: Date, ms: number): Date {
  return new Date(instant.getTime() + Math.round(ms));
}

/** A compact date stamp for references: 2026-11-22 → 261122. */
export function shortStamp(day: string): string {
  return day.slice(2).replaceAll("-", "");
}

/** 2026-11-22 → 20261122. */
export function longStamp(day: string): string {
  return day.replaceAll("-", "");
}
