import { addDays, colomboDate, colomboDayStart } from "@/lib/dates";
import { formatDate } from "@/lib/format";

/** Shortcuts for a report's window, all ending today (Colombo days, inclusive). */
export const QUICK_WINDOWS = [
  { value: "today", label: "Today" },
  { value: "last7", label: "Last 7 days" },
  { value: "last30", label: "Last 30 days" },
  { value: "last90", label: "Last 90 days" },
  { value: "month", label: "This month" },
] as const;

export type QuickWindow = (typeof QUICK_WINDOWS)[number]["value"];

export interface DateWindow {
  startDate: string | null;
  endDate: string | null;
}

/** The days a shortcut stands for, counted in Colombo from `now`. */
export function quickWindowDates(window: QuickWindow, now: Date): { startDate: string; endDate: string } {
  const today = colomboDate(now);
  const back = { today: 0, last7: 6, last30: 29, last90: 89 } as const;
  if (window === "month") return { startDate: `${today.slice(0, 8)}01`, endDate: today };
  return { startDate: addDays(today, -back[window]), endDate: today };
}

/** The shortcut a window matches exactly, or null for other windows (custom days, or none). */
export function matchQuickWindow(value: DateWindow, now: Date): QuickWindow | null {
  if (!value.startDate || !value.endDate) return null;
  const found = QUICK_WINDOWS.find(({ value: quick }) => {
    const dates = quickWindowDates(quick, now);
    return dates.startDate === value.startDate && dates.endDate === value.endDate;
  });
  return found?.value ?? null;
}

/** "22 Nov 2026" for the Colombo day 2026-11-22. */
export function formatDay(day: string): string {
  return formatDate(colomboDayStart(day));
}

/** "1 Nov 2026 – 22 Nov 2026", "since 1 Nov 2026", "all time": a window in words, for the summaries. */
export function describeWindow(value: DateWindow): string {
  if (value.startDate && value.endDate) return `${formatDay(value.startDate)} – ${formatDay(value.endDate)}`;
  if (value.startDate) return `since ${formatDay(value.startDate)}`;
  if (value.endDate) return `up to ${formatDay(value.endDate)}`;
  return "all time";
}
