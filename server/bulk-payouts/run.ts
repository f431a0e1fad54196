import "server-only";
import { and, asc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { operations } from "@/lib/payments-api/operations";
import { systemAccountClient, type UpstreamCallOptions } from "@/server/access/account-access";
import { can } from "@/server/auth/policy";
import type { ConsoleExecutor } from "@/server/db/client";
import { type BulkPayoutRow, bulkPayoutRows, bulkPayouts, memberships } from "@/server/db/schema";
import { logger } from "@/server/log";
import { createLongReadPacer, type LongReadPacer, paceIntervalMs } from "@/server/reports/export-pace";
import { pgPaceStore } from "@/server/reports/pace-store";
import type { UpstreamClient } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";
import {
  isAccessRefusal,
  isRefusal,
  refuseRow,
  registerRow,
  sendRow,
  settleRowOutcome,
  type Turn,
} from "./row-send";

// A batch's run, one slice at a time: the instance holding the batch's lease works its rows in file order
// for up to a slice's length, then hands the batch back to the job queue (server/bulk-payouts/worker.ts)
// for the next slice, on whichever instance takes it. Every call waits for the account's turn with its
// operation, a share of the limit the service announces, and renews the lease first: a holder that cannot
// renew stops before it calls, so two instances never work one batch.

/** How long one instance holds a batch without renewing: longer than any one call with its retries. */
export const LEASE_MS = 60_000;
/** How long one job works before handing the batch on. */
const SLICE_MS = 60_000;
/** The share of each operation's limit a batch uses: 48 of 60 payouts a minute. */
export const BATCH_SHARE = 0.8;
/** The pace of an operation the contract gives no limit for, until the service announces one. */
const FALLBACK_INTERVAL_MS = 1_250;

/**
 * An operation's pace until the service announces its limit, and the fastest it ever goes (a pacer never
 * goes below its fallback): the batch's share of the limit the contract documents, 48 payouts a minute of
 * 60, one every 1.25 s. A lower limit announced by the service slows it; a higher one does not speed it.
 */
function documentedIntervalMs(operationId: string): number {
  const operation = Object.hasOwn(operations, operationId)
    ? operations[operationId as keyof typeof operations]
    : undefined;
  return operation === undefined
    ? FALLBACK_INTERVAL_MS
    : paceIntervalMs(operation.rateLimitPerMinute, 0, BATCH_SHARE);
}
/** How often sent rows are asked for their outcome once nothing is left to send. */
export const OUTCOME_CHECK_MS = 5_000;
/** After a failed slice, the next one. */
const RETRY_MS = 5_000;
/** Failed slices in a row after which the console pauses the batch and says why. */
export const MAX_FAILED_SLICES = 12;
/** One call's patience: 15 s, one retry, at most 20 s of waiting for a rate limit (< LEASE_MS in all). */
const CALL_OPTIONS: UpstreamCallOptions = { timeoutMs: 15_000, maxRetries: 1, maxRetryWaitMs: 20_000 };

export type SliceResult =
  /** Another instance holds the batch. */
  | "busy"
  /** The batch waits for a person (approval, resume) or is over: nothing to schedule. */
  | "idle"
  /** Work is left: the next slice is due after `nextInMs`. */
  | { nextInMs: number };

export interface SliceOptions {
  owner: string;
  sliceMs?: number;
  /** How long the batch is held without renewal (a crashed holder's batch is free after it). */
  leaseMs?: number;
  /** The account's client as the run uses it; by default from the stored key. */
  client?: (
    accountId: string,
    onResponse: NonNullable<UpstreamCallOptions["onResponse"]>,
  ) => Promise<UpstreamClient | null>;
  /** Pacing of the service's operations until it announces its limits (tests shorten it). */
  fallbackIntervalMs?: number;
}

/** Statuses a batch is worked in: a cancelled one only finishes the sends it had under way. */
const WORKED: BulkPayoutRow["status"][] = ["preparing", "running", "cancelled"];

const leaseEnd = (leaseMs: number) => sql`now() + ${`${leaseMs} milliseconds`}::interval`;

const defaultClient: NonNullable<SliceOptions["client"]> = (accountId, onResponse) =>
  systemAccountClient(accountId, { ...CALL_OPTIONS, onResponse });

const leaseFree = (owner: string) =>
  or(
    isNull(bulkPayouts.leaseUntil),
    lt(bulkPayouts.leaseUntil, sql`now()`),
    eq(bulkPayouts.leaseOwner, owner),
  );

async function takeBatchLease(db: ConsoleExecutor, batchId: string, owner: string, leaseMs: number) {
  const [batch] = await db
    .update(bulkPayouts)
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(leaseMs) })
    .where(and(eq(bulkPayouts.id, batchId), inArray(bulkPayouts.status, WORKED), leaseFree(owner)))
    .returning();
  return batch ?? null;
}

