import "server-only";
import { colomboDate } from "@/lib/dates";
import { floatRunway, RUNWAY_WINDOW_DAYS, type Runway } from "@/lib/float-runway";
import type { AccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { exportClient } from "@/server/reports/csv-export";
import { accountPacer } from "@/server/reports/pace-store";
import { REPORT_EXPORT_MIN_INTERVAL_MS } from "@/server/reports/report-exports";
import { readAllPages } from "./read-pages";
import { ledgerChartPage } from "./report-reads";

/** A runway is read again after this long: the warning follows the float within minutes, not per page view. */
export const RUNWAY_CACHE_MS = 5 * 60 * 1000;
const CACHE_MAX_ACCOUNTS = 500;
/** A week of payouts is a few pages; a float busier than this is paced, not refused. */
const RUNWAY_MAX_ROWS = 20_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface RunwayReading {
  runway: Runway;
  /** When the ledger was read (ISO). */
  computedAt: string;
}

interface Cached {
  at: number;
  reading: Promise<RunwayReading>;
}

const cache = new Map<string, Cached>();

/** Reads the last 7 days of the ledger (and the live balance) and works out the runway. */
export async function computeRunway(
  access: AccountAccess,
  now: Date,
  options: { minIntervalMs?: number; signal?: AbortSignal; db?: ConsoleExecutor } = {},
): Promise<RunwayReading> {
  // The account's shared pace for long reads: a runway read waits its turn with the exports and charts.
  const pacer = accountPacer(
    access.account.id,
    "getLedgerReport",
    options.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    options.db,
  );
  const { api } = exportClient(access, pacer);
  // No end day: rows the service dates after our clock (a clock ahead of ours) still count.
  const range = { from: colomboDate(new Date(now.getTime() - RUNWAY_WINDOW_DAYS * DAY_MS)) };
  const { items, summary } = await readAllPages({
    fetchPage: (page, signal) => ledgerChartPage(api, range, page, signal),
    keyOf: (row) => row.id,
    pacer,
    signal: options.signal ?? new AbortController().signal,
    maxRows: RUNWAY_MAX_ROWS,
  });
  return {
    runway: floatRunway({ rows: items, balanceLkr: summary.currentBalanceLkr, now }),
    computedAt: now.toISOString(),
  };
}

/**
 * The account's runway, read at most once per `RUNWAY_CACHE_MS` per console instance (concurrent page views
 * share one read); a failed read is forgotten at once so the next view tries again.
 */
export function cachedRunway(
  access: AccountAccess,
  options: { now?: Date; minIntervalMs?: number; db?: ConsoleExecutor } = {},
): Promise<RunwayReading> {
  const now = options.now ?? new Date();
  const key = access.account.id;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < RUNWAY_CACHE_MS) return hit.reading;
  const reading = computeRunway(access, now, options);
  cache.set(key, { at: now.getTime(), reading });
  reading.catch(() => {
    if (cache.get(key)?.reading === reading) cache.delete(key);
  });
  if (cache.size > CACHE_MAX_ACCOUNTS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return reading;
}

/** Tests: forget every cached runway. */
export function clearRunwayCache(): void {
  cache.clear();
}
