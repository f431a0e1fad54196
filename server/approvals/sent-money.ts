import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import type { ApprovalKind } from "@/lib/approvals";
import { type SentInWindow, type WindowDecision, windowDecision } from "@/lib/approvals-window";
import { decimal } from "@/lib/money";
import type { ConsoleExecutor } from "@/server/db/client";
import { bulkPayoutRows, bulkPayouts, moneyOutSends } from "@/server/db/schema";
import { logger } from "@/server/log";

// What left each account in the last 24 hours (money_out_sends), and the one way a payout or settlement is
// let out: decided and reserved under the account's advisory lock, so two requests at the same moment cannot
// both fit under the threshold. A reservation is written before the send and settled by its outcome: `sent`
// with the service's amount, deleted when the service refused (nothing left), kept when there was no answer
// (the money may have left, so it counts).

export interface MoneyOut {
  kind: ApprovalKind;
  /** What the console knows it is worth now (a quote's LKR, the unsettled pool); "0" when it cannot know. */
  amountLkr: string;
  /** `bank:{userBankId}`, `branch:{branchId}` or `merchant`. */
  beneficiary: string;
  /** A payout's reference: a second attempt with it is the same payout and is neither checked nor counted twice. */
  externalRef?: string | null;
}

export const payoutBeneficiary = (userBankId: string) => `bank:${userBankId}`;
export const settlementBeneficiary = (branchId: string | null | undefined) =>
  branchId ? `branch:${branchId}` : "merchant";

/** A reserved send; `fresh` when this attempt wrote it (not a retry of a payout the console already sent). */
export interface Reservation {
  id: string;
  fresh: boolean;
}

export type ReserveOutcome = { held: true; reason: string } | { held: false; reservation: Reservation };

/** Any constant works as long as every console instance uses the same one ("mout"). */
const LOCK_NAMESPACE = 0x6d6f7574;

/**
 * LKR sent from the account, and to this beneficiary, in the 24 hours before now (the database's clock). The
 * account's figure also holds the rows its payout batches will still send without asking anyone again
 * (running or paused batches; at the batch's rate), so a batch under way counts before its rows go out.
 */
export async function sentInWindow(
  db: ConsoleExecutor,
  accountId: string,
  beneficiary: string,
): Promise<SentInWindow> {
  const [row] = await db
    .select({
      accountLkr: sql<string>`(coalesce(sum(${moneyOutSends.amountLkr}), 0) + ${unsentBatchLkr(accountId)})::text`,
      beneficiaryLkr: sql<string>`coalesce(sum(${moneyOutSends.amountLkr}) filter (where ${moneyOutSends.beneficiary} = ${beneficiary}), 0)::text`,
    })
    .from(moneyOutSends)
    .where(
      and(
        eq(moneyOutSends.accountId, accountId),
        gt(moneyOutSends.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return { accountLkr: row?.accountLkr ?? "0", beneficiaryLkr: row?.beneficiaryLkr ?? "0" };
}

/** The LKR of batch rows not yet reserved in money_out_sends, of batches that send without asking again. */
function unsentBatchLkr(accountId: string) {
  return sql`coalesce((
    select sum(round(${bulkPayoutRows.amountUsdt} * ${bulkPayouts.rateUsdtLkr}, 2))
    from ${bulkPayoutRows} join ${bulkPayouts} on ${bulkPayouts.id} = ${bulkPayoutRows.batchId}
    where ${bulkPayoutRows.accountId} = ${accountId}
      and ${bulkPayouts.status} in ('running', 'paused')
      and (${bulkPayoutRows.state} = 'waiting' or (${bulkPayoutRows.state} = 'quoting' and not exists (
        select 1 from ${moneyOutSends} sent
        where sent.account_id = ${bulkPayoutRows.accountId} and sent.external_ref = ${bulkPayoutRows.reference})))
  ), 0)`;
}

/** Runs `work` in one transaction holding the account's money-out lock: decisions in it cannot interleave. */
export function underAccountLock<T>(
  db: ConsoleExecutor,
  accountId: string,
  work: (tx: ConsoleExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${accountId}))`);
    return work(tx);
  });
}

/** Whether this money out would wait for a second person now, with the reason; reserves nothing. */
export async function decideMoneyOut(
  db: ConsoleExecutor,
  accountId: string,
  out: MoneyOut,
  thresholdLkr: string | null,
): Promise<WindowDecision> {
  if (thresholdLkr === null) return { held: false };
  const sent = await sentInWindow(db, accountId, out.beneficiary);
  return windowDecision({ kind: out.kind, amountLkr: out.amountLkr, thresholdLkr, sent });
}

/**
 * Decides and reserves in one transaction under the account's lock. `approved`: a second person said yes, so
 * it is sent whatever the window says, and still counts.
 */
export async function reserveMoneyOut(
  db: ConsoleExecutor,
  accountId: string,
  out: MoneyOut,
  options: { thresholdLkr: string | null; approvalId?: string; sentBy?: string | null; approved?: boolean },
): Promise<ReserveOutcome> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${accountId}))`);
    if (out.externalRef) {
      const [earlier] = await tx
        .select({ id: moneyOutSends.id })
        .from(moneyOutSends)
        .where(and(eq(moneyOutSends.accountId, accountId), eq(moneyOutSends.externalRef, out.externalRef)));
      // The same reference again: the service answers with the payout it made, never a second one.
      if (earlier) return { held: false, reservation: { id: earlier.id, fresh: false } };
    }
    if (!options.approved) {
      const decision = await decideMoneyOut(tx, accountId, out, options.thresholdLkr);
      if (decision.held) return decision;
    }
    const [row] = await tx
      .insert(moneyOutSends)
      .values({
        accountId,
        kind: out.kind,
        amountLkr: decimal(out.amountLkr).toFixed(),
        beneficiary: out.beneficiary,
        externalRef: out.externalRef ?? null,
        approvalId: options.approvalId ?? null,
        sentBy: options.sentBy ?? null,
      })
      .returning({ id: moneyOutSends.id });
    if (!row) throw new Error("The send was not reserved");
    return { held: false, reservation: { id: row.id, fresh: true } };
  });
}

