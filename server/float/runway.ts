import "server-only";
import { colomboDate } from "@/lib/dates";
import { floatRunway, RUNWAY_WINDOW_DAYS, type Runway } from "@/lib/float-runway";
import { decimal } from "@/lib/money";
import type { AccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { pacedExportClient } from "@/server/reports/csv-export";
import { REPORT_EXPORT_MIN_INTERVAL_MS } from "@/server/reports/report-exports";
import { readAllPages } from "./read-pages";
import { ledgerChartPage } from "./report-reads";

/** A runway is read again after this long: the 7 days' window moves on even when the balance does not. */
export const RUNWAY_CACHE_MS = 5 * 60 * 1000;
/**
 * Within RUNWAY_CACHE_MS a read older than this is checked against the live balance (one ledger row):
 * a payout, a refund or a top-up, made here or anywhere, shows in the runway and the banner within seconds.
 */
export const RUNWAY_RECHECK_MS = 15 * 1000;
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
  /** When the reading was computed from the week's ledger. */
  at: number;
  /** When its balance was last found to be the live one. */
  checkedAt: number;
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
  const { pacer, api } = pacedExportClient(
    access,
    "getLedgerReport",
    options.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    options.db,
  );
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
 * The float's live balance: the newest ledger page's summary, one row long; null when the account's pace
 * for ledger reads has no slot within two seconds (a page view never waits longer for it).
 */
async function liveBalance(access: AccountAccess, options: CacheOptions): Promise<string | null> {
  const { pacer, api } = pacedExportClient(
    access,
    "getLedgerReport",
    options.minIntervalMs ?? REPORT_EXPORT_MIN_INTERVAL_MS,
    options.db,
  );
  if (!(await pacer.tryTurn(2_000))) return null;
  const report = await api.getLedgerReport({ query: { page: 1, limit: 1 } });
  return String(report.summary.currentBalanceLkr);
}

/** The cached reading when its balance is still the live one, else a new reading. */
async function recheck(
  access: AccountAccess,
  cached: Promise<RunwayReading>,
  now: Date,
  options: CacheOptions,
): Promise<RunwayReading> {
  // A balance that cannot be read leaves the reading as it was: the banner never stands in the page's way.
  const [reading, balance] = await Promise.all([cached, liveBalance(access, options).catch(() => null)]);
  if (balance === null || decimal(balance).eq(reading.runway.balanceLkr)) return reading;
  return computeRunway(access, now, options);
}

interface CacheOptions {
  now?: Date;
  minIntervalMs?: number;
  db?: ConsoleExecutor;
}

/**
 * The account's runway, read whole at most once per `RUNWAY_CACHE_MS` per console instance (concurrent page
 * views share one read); after `RUNWAY_RECHECK_MS` its balance is compared with the live one, and a float
 * that moved is read again. A failed read is forgotten at once so the next view tries again.
 */
export function cachedRunway(access: AccountAccess, options: CacheOptions = {}): Promise<RunwayReading> {
  const now = options.now ?? new Date();
  const at = now.getTime();
  const key = access.account.id;
  const hit = cache.get(key);
  if (hit && at - hit.at < RUNWAY_CACHE_MS) {
    if (at - hit.checkedAt < RUNWAY_RECHECK_MS) return hit.reading;
    const reading = recheck(access, hit.reading, now, options);
    remember(key, { at: hit.at, checkedAt: at, reading });
    // A new reading restarts the five minutes.
    void reading.then(
      (fresh) => {
        const entry = cache.get(key);
        if (entry?.reading === reading) entry.at = Date.parse(fresh.computedAt);
      },
      () => undefined,
    );
    return reading;
  }
  const reading = computeRunway(access, now, options);
  remember(key, { at, checkedAt: at, reading });
  return reading;
}

function remember(key: string, entry: Cached): void {
  cache.set(key, entry);
  entry.reading.catch(() => {
    if (cache.get(key)?.reading === entry.reading) cache.delete(key);
  });
  if (cache.size > CACHE_MAX_ACCOUNTS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
}

/** Tests: forget every cached runway. */
export function clearRunwayCache(): void {
  cache.clear();
}
