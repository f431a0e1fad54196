import "server-only";
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { operations } from "@/lib/payments-api/operations";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import type { QueryValue } from "@/lib/payments-api/query";
import type { ConsoleExecutor } from "@/server/db/client";
import { type PaymentIndexSyncRow, paymentIndex, paymentIndexSync } from "@/server/db/schema";
import { EXPORT_SHARE, type LongReadPacer } from "@/server/reports/export-pace";
import type { UpstreamClient } from "@/server/upstream/client";
import { RateLimitError, UpstreamError } from "@/server/upstream/errors";
import { indexListItems, indexPayment, markDetailsUnreadable, OPEN_PAYMENT_STATUSES } from "./payment-index";

/**
 * One round of keeping an account's payment index current, within a budget of list calls:
 *  1. discovery: the newest pages, until a page holds only payments the index knows;
 *  2. refresh: payments still awaiting the customer, 50 at a time through the list's `ids` filter;
 *  3. backfill: the next pages of the last 90 days, resumable from where the last round stopped;
 *  4. branches: each branch's payments back to where the last pass reached, to learn which payments are
 *     whose (list items carry none);
 *  5. details: payments read whole, a few a round, for their LKR side, fees, trade number and customer.
 * Calls stop early when the service's rate-limit budget runs low, leaving room for the people using it, and
 * take their turn in the account's shared pace for long reads (server/reports/export-pace.ts): when the
 * exports and charts running now leave no turn within a couple of seconds, the round stops and the next
 * one goes on from there.
 */

export interface SyncOptions {
  /** List calls one round may make. */
  budget?: number;
  /** Stop when the service says fewer calls than this remain in its window. */
  reserve?: number;
  /** The account's shared pace for its list calls (long reads of every instance). */
  pacer?: LongReadPacer;
  /** Payments one round may read whole (GET /v1/payment/:id), and the shared pace of those reads. */
  detailBudget?: number;
  detailPacer?: LongReadPacer;
  now?: () => Date;
}

/** The longest a list call waits for its turn in the shared pace before the round gives way. */
export const SYNC_MAX_TURN_WAIT_MS = 2_000;

export interface SyncReport {
  calls: number;
  discovered: number;
  refreshed: number;
  attributed: number;
  backfilled: number;
  /** Payments read whole for what the list does not carry. */
  detailed: number;
  /** Whether this round read every branch's newest payments to its end. */
  branchPassComplete: boolean;
  stoppedBy: "done" | "budget" | "rate-limit";
}

const PAGE_SIZE = 100;
const BRANCH_PASS_EVERY_MS = 60_000;

class OutOfBudget extends Error {}

