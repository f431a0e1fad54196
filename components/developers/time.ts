import { COLOMBO_TZ, LOCALE } from "./time-constants";

const clock = new Intl.DateTimeFormat(LOCALE, {
  timeZone: COLOMBO_TZ,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** "14:03:27", Colombo wall-clock time to the second. */
export function formatClock(iso: string | number | Date): string {
  return clock.format(new Date(iso));
}
