import "server-only";
import { and, desc, eq, isNotNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ContractCharge, ContractChargesAnswer, KnownRate } from "@/lib/charge-schedules";
import type { ConsoleExecutor } from "@/server/db/client";
import { contractCharges, paymentIndex, users } from "@/server/db/schema";
import { listSchedules } from "./schedules";

// What the contract page shows of the console's charges: every charge made or waiting, newest first, the
// contract's schedules and the next due one, and the rate to say "about LKR …" with.

const CHARGES_SHOWN = 500;
const maker = alias(users, "maker");

export async function contractChargesAnswer(
  db: ConsoleExecutor,
  accountId: string,
  contractId: string,
): Promise<ContractChargesAnswer> {
  const [rows, { schedules }, rate] = await Promise.all([
    db
      .select({ charge: contractCharges, makerName: maker.name, makerEmail: maker.email })
      .from(contractCharges)
      .leftJoin(maker, eq(maker.id, contractCharges.madeBy))
      .where(and(eq(contractCharges.accountId, accountId), eq(contractCharges.contractId, contractId)))
      .orderBy(desc(contractCharges.createdAt), desc(contractCharges.attempt))
      .limit(CHARGES_SHOWN),
    listSchedules(db, accountId, { contractIds: [contractId], branchId: null }),
    knownRate(db, accountId),
  ]);
  const charges: ContractCharge[] = rows.map(({ charge, makerName, makerEmail }) => ({
    id: charge.id,
    contractId: charge.contractId,
    scheduleId: charge.scheduleId,
    dueDate: charge.dueDate,
    attempt: charge.attempt,
    state: charge.state,
    paymentId: charge.paymentId,
    amount: charge.amount,
    currency: charge.currency,
    fees: charge.fees ?? null,
    failureReason: charge.failureReason,
    notBefore: charge.state === "waiting" ? (charge.notBefore?.toISOString() ?? null) : null,
    madeBy:
      charge.madeBy === null || makerEmail === null
        ? null
        : { id: charge.madeBy, name: makerName, email: makerEmail },
    createdAt: charge.createdAt.toISOString(),
    updatedAt: charge.updatedAt.toISOString(),
  }));
  const next = schedules
    .filter((schedule) => schedule.state === "active" && schedule.nextDueDate !== null)
    .sort((a, b) => (a.nextDueDate as string).localeCompare(b.nextDueDate as string))[0];
  return {
    charges,
    schedules,
    nextDue: next
      ? {
          date: next.nextDueDate as string,
          scheduleId: next.id,
          amount: next.amount,
          currency: next.currency,
        }
      : null,
    rate,
  };
}

/** The rate of the account's newest LKR payment the console has read whole. */
export async function knownRate(db: ConsoleExecutor, accountId: string): Promise<KnownRate | null> {
  const [found] = await db
    .select({ rate: paymentIndex.rateUsdtLkr, at: paymentIndex.createdAt })
    .from(paymentIndex)
    .where(and(eq(paymentIndex.accountId, accountId), isNotNull(paymentIndex.rateUsdtLkr)))
    .orderBy(desc(paymentIndex.createdAt))
    .limit(1);
  return found?.rate ? { rateUsdtLkr: found.rate, at: found.at.toISOString() } : null;
}