/** Records the send of a request a second person approved: never held, and it counts like any other. */
export async function reserveApprovedSend(
  db: ConsoleExecutor,
  accountId: string,
  out: MoneyOut,
  options: { approvalId: string; sentBy: string | null },
): Promise<Reservation> {
  const outcome = await reserveMoneyOut(db, accountId, out, {
    ...options,
    thresholdLkr: null,
    approved: true,
  });
  if (outcome.held) throw new Error("An approved send was held");
  return outcome.reservation;
}

/** What came of a reserved send. */
export type SendOutcome =
  | { kind: "sent"; amountLkr: string | null; resultId: string | null }
  /** The service answered with a refusal: nothing left (a rate limit proves nothing ran either). */
  | { kind: "refused" }
  /** No answer, a timeout or a 5xx: it may have gone through. */
  | { kind: "unknown" };

/** The outcome of an upstream status other than success: refused (4xx, 429 included) or unknown. */
export function outcomeOfStatus(status: number | null): SendOutcome {
  return status !== null && status >= 400 && status < 500 && status !== 408
    ? { kind: "refused" }
    : { kind: "unknown" };
}

/**
 * Settles a reservation by its outcome. Never throws: the send already happened (or did not), and its answer
 * must reach the person; a failure here is logged, and the reservation keeps counting, which errs on the
 * side of a second person.
 */
export async function settleReservation(
  db: ConsoleExecutor,
  reservation: Reservation,
  outcome: SendOutcome,
): Promise<void> {
  try {
    if (outcome.kind === "sent") {
      await db
        .update(moneyOutSends)
        .set({
          status: "sent",
          ...(outcome.amountLkr !== null ? { amountLkr: decimal(outcome.amountLkr).toFixed() } : {}),
          ...(outcome.resultId !== null ? { resultId: outcome.resultId } : {}),
        })
        .where(eq(moneyOutSends.id, reservation.id));
    } else if (outcome.kind === "refused" && reservation.fresh) {
      // An earlier attempt under the same reference may have paid; only this attempt's own row goes.
      await db
        .delete(moneyOutSends)
        .where(and(eq(moneyOutSends.id, reservation.id), eq(moneyOutSends.status, "sending")));
    }
  } catch (error) {
    logger().error("money out record not settled", {
      scope: "approvals",
      reservationId: reservation.id,
      outcome: outcome.kind,
      error: error instanceof Error ? error.name : typeof error,
    });
  }
}
