import "server-only";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { systemAccountClient } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { type BulkPayoutRow, bulkPayoutRows, bulkPayouts } from "@/server/db/schema";
import { logger } from "@/server/log";
import { createLongReadPacer, type LongReadPacer } from "@/server/reports/export-pace";
import { pgPaceStore } from "@/server/reports/pace-store";
import type { UpstreamClient } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";
import { isRefusal, refuseRow, registerRow, sendRow, settleRowOutcome, type Turn } from "./row-send";

// A batch's run, one slice at a time: the instance holding the batch's lease works its rows in file order
// for up to a slice's length, then hands the batch back to the job queue (server/bulk-payouts/jobs.ts) for
// the next slice, on whichever instance takes it. Every call waits for the account's turn with its
// operation, a share of the limit the service announces, so people's own pages keep their room.

/** How long one instance holds a batch without renewing; a crashed instance's batch is free after it. */
export const LEASE_MS = 30_000;
/** How long one job works before handing the batch on. */
const SLICE_MS = 60_000;
/** The share of each operation's limit a batch uses: 48 of 60 payouts a minute. */
export const BATCH_SHARE = 0.8;
/** The pace until the service has announced its limits: one call a second and a half. */
const FALLBACK_INTERVAL_MS = 1_500;
/** How often sent rows are asked for their outcome once nothing is left to send. */
export const OUTCOME_CHECK_MS = 5_000;

export type SliceResult =
  /** Another instance holds the batch. */
  | "busy"
  /** The batch waits for a person (approval, resume) or is over: nothing to schedule. */
  | "idle"
  /** Work is left: the next slice is due after `delayMs`. */
  | { nextInMs: number };

export interface SliceOptions {
  owner: string;
  sliceMs?: number;
  /** How long the batch is held without renewal (a crashed holder's batch is free after it). */
  leaseMs?: number;
  /** The account's client as the run uses it; by default from the stored key. */
  client?: (accountId: string) => Promise<UpstreamClient | null>;
  /** Pacing of the service's operations (tests shorten it). */
  fallbackIntervalMs?: number;
}

const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

const defaultClient = (accountId: string) =>
  systemAccountClient(accountId, { timeoutMs: 15_000, maxRetries: 2, maxRetryWaitMs: 20_000 });

async function takeBatchLease(db: ConsoleExecutor, batchId: string, owner: string, leaseMs: number) {
  const [batch] = await db
    .update(bulkPayouts)
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(leaseMs) })
    .where(
      and(
        eq(bulkPayouts.id, batchId),
        inArray(bulkPayouts.status, ["preparing", "running"]),
        or(
          isNull(bulkPayouts.leaseUntil),
          lt(bulkPayouts.leaseUntil, sql`now()`),
          eq(bulkPayouts.leaseOwner, owner),
        ),
      ),
    )
    .returning();
  return batch ?? null;
}

async function releaseLease(db: ConsoleExecutor, batchId: string, owner: string) {
  await db
    .update(bulkPayouts)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(bulkPayouts.id, batchId), eq(bulkPayouts.leaseOwner, owner)));
}

function pacers(accountId: string, db: ConsoleExecutor, fallbackIntervalMs: number) {
  const made = new Map<string, LongReadPacer>();
  const pacerOf = (operationId: string) => {
    let pacer = made.get(operationId);
    if (!pacer) {
      pacer = createLongReadPacer({
        store: pgPaceStore(db),
        key: { accountId, operationId },
        fallbackIntervalMs,
        share: BATCH_SHARE,
        onNoteFailed: (error) =>
          logger().warn("batch pace not noted", { scope: "bulk-payouts", accountId, error: String(error) }),
      });
      made.set(operationId, pacer);
    }
    return pacer;
  };
  const turn: Turn = (operationId, signal) => pacerOf(operationId).turn(signal);
  return { pacerOf, turn };
}

type RowApi = Parameters<typeof registerRow>[0]["api"];

/** The next row this batch works on: registration first while preparing, then sending in file order. */
async function nextRow(db: ConsoleExecutor, batch: BulkPayoutRow) {
  const [row] = await db
    .select()
    .from(bulkPayoutRows)
    .where(
      and(
        eq(bulkPayoutRows.batchId, batch.id),
        batch.status === "preparing"
          ? and(eq(bulkPayoutRows.state, "waiting"), isNull(bulkPayoutRows.userBankId))
          : inArray(bulkPayoutRows.state, ["waiting", "quoting"]),
      ),
    )
    .orderBy(asc(bulkPayoutRows.fileRow))
    .limit(1);
  return row ?? null;
}

/** The account's newest failed payouts with the bank's reason, read from the offramp report. */
async function recentFailures(api: RowApi, turn: Turn, signal: AbortSignal) {
  await turn("getOfframpReport", signal);
  const report = await api.getOfframpReport({
    query: { page: 1, limit: 100, status: "FAILED", sortBy: "created_at", sortOrder: "desc" },
    signal,
  });
  return new Map(report.offramps.map((item) => [item.paymentId, item.failureReason ?? null]));
}