/** Renews the lease; null when this instance no longer holds it (or the batch is gone). */
async function renewLease(db: ConsoleExecutor, batchId: string, owner: string, leaseMs: number) {
  const [batch] = await db
    .update(bulkPayouts)
    .set({ leaseUntil: leaseEnd(leaseMs) })
    .where(and(eq(bulkPayouts.id, batchId), eq(bulkPayouts.leaseOwner, owner)))
    .returning();
  return batch ?? null;
}

async function releaseLease(db: ConsoleExecutor, batchId: string, owner: string) {
  await db
    .update(bulkPayouts)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(and(eq(bulkPayouts.id, batchId), eq(bulkPayouts.leaseOwner, owner)));
}

/** The console pauses a batch by itself, with the reason the batch page shows. */
export async function pauseWithReason(db: ConsoleExecutor, batchId: string, reason: string) {
  await db
    .update(bulkPayouts)
    .set({ status: "paused", pausedReason: reason })
    .where(and(eq(bulkPayouts.id, batchId), inArray(bulkPayouts.status, ["preparing", "running"])));
  logger().warn("payout batch paused by the console", { scope: "bulk-payouts", batchId, reason });
}

class LeaseLost extends Error {
  override name = "LeaseLost";
}

function pacers(accountId: string, db: ConsoleExecutor, fallbackIntervalMs: number | undefined) {
  const made = new Map<string, LongReadPacer>();
  const pacerOf = (operationId: string) => {
    let pacer = made.get(operationId);
    if (!pacer) {
      pacer = createLongReadPacer({
        store: pgPaceStore(db),
        key: { accountId, operationId },
        fallbackIntervalMs: fallbackIntervalMs ?? documentedIntervalMs(operationId),
        share: BATCH_SHARE,
        onNoteFailed: (error) =>
          logger().warn("batch pace not noted", { scope: "bulk-payouts", accountId, error: String(error) }),
      });
      made.set(operationId, pacer);
    }
    return pacer;
  };
  return pacerOf;
}

type RowApi = Parameters<typeof registerRow>[0]["api"];

