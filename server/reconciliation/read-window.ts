import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { LedgerEntry, LedgerReport, OfframpReport } from "@/lib/payments-api/offramp";
import {
  type OfframpFacts,
  type ReconciliationWindow,
  reconcileWindow,
  type WebhookFacts,
} from "@/lib/reconciliation-checks";
import {
  payoutsFrom,
  type ReconciliationSource,
  type ReconciliationStatement,
  STUCK_AFTER_MS,
} from "@/lib/reconciliation-report";
import type { AccountAccess } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { webhookInbox } from "@/server/db/schema";
import { exportClient } from "@/server/reports/csv-export";
import type { LongReadPacer } from "@/server/reports/export-pace";
import { accountPacer } from "@/server/reports/pace-store";
import { UpstreamError } from "@/server/upstream/errors";

/** The reports' largest page. */
const PAGE_SIZE = 100;
/** Both reports allow 60 calls a minute; until the service's headers say more, one call every 1.2 s. */
export const REPORT_MIN_INTERVAL_MS = 1_200;
/** A payout's own read allows 300 a minute: 0.25 s apart until the headers say more. */
const LOOKUP_MIN_INTERVAL_MS = 250;
/** Bounds on the walk: 2,000 pages is 200,000 rows of each report, far above a year of payouts. */
export const MAX_PAGES = 2_000;
/** Payouts older than the edge days that an entry names, looked up one by one at most this many times. */
export const MAX_LOOKUPS = 200;
/** Webhook events read for the window, at most. */
const MAX_EVENTS = 50_000;
/** Offramp events carry these types (docs/service-rules.md §9). */
const OFFRAMP_EVENT_TYPES = ["payment.completed", "payment.failed"];

export type ReadProgress = (source: ReconciliationSource, done: number, total: number) => void;

export interface ReadWindowOptions {
  access: AccountAccess;
  db: ConsoleExecutor;
  window: ReconciliationWindow;
  /** Whether the window runs to today: entries may still be booked while it is read. */
  runsToToday: boolean;
  signal: AbortSignal;
  onProgress: ReadProgress;
  /** Tests shorten the pacing. */
  minIntervalMs?: number;
  now?: () => Date;
}

export class WindowTooLargeError extends Error {}

interface Page<T> {
  items: readonly T[];
  totalPages: number;
}

/**
 * Every page of a report, oldest first, at the account's shared pace for long reads (the share of the
 * service's announced rate limit all of them use together). Rows are kept once by id, so a row that slides
 * onto the next page is not counted twice; rows booked while the walk runs land on its last pages, since
 * the order is ascending.
 */
async function walk<T>(
  fetchPage: (page: number) => Promise<Page<T>>,
  keyOf: (item: T) => string,
  pacer: LongReadPacer,
  options: Pick<ReadWindowOptions, "signal">,
  progress: (done: number, total: number) => void,
): Promise<{ items: T[]; last: Page<T> | null }> {
  const seen = new Map<string, T>();
  let last: Page<T> | null = null;
  for (let page = 1; ; page++) {
    if (page > MAX_PAGES) throw new WindowTooLargeError(`more than ${MAX_PAGES} pages`);
    await pacer.turn(options.signal);
    const result = await fetchPage(page);
    for (const item of result.items) seen.set(keyOf(item), item);
    last = result;
    progress(Math.min(page, result.totalPages), Math.max(result.totalPages, 1));
    if (page >= result.totalPages || result.items.length === 0) break;
  }
  return { items: [...seen.values()], last };
}

/**
 * Reads the window (the float ledger, the offramp report from EDGE_DAYS before it, payouts older than that
 * which an entry names, and the console's own webhook inbox) and checks it. The two reports are walked side
 * by side, each at its own pace, since the service limits each on its own.
 */
