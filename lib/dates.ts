// Calendar days of the API (startDate, endDate, settlementDate) are days in Asia/Colombo. Sri Lanka has
// kept UTC+05:30 without daylight saving since 2006, so a fixed offset is exact for every date we handle
// and needs no time zone database.
export const COLOMBO_TZ = "Asia/Colombo";
export const COLOMBO_OFFSET = "+05:30";
export const COLOMBO_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds since the epoch of `day` at 00:00 UTC, or null when it is not a real YYYY-MM-DD date. */
function parseDay(day: string): number | null {
  const match = DATE_ONLY.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  if (y === undefined || m === undefined || d === undefined) return null;
  const ms = Date.UTC(y, m - 1, d);
  // Date.UTC rolls 2026-02-30 over into March; a real date survives the round trip.
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== m - 1 || back.getUTCDate() !== d) return null;
  return ms;
}

function requireDay(day: string): number {
  const ms = parseDay(day);
  if (ms === null) throw new RangeError(`Not a YYYY-MM-DD date: ${JSON.stringify(day.slice(0, 40))}`);
  return ms;
}

function requireInstant(instant: Date): number {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError("Invalid Date");
  return ms;
}

function dayOf(msUtcMidnight: number): string {
  const iso = new Date(msUtcMidnight).toISOString();
  // Years past 9999 come out as "+010000-…", which is no longer a YYYY-MM-DD day.
  if (!DATE_ONLY.test(iso.slice(0, 10))) throw new RangeError(`Date out of range: ${iso}`);
  return iso.slice(0, 10);
}

/**
 * The days both programs take in a date filter: the service did not exist before the first, and every
 * window or period counted from either stays within the years a Date writes as YYYY-MM-DD.
 */
export const FIRST_DAY = "1970-01-01";
export const LAST_DAY = "2999-12-31";

/** What a date filter takes, in words, for refusals: "a calendar day (YYYY-MM-DD) from … to …". */
export const DAY_WORDS = `a calendar day (YYYY-MM-DD) from ${FIRST_DAY} to ${LAST_DAY}`;

/**
 * True for a real calendar date written YYYY-MM-DD (2026-02-29 is not one) from FIRST_DAY to LAST_DAY:
 * every parser of a day from a request takes only these.
 */
export function isDateOnly(s: string): boolean {
  return s >= FIRST_DAY && s <= LAST_DAY && parseDay(s) !== null;
}

/** The Colombo calendar day (YYYY-MM-DD) that contains `instant`. */
export function colomboDate(instant: Date): string {
  return dayOf(requireInstant(instant) + COLOMBO_OFFSET_MS);
}

/** The UTC instant of 00:00 in Colombo on `day`. */
export function colomboDayStart(day: string): Date {
  return new Date(requireDay(day) - COLOMBO_OFFSET_MS);
}

/** The UTC instant of 00:00 in Colombo on the day after `day`: the exclusive end of an inclusive day. */
export function colomboDayEndExclusive(day: string): Date {
  return new Date(requireDay(day) + DAY_MS - COLOMBO_OFFSET_MS);
}

/** `day` moved by `n` whole calendar days (negative goes back). */
export function addDays(day: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  return dayOf(requireDay(day) + n * DAY_MS);
}