/** The next row: registration first while preparing; sends in file order; a cancelled batch's open sends. */
async function nextRow(db: ConsoleExecutor, batch: BulkPayoutRow) {
  const which =
    batch.status === "preparing"
      ? and(eq(bulkPayoutRows.state, "waiting"), isNull(bulkPayoutRows.userBankId))
      : batch.status === "cancelled"
        ? eq(bulkPayoutRows.state, "quoting")
        : inArray(bulkPayoutRows.state, ["waiting", "quoting"]);
  const [row] = await db
    .select()
    .from(bulkPayoutRows)
    .where(and(eq(bulkPayoutRows.batchId, batch.id), which))
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

/** Asks, at the batch's pace, for the outcome of the sent rows asked least recently; true when none is left. */
async function checkOutcomes(
  db: ConsoleExecutor,
  batch: BulkPayoutRow,
  api: RowApi,
  turn: Turn,
  signal: AbortSignal,
): Promise<boolean> {
  const open = await db
    .select({ id: bulkPayoutRows.id, offrampId: bulkPayoutRows.offrampId })
    .from(bulkPayoutRows)
    .where(and(eq(bulkPayoutRows.batchId, batch.id), eq(bulkPayoutRows.state, "sent")))
    .orderBy(sql`${bulkPayoutRows.checkedAt} asc nulls first`, asc(bulkPayoutRows.fileRow))
    .limit(20);
  let failures: Map<string, string | null> | null = null;
  for (const { id, offrampId } of open) {
    if (!offrampId) continue;
    await turn("getOfframp", signal);
    const offramp = await api.getOfframp({ params: { id: offrampId }, signal });
    await db.update(bulkPayoutRows).set({ checkedAt: sql`now()` }).where(eq(bulkPayoutRows.id, id));
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

/** Why the member the batch runs for may no longer make payouts in the account; null while they may. */
async function memberRefusal(db: ConsoleExecutor, batch: BulkPayoutRow): Promise<string | null> {
  if (batch.runBy === null) return "The member who started this batch no longer exists.";
  const [membership] = await db
    .select({ role: memberships.role, branchId: memberships.branchId })
    .from(memberships)
    .where(and(eq(memberships.accountId, batch.accountId), eq(memberships.userId, batch.runBy)));
  if (membership && can(membership.role, "offramp:write") && membership.branchId === null) return null;
  return "The member this batch runs for may no longer make payouts in this account. A member who may can resume it.";
}

/** What a failed slice leaves: the next slice later, or after too many in a row a pause that says why. */
async function failedSlice(db: ConsoleExecutor, batch: BulkPayoutRow, error: unknown): Promise<SliceResult> {
  const [counted] = await db
    .update(bulkPayouts)
    .set({ failedSlices: sql`${bulkPayouts.failedSlices} + 1` })
    .where(eq(bulkPayouts.id, batch.id))
    .returning({ failedSlices: bulkPayouts.failedSlices });
  const detail =
    error instanceof UpstreamError ? `${error.status ?? "no answer"} ${error.message}` : String(error);
  logger().warn("batch slice failed; tried again", {
    scope: "bulk-payouts",
    batchId: batch.id,
    error: detail,
  });
  if ((counted?.failedSlices ?? 0) >= MAX_FAILED_SLICES && batch.status !== "cancelled") {
    await pauseWithReason(
      db,
      batch.id,
      `The payments service did not answer ${MAX_FAILED_SLICES} times in a row (last: ${
        error instanceof UpstreamError ? error.message : "no answer"
      }). Nothing is sent twice: resume it when the service answers again.`,
    );
    return "idle";
  }
  return { nextInMs: RETRY_MS };
}

/**
 * Works one slice of a batch. A failure of one call (no answer, a 5xx, a rate limit) ends the slice and the
 * row is tried again in the next one; a refusal of a row's own data ends only that row (and only before it
 * was ever sent); a refused key, a member who may no longer pay, or a service that keeps failing pauses the
 * batch with the reason.
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
    return found && WORKED.includes(found.status) ? "busy" : "idle";
  }
  const controller = new AbortController();
  const sliceMs = options.sliceMs ?? SLICE_MS;
  const deadline = Date.now() + sliceMs;
  const timer = setTimeout(() => controller.abort(new LeaseLost("slice over")), sliceMs + leaseMs / 2);
  const { signal } = controller;
  try {
    if (leased.status !== "cancelled") {
      const refusal = await memberRefusal(db, leased);
      if (refusal) {
        await pauseWithReason(db, leased.id, refusal);
        return "idle";
      }
    }
    const pacerOf = pacers(leased.accountId, db, options.fallbackIntervalMs);
    const client = await (options.client ?? defaultClient)(leased.accountId, (response, operationId) =>
      pacerOf(operationId).observe(response.headers),
    );
    if (!client) {
      await pauseWithReason(
        db,
        leased.id,
        "This account has no API key stored: add one, then resume the batch.",
      );
      return "idle";
    }
    // Every call renews the lease before it waits for its turn: one that cannot renew never calls.
    const turn: Turn = async (operationId, turnSignal) => {
      if (!(await renewLease(db, batchId, options.owner, leaseMs))) {
        controller.abort(new LeaseLost("lease lost"));
        throw new LeaseLost("This instance no longer holds the batch");
      }
      await pacerOf(operationId).turn(turnSignal);
    };
    const api = client.api;
    let batch = leased;
    while (Date.now() < deadline) {
      const renewed = await renewLease(db, batchId, options.owner, leaseMs);
      if (!renewed || !WORKED.includes(renewed.status)) return "idle";
      batch = renewed;
      await db
        .update(bulkPayouts)
        .set({ sendIntervalMs: Math.round(pacerOf("createOfframp").intervalMs()) })
        .where(eq(bulkPayouts.id, batch.id));
      const row = await nextRow(db, batch);
      const deps = { db, api, turn, signal };
      if (!row) {
        if (batch.status === "preparing") {
          await setStatus(db, batch.id, "preparing", "awaiting_approval");
          return "idle";
        }
        try {
          if (await checkOutcomes(db, batch, api, turn, signal)) {
            if (batch.status === "running") await setStatus(db, batch.id, "running", "finished");
            return "idle";
          }
        } catch (error) {
          if (error instanceof LeaseLost) return "idle";
          return failedSlice(db, batch, error);
        }
        return { nextInMs: OUTCOME_CHECK_MS };
      }
      try {
        const registered = await registerRow(deps, row);
        if (batch.status !== "preparing") await sendRow(deps, registered, { userId: batch.runBy });
        await db.update(bulkPayouts).set({ failedSlices: 0 }).where(eq(bulkPayouts.id, batch.id));
      } catch (error) {
        if (error instanceof LeaseLost) return "idle";
        if (isAccessRefusal(error)) {
          await pauseWithReason(
            db,
            batch.id,
            `The payments service refused this account's API key or role (${error.message}). Nothing more was sent: check the key in Settings, then resume the batch.`,
          );
          return "idle";
        }
        // A refusal of the row's own end user or bank account is final, but only for a row never sent:
        // a row sent before without an answer may be a payout, and is never marked refused.
        if (isRefusal(error) && row.state === "waiting") {
          await refuseRow(db, row, refusalWords(error));
          continue;
        }
        return failedSlice(db, batch, error);
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
        or(
          inArray(bulkPayouts.status, ["preparing", "running"]),
          // A cancelled batch while a send it had under way, or a payout's outcome, is still open.
          and(
            eq(bulkPayouts.status, "cancelled"),
            sql`exists (select 1 from ${bulkPayoutRows} where ${bulkPayoutRows.batchId} = ${bulkPayouts.id} and ${bulkPayoutRows.state} in ('quoting', 'sent'))`,
          ),
        ),
        or(isNull(bulkPayouts.leaseUntil), lt(bulkPayouts.leaseUntil, sql`now()`)),
      ),
    )
    .limit(100);
  return rows.map((row) => row.id);
}
