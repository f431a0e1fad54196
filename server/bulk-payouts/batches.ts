import "server-only";
import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import { type AnyPgColumn, alias } from "drizzle-orm/pg-core";
import {
  type BatchAction,
  type BatchDetail,
  type BatchRowView,
  type BatchView,
  FINAL_ROW_STATES,
  type RowCounts,
  rowStates,
} from "@/lib/bulk-payouts/batch";
import type { PayoutPlan } from "@/lib/bulk-payouts/check-payout-rows";
import { CodedError } from "@/lib/coded-error";
import { isUuid } from "@/lib/ids";
import { decimal, sum, usdtToLkr } from "@/lib/money";
import type { ConsoleExecutor } from "@/server/db/client";
import {
  type BulkPayoutRow,
  type BulkPayoutRowRow,
  bulkPayoutRows,
  bulkPayouts,
  users,
} from "@/server/db/schema";

// The console's record of payout batches: a batch and its rows written in one transaction, read back as
// the views its pages show (lib/bulk-payouts/batch.ts), and changed by people (approve, reject, pause,
// resume, cancel) with conditional updates, so two people acting at once cannot both win.

export type BatchErrorCode = "not_found" | "forbidden" | "own_batch" | "state" | "invalid";

/** A refusal whose message is safe to show. */
export class BatchError extends CodedError<BatchErrorCode> {
  override name = "BatchError";
}

/** Who reads or acts: the member, and what their role allows. */
export interface BatchActor {
  userId: string;
  /** May make payouts (and so start, approve and control batches). */
  mayPay: boolean;
}

export interface NewBatch {
  accountId: string;
  fileName: string;
  plans: readonly (PayoutPlan & { row: number })[];
  rateUsdtLkr: string;
  thresholdLkr: string | null;
  /** Why it waits for a second person; null to run at once. */
  heldReason: string | null;
  createdBy: string;
  requestId: string;
}

/** References of these rows held by live rows of the account's batches, each with its batch in words. */
export async function referencesInBatches(
  db: ConsoleExecutor,
  accountId: string,
  references: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(references.filter((reference) => reference !== ""))];
  if (wanted.length === 0) return new Map();
  const found = await db
    .select({
      reference: bulkPayoutRows.reference,
      fileRow: bulkPayoutRows.fileRow,
      fileName: bulkPayouts.fileName,
    })
    .from(bulkPayoutRows)
    .innerJoin(bulkPayouts, eq(bulkPayouts.id, bulkPayoutRows.batchId))
    .where(
      and(
        eq(bulkPayoutRows.accountId, accountId),
        inArray(bulkPayoutRows.reference, wanted),
        notInArray(bulkPayoutRows.state, ["refused", "cancelled"]),
      ),
    );
  return new Map(found.map((row) => [row.reference, `row ${row.fileRow} of the batch "${row.fileName}"`]));
}

/** Postgres's code for a unique index refusing a row. */
const UNIQUE_VIOLATION = "23505";

