import "server-only";
import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { ATTEMPTS, type ChargeState, nthDueDate, RETRY_AFTER_MS, withinEnd } from "@/lib/charge-schedules";
import { addDays, colomboDate, colomboDayStart } from "@/lib/dates";
import { toApiNumber } from "@/lib/money";
import type { Contract, DirectDebitPayment } from "@/lib/payments-api/direct-debit";
import { systemAccountClient } from "@/server/access/account-access";
import type { ConsoleExecutor } from "@/server/db/client";
import { type ContractChargeRow, chargeSchedules, contractCharges } from "@/server/db/schema";
import { logger } from "@/server/log";
import type { UpstreamClient } from "@/server/upstream/client";
import {
  AuthenticationError,
  ConflictError,
  NotFoundError,
  PermissionError,
  RateLimitError,
  ValidationError,
} from "@/server/upstream/errors";
import { contractEnded, endSchedule } from "./schedules";

// The console charging contracts by itself. A schedule's due date becomes a charge row in the same
// transaction that moves the schedule on (a conditional update: one instance wins, a restart finds the
// date done); a charge row is worked under a lease, recorded as "sending" with the contract's count of
// payments before the call, and never sent twice: an answer lost in a crash or a timeout is looked for
// (the contract's count, the payment's webhook) before the charge counts as not made and is retried.

/** How long a sent charge may wait for its answer before the console looks for it. */
export const ANSWER_LOST_AFTER_MS = 2 * 60 * 1000;
/** A due date found this many days late (the console was not running) is skipped, not charged late. */
export const MISSED_AFTER_DAYS = 7;
const LEASE_MS = 60_000;
const BATCH = 100;

export interface ChargeRunOptions {
  owner: string;
  now?: () => Date;
  /** The account's client as the run uses it; by default from the stored key, no retries (a charge is no read). */
  client?: (accountId: string) => Promise<UpstreamClient | null>;
  answerLostAfterMs?: number;
}

const defaultClient = (accountId: string) =>
  systemAccountClient(accountId, { timeoutMs: 15_000, maxRetries: 0 });

/** Turns every due date reached into a waiting charge, once; answers how many became charges. */
export async function claimDueDates(db: ConsoleExecutor, now: Date): Promise<number> {
  const today = colomboDate(now);
  const due = await db
    .select()
    .from(chargeSchedules)
    .where(and(eq(chargeSchedules.state, "active"), lte(chargeSchedules.nextDueDate, today)))
    .orderBy(asc(chargeSchedules.nextDueDate))
    .limit(BATCH);
  let claimed = 0;
  for (const schedule of due) {
    const dueDate = schedule.nextDueDate;
    if (dueDate === null) continue;
    const nextIndex = schedule.nextIndex + 1;
    const nextDate = nthDueDate(schedule, nextIndex);
    const next = withinEnd(schedule, nextIndex, nextDate) ? nextDate : null;
    const missed = dueDate < addDays(today, -MISSED_AFTER_DAYS);
    const made = await db.transaction(async (tx) => {
      const [moved] = await tx
        .update(chargeSchedules)
        .set({
          nextIndex,
          nextDueDate: next,
          dueCount: sql`${chargeSchedules.dueCount} + 1`,
          ...(next === null ? { state: "ended" as const, endedReason: "Its last charge is made." } : {}),
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(chargeSchedules.id, schedule.id),
            eq(chargeSchedules.nextIndex, schedule.nextIndex),
            eq(chargeSchedules.state, "active"),
          ),
        )
        .returning({ id: chargeSchedules.id });
      if (!moved) return false;
      await tx
        .insert(contractCharges)
        .values({
          accountId: schedule.accountId,
          contractId: schedule.contractId,
          scheduleId: schedule.id,
          dueDate,
          attempt: 1,
          state: missed ? "skipped" : "waiting",
          failureReason: missed
            ? `Not charged: the console was not running for more than ${MISSED_AFTER_DAYS} days after it fell due.`
            : null,
          amount: schedule.amount,
          currency: schedule.currency,
          notBefore: colomboDayStart(dueDate),
        })
        .onConflictDoNothing();
      return true;
    });
    if (made) claimed++;
  }
  return claimed;
}

const leaseFree = (owner: string) =>
  or(
    isNull(contractCharges.leaseUntil),
    lt(contractCharges.leaseUntil, sql`now()`),
    eq(contractCharges.leaseOwner, owner),
  );

