import "server-only";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { operations } from "@/lib/payments-api/operations";
import type { PaymentListResponse } from "@/lib/payments-api/payments";
import type { QueryValue } from "@/lib/payments-api/query";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndex, paymentIndexSync } from "@/server/db/schema";
import type { LongReadPacer } from "@/server/reports/export-pace";
import type { UpstreamClient } from "@/server/upstream/client";
import { RateLimitError } from "@/server/upstream/errors";
import { indexListItems, OPEN_PAYMENT_STATUSES } from "./payment-index";

/**
 * One round of keeping an account's payment index current, within a budget of list calls:
 *  1. discovery: the newest pages, until a page holds only payments the index knows;
 *  2. refresh: payments still awaiting the customer, 50 at a time through the list's `ids` filter;
 *  3. branches: each branch's newest payments, to learn which payments are whose (list items carry none);
 *  4. backfill: the next pages of the last 90 days, resumable from where the last round stopped.
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
    branchPassComplete: false,
    stoppedBy: "done",
  };
  const state = await ensureState(db, accountId);

  async function list(query: Record<string, QueryValue>): Promise<PaymentListResponse> {
    if (report.calls >= budget) throw new OutOfBudget();
    if (options.pacer && !(await options.pacer.tryTurn(SYNC_MAX_TURN_WAIT_MS))) {
      throw new RateLimitError("The account's long reads use this minute's share of the list");
    }
    report.calls += 1;
    const response = await client.send(operations.listPayments, { query: { pageSize: PAGE_SIZE, ...query } });
    options.pacer?.observe(response.headers);
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

    // 3. Branches, continuing a pass a round left unfinished.
    const due =
      !state.lastBranchPassAt || now().getTime() - state.lastBranchPassAt.getTime() > BRANCH_PASS_EVERY_MS;
    if (due || state.branchCursor !== null) {
      await branchPass(db, accountId, client, state.branchCursor, list, index, now, report);
    }

    // 4. Backfill of the last 90 days.
    if (!state.backfillDoneAt) report.backfilled += await backfill(db, accountId, state, list, index, now);
  } catch (error) {
    if (error instanceof OutOfBudget) report.stoppedBy = "budget";
    else if (error instanceof RateLimitError) report.stoppedBy = "rate-limit";
    else {
      await db
        .update(paymentIndexSync)
        .set({
          lastError: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
          lastErrorAt: now(),
        })
        .where(eq(paymentIndexSync.accountId, accountId));
      throw error;
    }
  }
  return report;
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

/**
 * Walks the branches after the cursor, reading each one's newest payments until a page holds nothing new
 * for it. The cursor is saved after every branch, so a round that runs out of budget resumes with the next
 * branch; a walk that reaches the end counts as a completed pass.
 */
async function branchPass(
  db: ConsoleExecutor,
  accountId: string,
  client: Pick<UpstreamClient, "api">,
  cursor: string | null,
  list: List,
  index: Index,
  now: () => Date,
  report: SyncReport,
): Promise<void> {
  const branches = await client.api.listBranches({
    query: { page: 1, limit: 100, sortBy: "created_at", sortOrder: "asc" },
  });
  const ids = branches.data.map((branch) => branch.id);
  const start = cursor === null ? 0 : ids.indexOf(cursor) + 1;
  for (const branchId of ids.slice(start)) {
    for (let page = 1; page <= 3; page++) {
      const result = await list({ page, branchId });
      const fresh = await index(result, { branchId });
      report.attributed += fresh;
      if (fresh === 0 || page >= result.meta.totalPages) break;
    }
    await db
      .update(paymentIndexSync)
      .set({ branchCursor: branchId })
      .where(eq(paymentIndexSync.accountId, accountId));
  }
  report.branchPassComplete = true;
  await db
    .update(paymentIndexSync)
    .set({ branchCursor: null, lastBranchPassAt: now() })
    .where(eq(paymentIndexSync.accountId, accountId));
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
    await db
      .update(paymentIndexSync)
      .set({
        backfillNextPage: page,
        backfillTotalPages: result.meta.totalPages,
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