export async function reconcileAccountWindow(options: ReadWindowOptions): Promise<ReconciliationStatement> {
  const { access, window, signal } = options;
  const now = options.now ?? (() => new Date());
  const interval = options.minIntervalMs ?? REPORT_MIN_INTERVAL_MS;
  const accountId = access.account.id;
  const ledgerPacer = accountPacer(accountId, "getLedgerReport", interval, options.db);
  const payoutPacer = accountPacer(accountId, "getOfframpReport", interval, options.db);
  const lookupPacer = accountPacer(
    accountId,
    "getOfframp",
    Math.min(interval, LOOKUP_MIN_INTERVAL_MS),
    options.db,
  );
  const ledgerApi = exportClient(access, ledgerPacer).api;
  const payoutApi = exportClient(access, payoutPacer).api;
  const lookupApi = exportClient(access, lookupPacer).api;
  const from = payoutsFrom(window.from);

  let summary: LedgerReport["summary"] | null = null;
  const [ledger, payouts] = await Promise.all([
    walk<LedgerEntry>(
      async (page) => {
        const report = await ledgerApi.getLedgerReport({
          query: {
            page,
            limit: PAGE_SIZE,
            sortOrder: "asc",
            ...(window.from ? { startDate: window.from } : {}),
            endDate: window.to,
          },
          signal,
        });
        // The last page's summary: it counts every entry the walk has read, including those booked meanwhile.
        summary = report.summary;
        return { items: report.ledger, totalPages: report.pagination.totalPages };
      },
      (entry) => entry.id,
      ledgerPacer,
      options,
      (done, total) => options.onProgress("ledger", done, total),
    ),
    walk<OfframpReport["offramps"][number]>(
      async (page) => {
        const report = await payoutApi.getOfframpReport({
          query: {
            page,
            limit: PAGE_SIZE,
            sortBy: "created_at",
            sortOrder: "asc",
            ...(from ? { startDate: from } : {}),
            endDate: window.to,
          },
          signal,
        });
        return { items: report.offramps, totalPages: report.pagination.totalPages };
      },
      (item) => item.paymentId,
      payoutPacer,
      options,
      (done, total) => options.onProgress("payouts", done, total),
    ),
  ]);
  if (summary === null) throw new Error("The ledger report answered no page");

  // Payouts an entry names that the report's rows around the window do not hold: read one by one.
  const offramps = new Map<string, OfframpFacts>(payouts.items.map((p) => [p.paymentId, p]));
  const missing = [
    ...new Set(
      ledger.items
        .map((entry) => entry.aggregatorOfframpId)
        .filter((id): id is string => id !== null && !offramps.has(id)),
    ),
  ];
  const unknownOfframpIds: string[] = [];
  const toLookUp = missing.slice(0, MAX_LOOKUPS);
  for (const [index, paymentId] of toLookUp.entries()) {
    await lookupPacer.turn(signal);
    try {
      const payout = await lookupApi.getOfframp({ params: { id: paymentId }, signal });
      offramps.set(payout.paymentId, payout);
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
        unknownOfframpIds.push(paymentId);
      } else throw error;
    }
    options.onProgress("lookups", index + 1, toLookUp.length);
  }

  const events = await offrampEvents(options.db, access.account.id, [...offramps.keys()]);
  options.onProgress("webhooks", events.length, events.length);

  const newestEntry = ledger.items.reduce<string | null>(
    (newest, entry) => (newest === null || entry.createdAt > newest ? entry.createdAt : newest),
    null,
  );
  const producedAt = now();
  const result = reconcileWindow({
    window,
    ledger: ledger.items,
    summary,
    offramps: [...offramps.values()],
    unknownOfframpIds,
    events,
    now: producedAt,
    stuckAfterMs: STUCK_AFTER_MS,
    ledgerCoversUntil: options.runsToToday ? (newestEntry ?? new Date(0).toISOString()) : null,
  });
  return {
    ...result,
    account: { id: access.account.id, name: access.account.name },
    producedAt: producedAt.toISOString(),
    payoutsFrom: from,
    lookedUp: toLookUp.length,
  };
}

/**
 * The payout events the console received and confirmed as this account's (a pending or foreign event is
 * not evidence of anything yet), for the payouts the check holds.
 */
async function offrampEvents(
  db: ConsoleExecutor,
  accountId: string,
  paymentIds: string[],
): Promise<WebhookFacts[]> {
  if (paymentIds.length === 0) return [];
  const events: WebhookFacts[] = [];
  // In slices, so no statement carries tens of thousands of parameters.
  for (let i = 0; i < paymentIds.length && events.length < MAX_EVENTS; i += 1_000) {
    const rows = await db
      .select({
        id: webhookInbox.id,
        eventType: webhookInbox.eventType,
        paymentId: webhookInbox.paymentId,
        receivedAt: webhookInbox.receivedAt,
      })
      .from(webhookInbox)
      .where(
        and(
          eq(webhookInbox.accountId, accountId),
          eq(webhookInbox.confirmation, "confirmed"),
          inArray(webhookInbox.eventType, OFFRAMP_EVENT_TYPES),
          inArray(webhookInbox.paymentId, paymentIds.slice(i, i + 1_000)),
        ),
      );
    for (const row of rows) {
      if (row.paymentId === null) continue;
      events.push({
        id: row.id,
        eventType: row.eventType,
        paymentId: row.paymentId,
        receivedAt: row.receivedAt.toISOString(),
      });
    }
  }
  return events;
}