/** Charges to work now: waiting ones that are due, and sent ones whose answer is overdue. */
export async function chargesToWork(
  db: ConsoleExecutor,
  now: Date,
  answerLostAfterMs = ANSWER_LOST_AFTER_MS,
): Promise<string[]> {
  const lostBefore = new Date(now.getTime() - answerLostAfterMs);
  const rows = await db
    .select({ id: contractCharges.id })
    .from(contractCharges)
    .where(
      and(
        or(
          and(eq(contractCharges.state, "waiting"), lte(contractCharges.notBefore, now)),
          and(eq(contractCharges.state, "sending"), lte(contractCharges.sentAt, lostBefore)),
        ),
        or(isNull(contractCharges.leaseUntil), lt(contractCharges.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(contractCharges.notBefore))
    .limit(BATCH);
  return rows.map((row) => row.id);
}

async function setCharge(
  db: ConsoleExecutor,
  id: string,
  values: Partial<typeof contractCharges.$inferInsert>,
): Promise<void> {
  await db
    .update(contractCharges)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contractCharges.id, id));
}

/**
 * A scheduled charge that failed or was refused is tried again after 1 hour, then after 24 hours; after
 * its last attempt its schedule is marked as failing until a charge is paid.
 */
export async function planRetry(db: ConsoleExecutor, charge: ContractChargeRow, now: Date): Promise<void> {
  if (charge.scheduleId === null || charge.dueDate === null) return;
  if (charge.attempt >= ATTEMPTS) {
    await db
      .update(chargeSchedules)
      .set({ lastChargeFailed: true, updatedAt: sql`now()` })
      .where(eq(chargeSchedules.id, charge.scheduleId));
    return;
  }
  const wait = RETRY_AFTER_MS[charge.attempt - 1] ?? RETRY_AFTER_MS[RETRY_AFTER_MS.length - 1];
  const [schedule] = await db
    .select({ state: chargeSchedules.state, endedReason: chargeSchedules.endedReason })
    .from(chargeSchedules)
    .where(eq(chargeSchedules.id, charge.scheduleId));
  // A schedule that was stopped retries nothing; one that reached its natural end still retries its last date.
  if (!schedule || schedule.state === "paused" || schedule.state === "cancelled") return;
  if (schedule.state === "ended" && schedule.endedReason !== "Its last charge is made.") return;
  await db
    .insert(contractCharges)
    .values({
      accountId: charge.accountId,
      contractId: charge.contractId,
      scheduleId: charge.scheduleId,
      dueDate: charge.dueDate,
      attempt: charge.attempt + 1,
      state: "waiting",
      amount: charge.amount,
      currency: charge.currency,
      notBefore: new Date(now.getTime() + (wait ?? 0)),
    })
    .onConflictDoNothing();
}

const paymentState = (status: string): ChargeState =>
  status === "PAID" ? "paid" : status === "FAILED" || status === "EXPIRED" ? "failed" : "made";

async function markMade(db: ConsoleExecutor, charge: ContractChargeRow, payment: DirectDebitPayment) {
  const state = paymentState(payment.status);
  await setCharge(db, charge.id, {
    state,
    paymentId: payment.id,
    fees: payment.feeBreakdown,
    failureReason: null,
    leaseOwner: null,
    leaseUntil: null,
  });
  if (state === "paid" && charge.scheduleId)
    await db
      .update(chargeSchedules)
      .set({ lastChargeFailed: false })
      .where(eq(chargeSchedules.id, charge.scheduleId));
}

function contractStopped(contract: Contract, now: Date): string | null {
  const ended = contractEnded(contract.status);
  if (ended) return ended;
  if (contract.status !== "SIGNED") return "The contract is no longer signed.";
  if (contract.contractEndTime && Date.parse(contract.contractEndTime) <= now.getTime())
    return "The contract's term ended.";
  return null;
}

export type WorkResult = "idle" | "done" | { retryInMs: number };

/** Works one charge: looks for a lost answer, checks the contract, sends it once and records what came back. */
export async function workCharge(
  db: ConsoleExecutor,
  chargeId: string,
  options: ChargeRunOptions,
): Promise<WorkResult> {
  const now = options.now?.() ?? new Date();
  const lostAfter = options.answerLostAfterMs ?? ANSWER_LOST_AFTER_MS;
  const [charge] = await db
    .update(contractCharges)
    .set({ leaseOwner: options.owner, leaseUntil: sql`now() + ${`${LEASE_MS} milliseconds`}::interval` })
    .where(
      and(
        eq(contractCharges.id, chargeId),
        or(
          and(eq(contractCharges.state, "waiting"), lte(contractCharges.notBefore, now)),
          eq(contractCharges.state, "sending"),
        ),
        leaseFree(options.owner),
      ),
    )
    .returning();
  if (!charge) return "idle";
  const release = () =>
    db
      .update(contractCharges)
      .set({ leaseOwner: null, leaseUntil: null })
      .where(and(eq(contractCharges.id, charge.id), eq(contractCharges.leaseOwner, options.owner)));
  try {
    return await work(db, charge, now, lostAfter, options);
  } finally {
    await release();
  }
}

async function work(
  db: ConsoleExecutor,
  charge: ContractChargeRow,
  now: Date,
  lostAfter: number,
  options: ChargeRunOptions,
): Promise<WorkResult> {
  if (charge.state === "sending" && charge.sentAt && now.getTime() - charge.sentAt.getTime() < lostAfter)
    return { retryInMs: lostAfter - (now.getTime() - charge.sentAt.getTime()) };
  const schedule = charge.scheduleId
    ? ((await db.select().from(chargeSchedules).where(eq(chargeSchedules.id, charge.scheduleId)))[0] ?? null)
    : null;
  if (
    charge.state === "waiting" &&
    schedule &&
    (schedule.state === "paused" || schedule.state === "cancelled")
  ) {
    await setCharge(db, charge.id, {
      state: "skipped",
      failureReason: `The schedule was ${schedule.state}.`,
    });
    return "done";
  }
  if (charge.state === "waiting" && (await earlierAttemptPaid(db, charge))) {
    await setCharge(db, charge.id, { state: "skipped", failureReason: "An earlier attempt was paid." });
    return "done";
  }
  const client = await (options.client ?? defaultClient)(charge.accountId);
  if (!client) {
    await setCharge(db, charge.id, { state: "skipped", failureReason: "The account was removed." });
    return "done";
  }

  let contract: Contract;
  try {
    contract = await client.api.syncDirectDebitContract({ params: { id: charge.contractId }, body: {} });
  } catch (error) {
    if (error instanceof NotFoundError) {
      if (schedule) await endSchedule(db, schedule.id, "The contract no longer exists.");
      await setCharge(db, charge.id, { state: "skipped", failureReason: "The contract no longer exists." });
      return "done";
    }
    const wait = error instanceof RateLimitError ? (error.retryAfterSeconds ?? 10) * 1000 : 60_000;
    logger().warn("contract not synced before a charge", {
      scope: "charge-schedules",
      chargeId: charge.id,
      error: String(error),
    });
    return { retryInMs: wait };
  }

  if (charge.state === "sending") {
    // The last call's answer was lost: the contract counts its paid charges; none new means none was made.
    if (charge.paymentCountBefore !== null && contract.paymentCount > charge.paymentCountBefore) {
      await setCharge(db, charge.id, {
        state: "paid",
        failureReason: "The service's answer was lost; the contract counts this charge as paid.",
      });
      return "done";
    }
    const failed = {
      ...charge,
      state: "failed" as const,
      failureReason: "No answer from the service, and the contract shows no new charge.",
    };
    await setCharge(db, charge.id, { state: failed.state, failureReason: failed.failureReason });
    await planRetry(db, failed, now);
    return "done";
  }

  const stopped = contractStopped(contract, now);
  if (stopped) {
    if (schedule) await endSchedule(db, schedule.id, stopped);
    await setCharge(db, charge.id, { state: "skipped", failureReason: stopped });
    return "done";
  }

  // Written before the call: whatever happens next, this row is found and the date is not charged again.
  await setCharge(db, charge.id, {
    state: "sending",
    sentAt: now,
    paymentCountBefore: contract.paymentCount,
  });
  try {
    const payment = await client.api.executeDirectDebitPayment({
      params: { id: charge.contractId },
      body: {
        currency: charge.currency,
        amount: toApiNumber(charge.amount, charge.currency),
        productName: schedule?.productName ?? "Scheduled charge",
        ...(schedule?.productDetail ? { productDetail: schedule.productDetail } : {}),
      },
    });
    await markMade(db, charge, payment);
    if (paymentState(payment.status) === "failed") await planRetry(db, charge, now);
    return "done";
  } catch (error) {
    if (error instanceof RateLimitError) {
      // Refused before anything was made: back in line.
      await setCharge(db, charge.id, {
        state: "waiting",
        sentAt: null,
        notBefore: new Date(now.getTime() + (error.retryAfterSeconds ?? 10) * 1000),
      });
      return { retryInMs: (error.retryAfterSeconds ?? 10) * 1000 };
    }
    if (
      error instanceof ValidationError ||
      error instanceof AuthenticationError ||
      error instanceof PermissionError ||
      error instanceof NotFoundError ||
      error instanceof ConflictError
    ) {
      const refused = { ...charge, state: "refused" as const, failureReason: error.message.slice(0, 500) };
      await setCharge(db, charge.id, { state: "refused", failureReason: refused.failureReason });
      await planRetry(db, refused, now);
      return "done";
    }
    // No answer (a timeout, a dropped connection, a 5xx): left as sent, and looked for after a while.
    logger().warn("a charge's answer was lost", {
      scope: "charge-schedules",
      chargeId: charge.id,
      error: String(error),
    });
    return { retryInMs: lostAfter };
  }
}

async function earlierAttemptPaid(db: ConsoleExecutor, charge: ContractChargeRow): Promise<boolean> {
  if (charge.attempt <= 1 || charge.scheduleId === null || charge.dueDate === null) return false;
  const [found] = await db
    .select({ id: contractCharges.id })
    .from(contractCharges)
    .where(
      and(
        eq(contractCharges.scheduleId, charge.scheduleId),
        eq(contractCharges.dueDate, charge.dueDate),
        ne(contractCharges.id, charge.id),
        inArray(contractCharges.state, ["made", "paid"]),
      ),
    )
    .limit(1);
  return found !== undefined;
}

/**
 * A payment's news (its webhook, or a read of it) for the charge that made it: paid, or failed (a
 * scheduled charge is then retried on its plan). A charge whose answer was lost is matched by contract,
 * amount and currency.
 */
export async function settleChargePayment(
  db: ConsoleExecutor,
  accountId: string,
  news: { paymentId: string; status: string; contractId?: string | null; amount?: number; currency?: string },
  now = new Date(),
): Promise<boolean> {
  const state = paymentState(news.status);
  let [charge] = await db
    .select()
    .from(contractCharges)
    .where(and(eq(contractCharges.accountId, accountId), eq(contractCharges.paymentId, news.paymentId)));
  if (!charge && news.contractId) {
    [charge] = await db
      .select()
      .from(contractCharges)
      .where(
        and(
          eq(contractCharges.accountId, accountId),
          eq(contractCharges.contractId, news.contractId),
          // Sent with its answer lost: still sending, or already counted as not made after the wait.
          inArray(contractCharges.state, ["sending", "failed"]),
          isNull(contractCharges.paymentId),
          isNotNull(contractCharges.sentAt),
          ...(news.currency ? [eq(contractCharges.currency, news.currency as "USDT" | "LKR")] : []),
          ...(news.amount !== undefined
            ? [sql`${contractCharges.amount} = ${String(news.amount)}::numeric`]
            : []),
        ),
      )
      .limit(1);
  }
  if (!charge) return false;
  const lostAnswer = charge.paymentId === null;
  if (charge.state === state && !lostAnswer) {
    // Nothing new: the next look at it waits (chargesToCheck reads the oldest first).
    await setCharge(db, charge.id, {});
    return false;
  }
  if (charge.state === "paid" || (charge.state === "failed" && !lostAnswer)) return false;
  const [moved] = await db
    .update(contractCharges)
    .set({ state, paymentId: news.paymentId, updatedAt: sql`now()` })
    .where(and(eq(contractCharges.id, charge.id), eq(contractCharges.state, charge.state)))
    .returning({ id: contractCharges.id });
  if (!moved) return false;
  // A lost answer counted as not made has planned its retry already; one that was paid skips it (work()).
  if (state === "failed" && !(lostAnswer && charge.state === "failed"))
    await planRetry(db, { ...charge, state }, now);
  if (state === "paid" && charge.scheduleId)
    await db
      .update(chargeSchedules)
      .set({ lastChargeFailed: false })
      .where(eq(chargeSchedules.id, charge.scheduleId));
  return true;
}

/** A charge a person made through the console (the BFF's answer), remembered with its fees. */
export async function recordManualCharge(
  db: ConsoleExecutor,
  input: { accountId: string; contractId: string; payment: DirectDebitPayment; madeBy: string },
): Promise<void> {
  const { payment } = input;
  await db
    .insert(contractCharges)
    .values({
      accountId: input.accountId,
      contractId: input.contractId,
      state: paymentState(payment.status),
      paymentId: payment.id,
      amount: String(payment.amount),
      currency: payment.currency === "LKR" ? "LKR" : "USDT",
      fees: payment.feeBreakdown,
      madeBy: input.madeBy,
    })
    .onConflictDoNothing();
}

/** Made charges not heard of for a while: read from the service as the webhook's backup. */
export async function chargesToCheck(db: ConsoleExecutor, now: Date, olderThanMs = 5 * 60_000) {
  return db
    .select({ accountId: contractCharges.accountId, paymentId: contractCharges.paymentId })
    .from(contractCharges)
    .where(
      and(
        eq(contractCharges.state, "made"),
        sql`${contractCharges.paymentId} is not null`,
        lt(contractCharges.updatedAt, new Date(now.getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(contractCharges.updatedAt))
    .limit(20);
}
