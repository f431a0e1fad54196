import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  type ChargeSchedule,
  type CreateScheduleBody,
  dueDatesFrom,
  type EditScheduleBody,
  firstIndexOnOrAfter,
  nthDueDate,
  type ScheduleAction,
  type ScheduleListAnswer,
  scheduleAmountProblem,
  withinEnd,
} from "@/lib/charge-schedules";
import { FieldError } from "@/lib/coded-error";
import { overContractLimit } from "@/lib/direct-debit-limit";
import { readMoneyText } from "@/lib/money-text";
import type { Contract } from "@/lib/payments-api/direct-debit";
import type { ConsoleExecutor } from "@/server/db/client";
import { type ChargeScheduleRow, chargeSchedules, contractCharges, users } from "@/server/db/schema";

// The console's record of charge schedules: created on a signed contract, changed by people with
// conditional updates (two people acting at once cannot both win), read back as the contract page shows
// them. The charges themselves are made by the job worker (./run.ts).

export type ScheduleErrorCode = "not_found" | "state" | "invalid";

/** A refusal whose message is safe to show; `field` names the body field it is about. */
export class ScheduleError extends FieldError<ScheduleErrorCode, string> {
  override name = "ScheduleError";
}

const creator = alias(users, "creator");

function selectSchedules(db: ConsoleExecutor) {
  return db
    .select({ schedule: chargeSchedules, creatorEmail: creator.email, creatorName: creator.name })
    .from(chargeSchedules)
    .leftJoin(creator, eq(creator.id, chargeSchedules.createdBy));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectSchedules>["where"]>>[number];

export function scheduleView(found: Selected): ChargeSchedule {
  const s = found.schedule;
  return {
    id: s.id,
    contractId: s.contractId,
    amount: s.amount,
    currency: s.currency,
    every: s.every,
    firstDate: s.firstDate,
    endsOn: s.endsOn,
    maxCharges: s.maxCharges,
    productName: s.productName,
    productDetail: s.productDetail,
    state: s.state,
    endedReason: s.endedReason,
    nextDueDate: s.state === "active" || s.state === "paused" ? s.nextDueDate : null,
    dueCount: s.dueCount,
    lastChargeFailed: s.lastChargeFailed,
    createdBy:
      s.createdBy === null || found.creatorEmail === null
        ? null
        : { id: s.createdBy, name: found.creatorName, email: found.creatorEmail },
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The amount as typed, exactly, in the contract's currency and within its limit; or a refusal on `amount`. */
function checkedAmount(amount: string, contract: Contract): string {
  const currency = contract.currency === "LKR" ? "LKR" : "USDT";
  const problem = scheduleAmountProblem(amount, currency);
  if (problem) throw new ScheduleError("invalid", problem, "amount");
  const read = readMoneyText(amount, currency);
  if (read.kind !== "ok") throw new ScheduleError("invalid", "Enter the amount of each charge", "amount");
  const over = overContractLimit(read.value, contract);
  if (over) throw new ScheduleError("invalid", over, "amount");
  return read.value;
}

function requireSigned(contract: Contract) {
  if (contract.status !== "SIGNED")
    throw new ScheduleError("state", "Only a signed contract can be charged on a schedule.");
}

/** Where a plan stands from its `index`-th due date on: that date, or the end it has reached. */
function nextFrom(
  plan: Pick<ChargeScheduleRow, "every" | "firstDate" | "endsOn" | "maxCharges">,
  index: number,
): string | null {
  const date = nthDueDate(plan, index);
  return withinEnd(plan, index, date) ? date : null;
}

export async function createSchedule(
  db: ConsoleExecutor,
  input: {
    accountId: string;
    contract: Contract;
    body: CreateScheduleBody;
    createdBy: string;
    today: string;
  },
): Promise<ChargeSchedule> {
  const { body, contract } = input;
  requireSigned(contract);
  const amount = checkedAmount(body.amount, contract);
  if (body.firstDate < input.today)
    throw new ScheduleError("invalid", "The first charge is today or later", "firstDate");
  if (contract.contractEndTime && body.firstDate > contract.contractEndTime.slice(0, 10))
    throw new ScheduleError("invalid", "The first charge falls after the contract ends", "firstDate");
  const plan = {
    every: body.every,
    firstDate: body.firstDate,
    endsOn: body.endsOn ?? null,
    maxCharges: body.maxCharges ?? null,
  };
  const [row] = await db
    .insert(chargeSchedules)
    .values({
      accountId: input.accountId,
      contractId: contract.id,
      branchId: contract.branchId ?? null,
      currency: contract.currency === "LKR" ? "LKR" : "USDT",
      amount,
      ...plan,
      productName: body.productName,
      productDetail: body.productDetail || null,
      nextIndex: 0,
      nextDueDate: nextFrom(plan, 0),
      createdBy: input.createdBy,
    })
    .returning({ id: chargeSchedules.id });
  if (!row) throw new Error("The schedule was not stored");
  return getSchedule(db, input.accountId, row.id);
}

export async function getSchedule(
  db: ConsoleExecutor,
  accountId: string,
  id: string,
): Promise<ChargeSchedule> {
  const [found] = await selectSchedules(db).where(
    and(eq(chargeSchedules.accountId, accountId), eq(chargeSchedules.id, id)),
  );
  if (!found) throw new ScheduleError("not_found", "No schedule with this id");
  return scheduleView(found);
}

/** The schedule's contract, for the route to read from the service before an edit. */
export async function scheduleContractId(
  db: ConsoleExecutor,
  accountId: string,
  id: string,
): Promise<string> {
  const [found] = await db
    .select({ contractId: chargeSchedules.contractId })
    .from(chargeSchedules)
    .where(and(eq(chargeSchedules.accountId, accountId), eq(chargeSchedules.id, id)));
  if (!found) throw new ScheduleError("not_found", "No schedule with this id");
  return found.contractId;
}

/** The schedule, held until the transaction ends: two people changing it at once take turns. */
async function lockedSchedule(
  tx: ConsoleExecutor,
  accountId: string,
  id: string,
): Promise<ChargeScheduleRow> {
  const [current] = await tx
    .select()
    .from(chargeSchedules)
    .where(and(eq(chargeSchedules.accountId, accountId), eq(chargeSchedules.id, id)))
    .for("update");
  if (!current) throw new ScheduleError("not_found", "No schedule with this id");
  return current;
}

/** Changes the amount, product or end from the next charge on; charges already due keep theirs. */
export async function editSchedule(
  db: ConsoleExecutor,
  input: { accountId: string; id: string; contract: Contract; body: EditScheduleBody },
): Promise<ChargeSchedule> {
  const { body } = input;
  const amount = checkedAmount(body.amount, input.contract);
  return db.transaction(async (tx) => {
    const current = await lockedSchedule(tx, input.accountId, input.id);
    if (current.state !== "active" && current.state !== "paused")
      throw new ScheduleError("state", "A cancelled or ended schedule cannot be changed.");
    const plan = { ...current, endsOn: body.endsOn ?? null, maxCharges: body.maxCharges ?? null };
    if (plan.maxCharges !== null && plan.maxCharges < current.nextIndex)
      throw new ScheduleError(
        "invalid",
        `This schedule has already reached ${current.nextIndex} due dates; end it after at least that many`,
        "maxCharges",
      );
    const next = nextFrom(plan, current.nextIndex);
    await tx
      .update(chargeSchedules)
      .set({
        amount,
        productName: body.productName,
        productDetail: body.productDetail || null,
        endsOn: plan.endsOn,
        maxCharges: plan.maxCharges,
        nextDueDate: next,
        ...(next === null ? { state: "ended" as const, endedReason: "Its last charge is made." } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(chargeSchedules.id, input.id));
    return getSchedule(tx, input.accountId, input.id);
  });
}

const ACTION_FROM: Record<ScheduleAction, ChargeScheduleRow["state"][]> = {
  pause: ["active"],
  resume: ["paused"],
  cancel: ["active", "paused"],
};

const REFUSAL: Record<ScheduleAction, string> = {
  pause: "Only an active schedule can be paused.",
  resume: "Only a paused schedule can be resumed.",
  cancel: "This schedule is already cancelled or ended.",
};

/**
 * Pause, resume or cancel. Pausing or cancelling also skips the schedule's charges that wait (a retry not
 * due yet); resuming picks the schedule up at its first due date from today: dates passed while it was
 * paused are not charged.
 */
export async function actOnSchedule(
  db: ConsoleExecutor,
  input: { accountId: string; id: string; action: ScheduleAction; today: string },
): Promise<ChargeSchedule> {
  return db.transaction(async (tx) => {
    const current = await lockedSchedule(tx, input.accountId, input.id);
    if (!ACTION_FROM[input.action].includes(current.state))
      throw new ScheduleError("state", REFUSAL[input.action]);
    if (input.action === "resume") {
      const index = Math.max(current.nextIndex, firstIndexOnOrAfter(current, input.today));
      const next = nextFrom(current, index);
      await tx
        .update(chargeSchedules)
        .set({
          state: next === null ? "ended" : "active",
          endedReason: next === null ? "Its end passed while it was paused." : null,
          nextIndex: index,
          nextDueDate: next,
          updatedAt: sql`now()`,
        })
        .where(eq(chargeSchedules.id, input.id));
    } else {
      await tx
        .update(chargeSchedules)
        .set({ state: input.action === "pause" ? "paused" : "cancelled", updatedAt: sql`now()` })
        .where(eq(chargeSchedules.id, input.id));
      await skipWaitingCharges(
        tx,
        input.id,
        input.action === "pause" ? "The schedule was paused." : "The schedule was cancelled.",
      );
    }
    return getSchedule(tx, input.accountId, input.id);
  });
}

/** A stopped schedule's charges that have not been sent are not sent. */
export async function skipWaitingCharges(db: ConsoleExecutor, scheduleId: string, reason: string) {
  await db
    .update(contractCharges)
    .set({ state: "skipped", failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(contractCharges.scheduleId, scheduleId), eq(contractCharges.state, "waiting")));
}

/** Ends a schedule by itself (its contract is no longer signed), skipping what waits. */
export async function endSchedule(db: ConsoleExecutor, scheduleId: string, reason: string) {
  await db
    .update(chargeSchedules)
    .set({ state: "ended", endedReason: reason, nextDueDate: null, updatedAt: sql`now()` })
    .where(and(eq(chargeSchedules.id, scheduleId), inArray(chargeSchedules.state, ["active", "paused"])));
  await skipWaitingCharges(db, scheduleId, reason);
}

/** Why a contract in this status is charged no more, or null while it may be. */
export function contractEnded(status: string): string | null {
  if (status === "TERMINATED") return "The contract was terminated.";
  if (status === "EXPIRED") return "The contract expired.";
  return null;
}

/** Ends every live schedule of a contract that is no longer signed (its termination, expiry or webhook). */
export async function endContractSchedules(
  db: ConsoleExecutor,
  accountId: string,
  contractId: string,
  reason: string,
): Promise<number> {
  const live = await db
    .select({ id: chargeSchedules.id })
    .from(chargeSchedules)
    .where(
      and(
        eq(chargeSchedules.accountId, accountId),
        eq(chargeSchedules.contractId, contractId),
        inArray(chargeSchedules.state, ["active", "paused"]),
      ),
    );
  for (const { id } of live) await endSchedule(db, id, reason);
  return live.length;
}

const LIST_LIMIT = 500;

export async function listSchedules(
  db: ConsoleExecutor,
  accountId: string,
  filters: {
    contractIds?: readonly string[];
    state?: ChargeScheduleRow["state"];
    branchId: string | null;
    /** How many schedules to answer (0: the count of failing ones only); at most 500. */
    limit?: number;
  },
): Promise<ScheduleListAnswer> {
  const scope = [eq(chargeSchedules.accountId, accountId)];
  if (filters.branchId !== null) scope.push(eq(chargeSchedules.branchId, filters.branchId));
  const where = [...scope];
  if (filters.contractIds) where.push(inArray(chargeSchedules.contractId, [...filters.contractIds]));
  if (filters.state) where.push(eq(chargeSchedules.state, filters.state));
  const [found, [failing]] = await Promise.all([
    selectSchedules(db)
      .where(and(...where))
      .orderBy(desc(chargeSchedules.createdAt))
      .limit(Math.min(filters.limit ?? LIST_LIMIT, LIST_LIMIT)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(chargeSchedules)
      .where(
        and(
          ...scope,
          inArray(chargeSchedules.state, ["active", "paused"]),
          eq(chargeSchedules.lastChargeFailed, true),
        ),
      ),
  ]);
  return { schedules: found.map(scheduleView), failingCount: failing?.n ?? 0 };
}

/** The next `count` due dates of a live schedule, from where it stands. */
export function upcomingDates(schedule: ChargeScheduleRow, count: number): string[] {
  if (schedule.state !== "active") return [];
  return dueDatesFrom(schedule, schedule.nextIndex, count);
}