export async function syncRound(
  db: ConsoleExecutor,
  accountId: string,
  client: Pick<UpstreamClient, "send" | "api">,
  options: SyncOptions = {},
): Promise<SyncReport> {
  const budget = options.budget ?? 8;
  const reserve = options.reserve ?? 60;
  const now = options.now ?? (() => new Date());
  const report: SyncReport = {
    calls: 0,
    discovered: 0,
    refreshed: 0,
    attributed: 0,
    backfilled: 0,
    detailed: 0,
    branchPassComplete: false,
    stoppedBy: "done",
  };
  const state = await ensureState(db, accountId);
  /** The service's time at the round's first answer (its Date header), for the branch pass's mark. */
  let serviceNow: number | null = null;

  async function list(query: Record<string, QueryValue>): Promise<PaymentListResponse> {
    if (report.calls >= budget) throw new OutOfBudget();
    if (options.pacer && !(await options.pacer.tryTurn(SYNC_MAX_TURN_WAIT_MS))) {
      throw new RateLimitError("The account's long reads use this minute's share of the list");
    }
    report.calls += 1;
    const response = await client.send(operations.listPayments, { query: { pageSize: PAGE_SIZE, ...query } });
    options.pacer?.observe(response.headers);
    const date = Date.parse(response.headers.get("date") ?? "");
    if (serviceNow === null && Number.isFinite(date)) serviceNow = date;
    const remaining = Number(response.headers.get("x-ratelimit-remaining"));
    const parsed = operations.listPayments.response.parse(response.body);
    if (Number.isFinite(remaining) && remaining < reserve) {
      await index(parsed, query);
      throw new RateLimitError("The list budget of this minute is kept for people");
    }
    return parsed;
  }

  async function index(page: PaymentListResponse, query: Record<string, QueryValue>): Promise<number> {
    const branchId = typeof query.branchId === "string" ? query.branchId : undefined;
    const known = await knownIds(
      db,
      accountId,
      page.data.map((item) => item.id),
      branchId,
    );
    await indexListItems(db, accountId, page.data, branchId);
    return page.data.length - known;
  }

  try {
    // 1. Discovery, newest first.
    for (let page = 1; page <= 3; page++) {
      const result = await list({ page });
      const fresh = await index(result, {});
      report.discovered += fresh;
      if (fresh === 0 || page >= result.meta.totalPages) break;
    }
    await db
      .update(paymentIndexSync)
      .set({ lastDiscoveryAt: now() })
      .where(eq(paymentIndexSync.accountId, accountId));

    // 2. Refresh of payments still open, least recently seen first.
    const open = await db
      .select({ id: paymentIndex.paymentId })
      .from(paymentIndex)
      .where(
        and(eq(paymentIndex.accountId, accountId), inArray(paymentIndex.status, [...OPEN_PAYMENT_STATUSES])),
      )
      .orderBy(asc(paymentIndex.seenAt))
      .limit(50);
    if (open.length > 0) {
      const result = await list({ ids: open.map((row) => row.id).join(","), pageSize: 50 });
      await index(result, {});
      report.refreshed += result.data.length;
    }
    await db
      .update(paymentIndexSync)
      .set({ lastRefreshAt: now() })
      .where(eq(paymentIndexSync.accountId, accountId));

    // 3. Backfill of the last 90 days, a few pages a round: until it reaches a day, that day is not known.
    if (!state.backfillDoneAt) report.backfilled += await backfill(db, accountId, state, list, index, now);

    // 4. Branches, continuing a pass a round left unfinished.
    const due =
      !state.lastBranchPassAt || now().getTime() - state.lastBranchPassAt.getTime() > BRANCH_PASS_EVERY_MS;
    if (due || state.branchPassMark !== null) {
      await branchPass(db, accountId, client, state, list, index, now, report, serviceNow);
    }
  } catch (error) {
    if (!(error instanceof OutOfBudget) && !(error instanceof RateLimitError)) {
      await recordFailure(db, accountId, error, now);
      throw error;
    }
    report.stoppedBy = error instanceof OutOfBudget ? "budget" : "rate-limit";
  }
  // 5. Details, on their own operation's budget: a list round out of calls still reads them.
  try {
    report.detailed += await readDetails(db, accountId, client, { ...options, reserve });
  } catch (error) {
    if (error instanceof RateLimitError) {
      if (report.stoppedBy === "done") report.stoppedBy = "rate-limit";
    } else {
      await recordFailure(db, accountId, error, now);
      throw error;
    }
  }
  return report;
}

async function recordFailure(db: ConsoleExecutor, accountId: string, error: unknown, now: () => Date) {
  await db
    .update(paymentIndexSync)
    .set({
      lastError: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      lastErrorAt: now(),
    })
    .where(eq(paymentIndexSync.accountId, accountId));
}

/** GET /v1/payment/:id allows 300 calls a minute; until the service says more, the index takes its share. */
export const DETAIL_MIN_INTERVAL_MS = Math.ceil(60_000 / Math.floor(300 * EXPORT_SHARE));

/** The longest detail reads one round makes by default: 20 every 10 s stays under the 300 a minute. */
export const DETAIL_READS_PER_ROUND = 20;

/**
 * Reads whole the payments whose details the index lacks, paid ones first (the LKR figures need them),
 * newest first, and stores what the list does not carry. A payment the account cannot read (403, 404) is
 * marked read so the pass moves on.
 */
