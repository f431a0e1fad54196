import "server-only";

/**
 * How fast an export may call the service: a share of the rate limit the service announces in its
 * `X-RateLimit-*` headers, so the rest of the console (every other list of the same merchant) keeps working
 * while a long export runs. Until the service has said anything, the export's own default pace applies.
 */

/** The share of the limit an export may use: 150 of 200 calls a minute. */
export const EXPORT_SHARE = 0.75;
/** The service's limits are per minute (docs/service-rules.md §3). */
const WINDOW_MS = 60_000;
/** A small margin after the announced reset, for clocks that disagree by a little. */
const RESET_MARGIN_MS = 250;

export interface RateLimitReading {
  limit: number;
  remaining: number;
  /** When a slot frees, in ms since the epoch (the header says Unix seconds). */
  resetAtMs: number;
}

/** The service's announcement, or null when a header is missing or not a number. */
export function readRateLimit(headers: Headers): RateLimitReading | null {
  const limit = Number(headers.get("x-ratelimit-limit"));
  const remaining = Number(headers.get("x-ratelimit-remaining"));
  const reset = Number(headers.get("x-ratelimit-reset"));
  const given = [headers.get("x-ratelimit-limit"), headers.get("x-ratelimit-remaining")];
  if (given.some((value) => value === null || value.trim() === "")) return null;
  if (!Number.isInteger(limit) || limit <= 0 || !Number.isInteger(remaining) || remaining < 0) return null;
  return { limit, remaining, resetAtMs: Number.isFinite(reset) && reset > 0 ? reset * 1000 : 0 };
}

export interface ExportPacer {
  /** Called with every answer of the service; the latest announcement wins. */
  observe(headers: Headers): void;
  /** How long to wait before the next call, given when the last one was made. */
  delayMs(lastCallAtMs: number, nowMs: number): number;
  /** The time between calls at the pace now known. */
  intervalMs(): number;
}

export function createExportPacer(fallbackIntervalMs: number, share = EXPORT_SHARE): ExportPacer {
  let reading: RateLimitReading | null = null;
  const interval = () =>
    reading === null
      ? fallbackIntervalMs
      : Math.max(fallbackIntervalMs, Math.ceil(WINDOW_MS / Math.max(1, Math.floor(reading.limit * share))));
  return {
    observe(headers) {
      reading = readRateLimit(headers) ?? reading;
    },
    intervalMs: interval,
    delayMs(lastCallAtMs, nowMs) {
      const spaced = Math.max(0, lastCallAtMs + interval() - nowMs);
      if (reading === null) return spaced;
      // What is left of the window belongs to the rest of the console: wait for the window to turn.
      const reserve = reading.limit - Math.floor(reading.limit * share);
      if (reading.remaining <= reserve && reading.resetAtMs > nowMs) {
        return Math.max(spaced, reading.resetAtMs - nowMs + RESET_MARGIN_MS);
      }
      return spaced;
    },
  };
}

/** Seconds an export of `pages` pages will take at the pace now known (page 1 is already in hand). */
export function estimateExportSeconds(pages: number, pacer: ExportPacer): number {
  return Math.ceil((Math.max(0, pages - 1) * pacer.intervalMs()) / 1000);
}