/** Stores a batch with its rows; a reference another live batch holds refuses the whole batch. */
export async function createBatch(db: ConsoleExecutor, input: NewBatch): Promise<BulkPayoutRow> {
  const totalUsdt = sum(input.plans.map((plan) => plan.amountUsdt));
  const indicativeLkr = sum(input.plans.map((plan) => usdtToLkr(plan.amountUsdt, input.rateUsdtLkr)));
  try {
    return await db.transaction(async (tx) => {
      const [batch] = await tx
        .insert(bulkPayouts)
        .values({
          accountId: input.accountId,
          status: input.heldReason === null ? "running" : "preparing",
          fileName: input.fileName,
          rowCount: input.plans.length,
          totalUsdt: totalUsdt.toFixed(),
          indicativeLkr: indicativeLkr.toFixed(2),
          rateUsdtLkr: decimal(input.rateUsdtLkr).toFixed(),
          thresholdLkr: input.thresholdLkr,
          heldReason: input.heldReason,
          createdBy: input.createdBy,
          runBy: input.createdBy,
          requestId: input.requestId,
        })
        .returning();
      if (!batch) throw new Error("The batch was not stored");
      for (let start = 0; start < input.plans.length; start += 500) {
        await tx.insert(bulkPayoutRows).values(
          input.plans.slice(start, start + 500).map((plan) => ({
            batchId: batch.id,
            accountId: input.accountId,
            fileRow: plan.row,
            reference: plan.reference,
            externalUserId: plan.externalUserId,
            bankCode: plan.bankAccount.bankCode,
            bankName: plan.bankName,
            accountNumber: plan.bankAccount.accountNumber,
            accountName: plan.bankAccount.accountName,
            beneficiaryMobile: plan.bankAccount.beneficiaryMobile ?? null,
            beneficiaryEmail: plan.bankAccount.beneficiaryEmail ?? null,
            amountUsdt: decimal(plan.amountUsdt).toFixed(),
          })),
        );
      }
      return batch;
    });
  } catch (error) {
    if (
      (error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION ||
      (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION
    ) {
      throw new BatchError(
        "invalid",
        "Another batch started a moment ago with some of these references. Check the file again: those rows are not paid twice.",
      );
    }
    throw error;
  }
}

const creator = alias(users, "creator");
const decider = alias(users, "decider");
const canceller = alias(users, "canceller");
const nameOf = (table: { name: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string | null>`coalesce(${table.name}, ${table.email})`;

function selectBatches(db: ConsoleExecutor) {
  return db
    .select({
      batch: bulkPayouts,
      createdBy: nameOf(creator),
      decidedBy: nameOf(decider),
      cancelledBy: nameOf(canceller),
    })
    .from(bulkPayouts)
    .leftJoin(creator, eq(creator.id, bulkPayouts.createdBy))
    .leftJoin(decider, eq(decider.id, bulkPayouts.decidedBy))
    .leftJoin(canceller, eq(canceller.id, bulkPayouts.cancelledBy));
}

type SelectedBatch = Awaited<ReturnType<ReturnType<typeof selectBatches>["where"]>>[number];

async function countsOf(db: ConsoleExecutor, batchIds: string[]) {
  const rows =
    batchIds.length === 0
      ? []
      : await db
          .select({
            batchId: bulkPayoutRows.batchId,
            state: bulkPayoutRows.state,
            n: sql<number>`count(*)::int`,
            lkr: sql<string>`coalesce(sum(${bulkPayoutRows.amountLkr}) filter (where ${bulkPayoutRows.offrampId} is not null), 0)::text`,
          })
          .from(bulkPayoutRows)
          .where(inArray(bulkPayoutRows.batchId, batchIds))
          .groupBy(bulkPayoutRows.batchId, bulkPayoutRows.state);
  const byBatch = new Map<string, { counts: RowCounts; sentLkr: string[] }>();
  for (const id of batchIds) {
    byBatch.set(id, {
      counts: Object.fromEntries(rowStates.map((state) => [state, 0])) as RowCounts,
      sentLkr: [],
    });
  }
  for (const row of rows) {
    const entry = byBatch.get(row.batchId);
    if (!entry) continue;
    entry.counts[row.state] = row.n;
    entry.sentLkr.push(row.lkr);
  }
  return byBatch;
}

/** Why this member may not approve or reject a waiting batch; null when they may. */
function decideRefusal(actor: BatchActor, batch: BulkPayoutRow): string | null {
  if (batch.status !== "awaiting_approval") return null;
  if (batch.createdBy === actor.userId)
    return "You started this batch, so another member has to approve or reject it.";
  if (!actor.mayPay) return "Your role cannot make payouts, so it cannot approve them either.";
  return null;
}

function toView(
  found: SelectedBatch,
  actor: BatchActor,
  tally: { counts: RowCounts; sentLkr: string[] },
): BatchView {
  const { batch } = found;
  const left = tally.counts.waiting + tally.counts.quoting;
  const secondsLeft =
    (batch.status === "running" || batch.status === "preparing") && left > 0
      ? Math.ceil((left * (batch.sendIntervalMs ?? 1_500)) / 1000)
      : null;
  const refusal = decideRefusal(actor, batch);
  return {
    id: batch.id,
    fileName: batch.fileName,
    status: batch.status,
    createdAt: batch.createdAt.toISOString(),
    createdBy: found.createdBy === null ? null : { name: found.createdBy },
    rowCount: batch.rowCount,
    counts: tally.counts,
    totalUsdt: decimal(batch.totalUsdt).toFixed(),
    indicativeLkr: decimal(batch.indicativeLkr).toFixed(2),
    sentLkr: sum(tally.sentLkr).toFixed(2),
    heldReason: batch.heldReason,
    decidedBy: found.decidedBy === null ? null : { name: found.decidedBy },
    decidedAt: batch.decidedAt?.toISOString() ?? null,
    rejectReason: batch.rejectReason,
    cancelledBy: found.cancelledBy === null ? null : { name: found.cancelledBy },
    cancelledAt: batch.cancelledAt?.toISOString() ?? null,
    finishedAt: batch.finishedAt?.toISOString() ?? null,
    pausedReason: batch.status === "paused" ? batch.pausedReason : null,
    secondsLeft,
    may: {
      decide: batch.status === "awaiting_approval" && refusal === null,
      pause: actor.mayPay && batch.status === "running" && left > 0,
      resume: actor.mayPay && batch.status === "paused",
      cancel:
        actor.mayPay &&
        ["preparing", "awaiting_approval", "running", "paused"].includes(batch.status) &&
        left > 0,
    },
    decideRefusal: refusal,
  };
}

function rowView(row: BulkPayoutRowRow): BatchRowView {
  return {
    row: row.fileRow,
    reference: row.reference,
    externalUserId: row.externalUserId,
    bankCode: row.bankCode,
    bankName: row.bankName,
    accountNumber: row.accountNumber,
    accountName: row.accountName,
    amountUsdt: decimal(row.amountUsdt).toFixed(),
    state: row.state,
    recipient: row.recipient ?? null,
    offrampId: row.offrampId,
    amountLkr: row.amountLkr === null ? null : decimal(row.amountLkr).toFixed(2),
    rateUsdtLkr: row.rateUsdtLkr === null ? null : decimal(row.rateUsdtLkr).toFixed(),
    failureReason: row.failureReason,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The account's batches, newest first. */
export async function listBatches(
  db: ConsoleExecutor,
  accountId: string,
  actor: BatchActor,
  limit = 100,
): Promise<BatchView[]> {
  const found = await selectBatches(db)
    .where(eq(bulkPayouts.accountId, accountId))
    .orderBy(desc(bulkPayouts.createdAt))
    .limit(limit);
  const tallies = await countsOf(
    db,
    found.map((item) => item.batch.id),
  );
  return found.map((item) =>
    toView(item, actor, tallies.get(item.batch.id) as { counts: RowCounts; sentLkr: string[] }),
  );
}

/** One batch with its rows in file order, or null when the account has no such batch. */
export async function getBatch(
  db: ConsoleExecutor,
  accountId: string,
  batchId: string,
  actor: BatchActor,
): Promise<BatchDetail | null> {
  if (!isUuid(batchId)) return null;
  const [found] = await selectBatches(db).where(
    and(eq(bulkPayouts.accountId, accountId), eq(bulkPayouts.id, batchId)),
  );
  if (!found) return null;
  const [tallies, rows] = await Promise.all([
    countsOf(db, [batchId]),
    db
      .select()
      .from(bulkPayoutRows)
      .where(eq(bulkPayoutRows.batchId, batchId))
      .orderBy(asc(bulkPayoutRows.fileRow)),
  ]);
  return {
    batch: toView(found, actor, tallies.get(batchId) as { counts: RowCounts; sentLkr: string[] }),
    rows: rows.map(rowView),
  };
}

/** The batch's rows as stored, for the results file. */
export async function batchRows(db: ConsoleExecutor, batchId: string): Promise<BulkPayoutRowRow[]> {
  return db
    .select()
    .from(bulkPayoutRows)
    .where(eq(bulkPayoutRows.batchId, batchId))
    .orderBy(asc(bulkPayoutRows.fileRow));
}

const FROM: Record<Exclude<BatchAction, "approve" | "reject">, BulkPayoutRow["status"][]> = {
  pause: ["running"],
  resume: ["paused"],
  cancel: ["preparing", "awaiting_approval", "running", "paused"],
};

/**
 * A person's action on a batch, as one conditional update from the states it applies to; the answer is
 * the batch after it. Cancelling marks every row not yet sent `cancelled` in the same transaction: a row
 * being sent at that moment (`quoting`) is left to its send, whose outcome it keeps.
 */
export async function actOnBatch(
  db: ConsoleExecutor,
  accountId: string,
  batchId: string,
  actor: BatchActor,
  action: BatchAction,
  reason?: string,
): Promise<BulkPayoutRow> {
  if (!isUuid(batchId))
    throw new BatchError("not_found", "This batch was not found in this merchant account.");
  if (!actor.mayPay)
    throw new BatchError("forbidden", "Your role in this merchant account cannot make payouts.");
  const [current] = await db
    .select()
    .from(bulkPayouts)
    .where(and(eq(bulkPayouts.accountId, accountId), eq(bulkPayouts.id, batchId)));
  if (!current) throw new BatchError("not_found", "This batch was not found in this merchant account.");
  if (action === "approve" || action === "reject") return decide(db, current, actor, action, reason);
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bulkPayouts)
      .set(
        action === "pause"
          ? { status: "paused" }
          : action === "resume"
            ? {
                // A batch paused while it was being prepared goes back to that, and waits for its approval.
                status: sql`case when ${bulkPayouts.heldReason} is not null and ${bulkPayouts.decidedAt} is null then 'preparing' else 'running' end`,
                runBy: actor.userId,
                pausedReason: null,
                failedSlices: 0,
              }
            : { status: "cancelled", cancelledBy: actor.userId, cancelledAt: sql`now()` },
      )
      .where(and(eq(bulkPayouts.id, current.id), inArray(bulkPayouts.status, FROM[action])))
      .returning();
    if (!changed) throw stateError(current, action);
    if (action === "cancel") {
      await tx
        .update(bulkPayoutRows)
        .set({ state: "cancelled", updatedAt: sql`now()` })
        .where(and(eq(bulkPayoutRows.batchId, current.id), eq(bulkPayoutRows.state, "waiting")));
    }
    return changed;
  });
}

async function decide(
  db: ConsoleExecutor,
  current: BulkPayoutRow,
  actor: BatchActor,
  action: "approve" | "reject",
  reason: string | undefined,
): Promise<BulkPayoutRow> {
  const refusal = decideRefusal(actor, current);
  if (current.status === "awaiting_approval" && refusal !== null)
    throw new BatchError(current.createdBy === actor.userId ? "own_batch" : "forbidden", refusal);
  const text = reason?.trim() ?? "";
  if (action === "reject" && text === "") throw new BatchError("invalid", "Say why the batch is rejected.");
  if (text.length > 500) throw new BatchError("invalid", "The reason is too long (500 characters at most).");
  return db.transaction(async (tx) => {
    const [changed] = await tx
      .update(bulkPayouts)
      .set({
        status: action === "approve" ? "running" : "rejected",
        decidedBy: actor.userId,
        decidedAt: sql`now()`,
        ...(action === "reject" ? { rejectReason: text } : {}),
      })
      .where(
        and(
          eq(bulkPayouts.id, current.id),
          eq(bulkPayouts.status, "awaiting_approval"),
          sql`${bulkPayouts.createdBy} is distinct from ${actor.userId}`,
        ),
      )
      .returning();
    if (!changed) throw stateError(current, action);
    if (action === "reject") {
      await tx
        .update(bulkPayoutRows)
        .set({ state: "cancelled", updatedAt: sql`now()` })
        .where(and(eq(bulkPayoutRows.batchId, current.id), eq(bulkPayoutRows.state, "waiting")));
    }
    return changed;
  });
}

const STATUS_WORDS: Record<BulkPayoutRow["status"], string> = {
  preparing: "is still being prepared",
  awaiting_approval: "is waiting for a second person",
  running: "is running",
  paused: "is paused",
  finished: "has finished",
  cancelled: "was cancelled",
  rejected: "was rejected",
};

function stateError(current: BulkPayoutRow, action: BatchAction): BatchError {
  const verb = {
    pause: "paused",
    resume: "resumed",
    cancel: "cancelled",
    approve: "approved",
    reject: "rejected",
  }[action];
  return new BatchError(
    "state",
    `This batch ${STATUS_WORDS[current.status]}, so it cannot be ${verb} now. Reload it to see where it is.`,
  );
}

/** Whether every row of the batch is in a state it does not leave. */
export function allRowsFinal(counts: RowCounts): boolean {
  return rowStates.every((state) => FINAL_ROW_STATES.includes(state) || counts[state] === 0);
}