async function readDetails(
  db: ConsoleExecutor,
  accountId: string,
  client: Pick<UpstreamClient, "send">,
  options: SyncOptions & { reserve: number },
): Promise<number> {
  const budget = options.detailBudget ?? DETAIL_READS_PER_ROUND;
  if (budget <= 0) return 0;
  const waiting = await db
    .select({ id: paymentIndex.paymentId })
    .from(paymentIndex)
    .where(and(eq(paymentIndex.accountId, accountId), isNull(paymentIndex.detailsReadAt)))
    .orderBy(sql`(${paymentIndex.status} = 'PAID') desc`, desc(paymentIndex.createdAt))
    .limit(budget);
  let read = 0;
  for (const { id } of waiting) {
    if (options.detailPacer && !(await options.detailPacer.tryTurn(SYNC_MAX_TURN_WAIT_MS))) break;
    let response: Awaited<ReturnType<UpstreamClient["send"]>>;
    try {
      response = await client.send(operations.getPayment, { params: { id } });
    } catch (error) {
      if (error instanceof UpstreamError && (error.status === 403 || error.status === 404)) {
        await markDetailsUnreadable(db, accountId, id);
        continue;
      }
      throw error;
    }
    options.detailPacer?.observe(response.headers);
    await indexPayment(db, accountId, operations.getPayment.response.parse(response.body));
    read += 1;
    const remaining = Number(response.headers.get("x-ratelimit-remaining"));
    if (Number.isFinite(remaining) && remaining < options.reserve) break;
  }
  return read;
}

async function ensureState(db: ConsoleExecutor, accountId: string) {
  await db.insert(paymentIndexSync).values({ accountId }).onConflictDoNothing();
  const [state] = await db.select().from(paymentIndexSync).where(eq(paymentIndexSync.accountId, accountId));
  if (!state) throw new Error("The payment index has no state for this account");
  return state;
}

/** How many of these ids the index already holds (with this branch, when one is given). */
async function knownIds(
  db: ConsoleExecutor,
  accountId: string,
  ids: string[],
  branchId?: string,
): Promise<number> {
  if (ids.length === 0) return 0;
  const conditions = [eq(paymentIndex.accountId, accountId), inArray(paymentIndex.paymentId, ids)];
  if (branchId) conditions.push(eq(paymentIndex.branchId, branchId));
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentIndex)
    .where(and(...conditions));
  return row?.count ?? 0;
}

type List = (query: Record<string, QueryValue>) => Promise<PaymentListResponse>;
type Index = (page: PaymentListResponse, query: Record<string, QueryValue>) => Promise<number>;

/** Branch lists are read 100 at a time; more pages than this are far past the console's scale. */
const MAX_BRANCH_PAGES = 20;
/** A payment committed this much later than one created after it is still read by the next pass. */
const MARK_MARGIN_MS = 2_000;

async function allBranchIds(client: Pick<UpstreamClient, "api">): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; page <= MAX_BRANCH_PAGES; page++) {
    // Every branch, deactivated ones too: their payments keep their branch.
    const branches = await client.api.listBranches({
      query: { page, limit: 100, sortBy: "created_at", sortOrder: "asc" },
    });
    ids.push(...branches.data.map((branch) => branch.id));
    if (page >= branches.meta.totalPages) break;
  }
  return ids;
}

/**
 * The instant before which this pass will have seen every payment: the service's time when the round began
 * (its `Date` header, whole seconds) or the newest creation time the index holds, whichever is later, less a
 * margin for a payment committed a moment after a newer one. Both are the service's own clock and no later
 * than the pass's start, so a payment created after it has a later creation time and the next pass, which
 * reads back to this mark, sees it. The console's clock is not used: it may run ahead of the service's.
 */
async function passMark(db: ConsoleExecutor, accountId: string, serviceNow: number | null): Promise<Date> {
  const [row] = await db
    .select({ newest: sql<string | null>`max(${paymentIndex.createdAt})` })
    .from(paymentIndex)
    .where(eq(paymentIndex.accountId, accountId));
  const newest = row?.newest ? new Date(row.newest).getTime() : null;
  const latest = Math.max(newest ?? 0, serviceNow ?? 0);
  return new Date(latest === 0 ? 0 : latest - MARK_MARGIN_MS);
}

/**
 * Walks every branch's payments, newest first, page by page, back to the previous pass's mark (the whole
 * 90 days on the first pass): the list carries no branch, so a branch's own list is the only way to learn
 * it. Where it stopped (branch and page) is saved after every page, so a round out of budget resumes there;
 * pages only shift towards the end as payments arrive, so a resumed walk reads some rows twice, never skips
 * one. A complete pass records its mark: every payment created before it has its branch in the index.
 */