/** Reads, at the batch's pace, the outcome of rows the service made payouts for; true when none is left. */
async function checkOutcomes(
  db: ConsoleExecutor,
  batch: BulkPayoutRow,
  api: RowApi,
  turn: Turn,
  signal: AbortSignal,
): Promise<boolean> {
  const open = await db
    .select({ offrampId: bulkPayoutRows.offrampId })
    .from(bulkPayoutRows)
    .where(and(eq(bulkPayoutRows.batchId, batch.id), eq(bulkPayoutRows.state, "sent")))
    .orderBy(asc(bulkPayoutRows.updatedAt))
    .limit(20);
  let failures: Map<string, string | null> | null = null;
  for (const { offrampId } of open) {
    if (!offrampId) continue;
    await turn("getOfframp", signal);
    const offramp = await api.getOfframp({ params: { id: offrampId }, signal });
    // A payout says that it failed, not why: the report's newest failures do.
    if (offramp.status === "FAILED" && failures === null) failures = await recentFailures(api, turn, signal);
    const failureReason = failures?.get(offrampId) ?? null;
    await settleRowOutcome(db, batch.accountId, { offrampId, status: offramp.status, failureReason });
  }
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bulkPayoutRows)
    .where(and(eq(bulkPayoutRows.batchId, batch.id), eq(bulkPayoutRows.state, "sent")));
  return (left?.n ?? 0) === 0;
}

async function setStatus(
  db: ConsoleExecutor,
  batchId: string,
  from: BulkPayoutRow["status"],
  to: BulkPayoutRow["status"],
) {
  await db
    .update(bulkPayouts)
    .set({ status: to, ...(to === "finished" ? { finishedAt: sql`now()` } : {}) })
    .where(and(eq(bulkPayouts.id, batchId), eq(bulkPayouts.status, from)));
}

/**
 * Works one slice of a batch. A failure of one call (no answer, a 5xx) ends the slice and the row is tried
 * again in the next one; a refusal ends only its row. Rows are worked one at a time, in file order.
 */
export async function runSlice(
  db: ConsoleExecutor,
  batchId: string,
  options: SliceOptions,
): Promise<SliceResult> {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const leased = await takeBatchLease(db, batchId, options.owner, leaseMs);
  if (!leased) {
    const [found] = await db
      .select({ status: bulkPayouts.status })
      .from(bulkPayouts)
      .where(eq(bulkPayouts.id, batchId));
    return found && (found.status === "preparing" || found.status === "running") ? "busy" : "idle";
  }
  const controller = new AbortController();
  const deadline = Date.now() + (options.sliceMs ?? SLICE_MS);
  const timer = setTimeout(
    () => controller.abort(new Error("slice over")),
    (options.sliceMs ?? SLICE_MS) + leaseMs / 2,
  );
  const { signal } = controller;
  try {
    const client = await (options.client ?? defaultClient)(leased.accountId);
    if (!client) return "idle";
    const { pacerOf, turn } = pacers(
      leased.accountId,
      db,
      options.fallbackIntervalMs ?? FALLBACK_INTERVAL_MS,
    );
    const api = client.api;
    const actor = { userId: leased.createdBy };
    while (Date.now() < deadline) {
      const [batch] = await db
        .update(bulkPayouts)
        .set({
          leaseUntil: leaseEnd(leaseMs),
          sendIntervalMs: Math.round(pacerOf("createOfframp").intervalMs()),
        })
        .where(and(eq(bulkPayouts.id, batchId), eq(bulkPayouts.leaseOwner, options.owner)))
        .returning();
      if (!batch || (batch.status !== "preparing" && batch.status !== "running")) return "idle";
      const row = await nextRow(db, batch);
      if (!row) {
        if (batch.status === "preparing") {
          await setStatus(db, batch.id, "preparing", "awaiting_approval");
          return "idle";
        }
        if (await checkOutcomes(db, batch, api, turn, signal)) {
          await setStatus(db, batch.id, "running", "finished");
          return "idle";
        }
        return { nextInMs: OUTCOME_CHECK_MS };
      }
      const deps = { db, api, turn, signal };
      try {
        const registered = await registerRow(deps, row);
        if (batch.status === "running") await sendRow(deps, registered, actor);
      } catch (error) {
        if (isRefusal(error)) {
          await refuseRow(db, row, refusalWords(error));
          continue;
        }
        logger().warn("batch row not done; tried again in the next slice", {
          scope: "bulk-payouts",
          batchId,
          fileRow: row.fileRow,
          error:
            error instanceof UpstreamError ? `${error.status ?? "no answer"} ${error.code}` : String(error),
        });
        return { nextInMs: 5_000 };
      }
    }
    return { nextInMs: 0 };
  } finally {
    clearTimeout(timer);
    await releaseLease(db, batchId, options.owner).catch(() => {});
  }
}

function refusalWords(error: UpstreamError): string {
  return `The payments service refused this row's end user or bank account: ${error.message}`;
}

/** Batches whose run is due and held by nobody: after a restart, or when a slice's job was lost. */
export async function batchesToWake(db: ConsoleExecutor): Promise<string[]> {
  const rows = await db
    .select({ id: bulkPayouts.id })
    .from(bulkPayouts)
    .where(
      and(
        inArray(bulkPayouts.status, ["preparing", "running"]),
        or(isNull(bulkPayouts.leaseUntil), lt(bulkPayouts.leaseUntil, sql`now()`)),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