async function branchPass(
  db: ConsoleExecutor,
  accountId: string,
  client: Pick<UpstreamClient, "api">,
  state: PaymentIndexSyncRow,
  list: List,
  index: Index,
  now: () => Date,
  report: SyncReport,
  serviceNow: number | null,
): Promise<void> {
  const save = (values: Partial<PaymentIndexSyncRow>) =>
    db.update(paymentIndexSync).set(values).where(eq(paymentIndexSync.accountId, accountId));
  let { branchCursor: cursor, branchPage: page, branchPassSince: since, branchPassMark: mark } = state;
  if (mark === null) {
    mark = await passMark(db, accountId, serviceNow);
    since = state.branchesKnownBefore;
    cursor = null;
    page = 1;
    await save({ branchPassMark: mark, branchPassSince: since, branchCursor: null, branchPage: 1 });
  }
  const sinceMs = since?.getTime() ?? null;
  const ids = await allBranchIds(client);
  const at = cursor === null ? 0 : Math.max(0, ids.indexOf(cursor));
  if (cursor === null || !ids.includes(cursor)) page = 1;
  for (let i = at; i < ids.length; i++) {
    const branchId = ids[i] as string;
    for (let read = 0; read < 1_000; read++) {
      const result = await list({ page, branchId, dateRange: "last90" });
      report.attributed += await index(result, { branchId });
      const reachedSince =
        sinceMs !== null && result.data.some((item) => new Date(item.createdAt).getTime() < sinceMs);
      const last = page >= result.meta.totalPages || result.data.length === 0 || reachedSince;
      page = last ? 1 : page + 1;
      await save({ branchCursor: last ? (ids[i + 1] ?? null) : branchId, branchPage: page });
      if (last) break;
    }
  }
  report.branchPassComplete = true;
  await save({
    branchCursor: null,
    branchPage: 1,
    branchPassSince: null,
    branchPassMark: null,
    branchesKnownBefore: mark,
    lastBranchPassAt: now(),
  });
}

async function backfill(
  db: ConsoleExecutor,
  accountId: string,
  state: { backfillNextPage: number; backfillStartedAt: Date | null },
  list: List,
  index: Index,
  now: () => Date,
): Promise<number> {
  let page = state.backfillNextPage;
  let added = 0;
  if (!state.backfillStartedAt) {
    await db
      .update(paymentIndexSync)
      .set({ backfillStartedAt: now() })
      .where(eq(paymentIndexSync.accountId, accountId));
  }
  for (let round = 0; round < 3; round++) {
    const result = await list({ page, dateRange: "last90" });
    added += await index(result, {});
    const done = page >= result.meta.totalPages || result.data.length === 0;
    page += 1;
    // Newest first: every payment created after the oldest one read so far is in the index now.
    const oldest = result.data.reduce<string | null>(
      (min, item) => (min === null || Date.parse(item.createdAt) < Date.parse(min) ? item.createdAt : min),
      null,
    );
    await db
      .update(paymentIndexSync)
      .set({
        backfillNextPage: page,
        backfillTotalPages: result.meta.totalPages,
        ...(oldest
          ? {
              backfillOldestAt: sql`least(${paymentIndexSync.backfillOldestAt}, ${new Date(oldest).toISOString()}::timestamptz)`,
            }
          : {}),
        ...(done ? { backfillDoneAt: now() } : {}),
      })
      .where(eq(paymentIndexSync.accountId, accountId));
    if (done) break;
  }
  return added;
}

/**
 * Takes or renews the account's sync lease for `owner`: one statement, so two instances racing for it
 * cannot both win. Returns whether `owner` holds it now.
 */
export async function takeLease(
  db: ConsoleExecutor,
  accountId: string,
  owner: string,
  ttlMs: number,
): Promise<boolean> {
  await db.insert(paymentIndexSync).values({ accountId }).onConflictDoNothing();
  const until = new Date(Date.now() + ttlMs);
  const rows = await db
    .update(paymentIndexSync)
    .set({ leaseOwner: owner, leaseUntil: until })
    .where(
      and(
        eq(paymentIndexSync.accountId, accountId),
        or(
          isNull(paymentIndexSync.leaseUntil),
          lt(paymentIndexSync.leaseUntil, sql`now()`),
          eq(paymentIndexSync.leaseOwner, owner),
        ),
      ),
    )
    .returning({ accountId: paymentIndexSync.accountId });
  return rows.length === 1;
}
