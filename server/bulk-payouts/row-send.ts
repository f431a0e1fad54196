import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { decimal } from "@/lib/money";
import { serviceRefusalWords } from "@/lib/money-out-refusals";
import type { BankAccount } from "@/lib/payments-api/offramp";
import {
  outcomeOfStatus,
  payoutBeneficiary,
  type Reservation,
  reserveMoneyOut,
  settleReservation,
} from "@/server/approvals/sent-money";
import type { ConsoleExecutor } from "@/server/db/client";
import { type BulkPayoutRowRow, bulkPayoutRows, bulkPayouts } from "@/server/db/schema";
import type { PaymentsApi } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";

// One row of a batch, from the file's cells to an offramp: its end user and bank account registered (found
// when they exist, so a second attempt registers nothing twice), a quote taken just before the send (a
// lock lasts 60 seconds), and the send with the row's reference as its externalRef. Each step's result is
// written before the next, so a crash at any point is continued from the row's state.

/** Waits for the account's turn with one operation of the service (server/bulk-payouts/run.ts). */
export type Turn = (operationId: string, signal: AbortSignal) => Promise<void>;

export interface RowDeps {
  db: ConsoleExecutor;
  api: PaymentsApi;
  turn: Turn;
  signal: AbortSignal;
}

const same = (a: string, b: string) => a.trim() === b.trim();

function recipientOf(account: BankAccount) {
  return {
    accountName: account.accountName,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
  };
}

/**
 * Whether the service refused the call itself (a 4xx other than a rate limit, a timeout or a refused key):
 * final for the row, nothing was done.
 */
export function isRefusal(error: unknown): error is UpstreamError {
  return (
    error instanceof UpstreamError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 403, 408, 429].includes(error.status)
  );
}

/** Whether the service refused the account's key or its role: no row can go on until a person acts. */
export function isAccessRefusal(error: unknown): error is UpstreamError {
  return error instanceof UpstreamError && (error.status === 401 || error.status === 403);
}

/** The service refused the quote's lock (lapsed, used, unknown): the reference is unknown to it, so unpaid. */
const LOCK_REFUSAL = /fx.?lock|rate lock/i;
const isLockRefusal = (error: unknown) => isRefusal(error) && LOCK_REFUSAL.test(error.message);

/** A send that may be tried again in a later slice: nothing is known to be wrong with the row. */
export class TryAgainLater extends Error {
  override name = "TryAgainLater";
}

async function update(db: ConsoleExecutor, row: BulkPayoutRowRow, set: Partial<BulkPayoutRowRow>) {
  const [updated] = await db
    .update(bulkPayoutRows)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(bulkPayoutRows.id, row.id))
    .returning();
  return updated ?? row;
}

/** Marks a row refused by the service, in words, freeing its reference for a corrected file. */
export async function refuseRow(db: ConsoleExecutor, row: BulkPayoutRowRow, words: string) {
  return update(db, row, { state: "refused", failureReason: words });
}

/**
 * The row's end user and bank account at the service: the user is created or found by its id in the
 * merchant's system; the bank account is the user's existing one with the same bank, number and name, or a
 * new one. Nothing is paid.
 */
export async function registerRow(deps: RowDeps, row: BulkPayoutRowRow): Promise<BulkPayoutRowRow> {
  if (row.userBankId && row.userId) return row;
  const { api, signal, turn } = deps;
  let userId = row.userId;
  if (!userId) {
    await turn("upsertAggregatorUser", signal);
    const user = await api.upsertAggregatorUser({ body: { externalUserId: row.externalUserId }, signal });
    userId = user.userId;
    row = await update(deps.db, row, { userId });
  }
  await turn("listAggregatorBankAccounts", signal);
  const accounts = await api.listAggregatorBankAccounts({ params: { id: userId }, signal });
  let account = accounts.find(
    (found) =>
      found.bankCode === row.bankCode &&
      same(found.accountNumber, row.accountNumber) &&
      same(found.accountName, row.accountName),
  );
  if (!account) {
    await turn("createAggregatorBankAccount", signal);
    account = await api.createAggregatorBankAccount({
      params: { id: userId },
      body: {
        bankCode: row.bankCode,
        accountNumber: row.accountNumber,
        accountName: row.accountName,
        ...(row.beneficiaryMobile ? { beneficiaryMobile: row.beneficiaryMobile } : {}),
        ...(row.beneficiaryEmail ? { beneficiaryEmail: row.beneficiaryEmail } : {}),
      },
      signal,
    });
  }
  return update(deps.db, row, { userBankId: account.userBankId, recipient: recipientOf(account) });
}

type SendOutcome = { kind: "done"; row: BulkPayoutRowRow } | { kind: "lock" };

/** One send of a claimed row with this lock, recorded in money_out_sends first. */
async function send(
  deps: RowDeps,
  row: BulkPayoutRowRow,
  fxLockId: string,
  amountLkr: string,
  actor: { userId: string | null },
): Promise<SendOutcome> {
  const { api, signal, db } = deps;
  const outcome = await reserveMoneyOut(
    db,
    row.accountId,
    {
      kind: "payout",
      amountLkr,
      beneficiary: payoutBeneficiary(row.userBankId ?? ""),
      externalRef: row.reference,
    },
    { thresholdLkr: null, approved: true, sentBy: actor.userId },
  );
  if (outcome.held) throw new Error("A batch row was held after its batch was let through");
  const reservation: Reservation = outcome.reservation;
  try {
    const offramp = await api.createOfframp({
      body: {
        fxLockId,
        userId: row.userId ?? "",
        userBankId: row.userBankId ?? "",
        externalRef: row.reference,
      },
      signal,
    });
    await settleReservation(db, reservation, {
      kind: "sent",
      amountLkr: decimal(offramp.amountLkr).toFixed(),
      resultId: offramp.paymentId,
    });
    const state =
      offramp.status === "COMPLETED" ? "completed" : offramp.status === "FAILED" ? "failed" : "sent";
    const done = await update(db, row, {
      state,
      offrampId: offramp.paymentId,
      amountLkr: decimal(offramp.amountLkr).toFixed(),
      rateUsdtLkr: decimal(offramp.rateUsdtLkr).toFixed(),
      failureReason: null,
    });
    return { kind: "done", row: done };
  } catch (error) {
    const status = error instanceof UpstreamError ? error.status : null;
    await settleReservation(db, reservation, outcomeOfStatus(status));
    if (isLockRefusal(error)) return { kind: "lock" };
    if (isRefusal(error))
      return { kind: "done", row: await refuseRow(db, row, serviceRefusalWords("payout", error.message)) };
    // No answer, a rate limit, a refused key: the row stays `quoting` and its lock is sent again first.
    throw error;
  }
}

/** Claims a row for a send with this quote, only while its batch runs and the row is not yet sent. */
async function claim(db: ConsoleExecutor, row: BulkPayoutRowRow, fxLockId: string) {
  const [claimed] = await db
    .update(bulkPayoutRows)
    .set({ state: "quoting", fxLockId, attempts: sql`${bulkPayoutRows.attempts} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bulkPayoutRows.id, row.id),
        inArray(bulkPayoutRows.state, ["waiting", "quoting"]),
        sql`exists (select 1 from ${bulkPayouts} where ${bulkPayouts.id} = ${bulkPayoutRows.batchId} and ${bulkPayouts.status} = 'running')`,
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Sends a registered row, once. A row sent before without an answer is sent again first with the same lock
 * and reference: the service answers a reference it knows with the payout it made, and refuses the lock of
 * one it does not (which proves it unpaid). Otherwise the send's slot is taken, then a quote (its lock lasts
 * 60 seconds), and the row is claimed — only while its batch runs, so a cancel or pause that came first
 * wins — and sent with the row's reference as its externalRef. A cancelled batch's row found unpaid this way
 * is cancelled. The answer is the row after it, or null when it was left for later (paused).
 */
export async function sendRow(
  deps: RowDeps,
  row: BulkPayoutRowRow,
  actor: { userId: string | null },
): Promise<BulkPayoutRowRow | null> {
  const { api, signal, turn, db } = deps;
  if (row.state === "quoting" && row.fxLockId) {
    await turn("createOfframp", signal);
    const again = await send(deps, row, row.fxLockId, "0", actor);
    if (again.kind === "done") return again.row;
  }
  await turn("createOfframp", signal);
  await turn("getAggregatorQuote", signal);
  const quote = await api.getAggregatorQuote({ query: { amount_usdt: Number(row.amountUsdt) }, signal });
  if (!decimal(quote.amountUsdt).eq(row.amountUsdt)) {
    // The service reads amounts as numbers: a quote for another amount is never sent.
    return refuseRow(
      db,
      row,
      `The payments service quoted ${decimal(quote.amountUsdt).toFixed()} USDT for this row's ${row.amountUsdt}; nothing was sent.`,
    );
  }
  const claimed = await claim(db, row, quote.fxLockId);
  if (!claimed) {
    // Cancelled (or paused) first: a row proven unpaid goes with its batch; a paused one waits.
    const [cancelled] = await db
      .update(bulkPayoutRows)
      .set({ state: "cancelled", updatedAt: sql`now()` })
      .where(
        and(
          eq(bulkPayoutRows.id, row.id),
          inArray(bulkPayoutRows.state, ["waiting", "quoting"]),
          sql`exists (select 1 from ${bulkPayouts} where ${bulkPayouts.id} = ${bulkPayoutRows.batchId} and ${bulkPayouts.status} = 'cancelled')`,
        ),
      )
      .returning();
    return cancelled ?? null;
  }
  const sent = await send(deps, claimed, quote.fxLockId, decimal(quote.amountLkr).toFixed(), actor);
  if (sent.kind === "lock")
    throw new TryAgainLater("The rate lock lapsed before the send; quoted again next.");
  return sent.row;
}

/** A sent row's outcome at the bank, from the service (the run's check, or a payout's webhook). */
export async function settleRowOutcome(
  db: ConsoleExecutor,
  accountId: string,
  outcome: {
    offrampId: string;
    status: string;
    failureReason?: string | null;
    externalRef?: string;
    amountLkr?: number | string;
  },
): Promise<void> {
  const state = outcome.status === "COMPLETED" ? "completed" : outcome.status === "FAILED" ? "failed" : null;
  if (state === null) return;
  const failureReason = state === "failed" ? (outcome.failureReason ?? "The bank did not complete it") : null;
  await db
    .update(bulkPayoutRows)
    .set({ state, failureReason, updatedAt: sql`now()` })
    .where(
      and(
        eq(bulkPayoutRows.accountId, accountId),
        eq(bulkPayoutRows.offrampId, outcome.offrampId),
        // A failure's reason may arrive after the failure itself (the webhook after the run's check).
        state === "failed" && outcome.failureReason
          ? inArray(bulkPayoutRows.state, ["sent", "failed"])
          : eq(bulkPayoutRows.state, "sent"),
      ),
    );
  if (!outcome.externalRef) return;
  // A row whose send got no answer learns of its payout from the payout's own webhook.
  await db
    .update(bulkPayoutRows)
    .set({
      state,
      failureReason,
      offrampId: outcome.offrampId,
      ...(outcome.amountLkr !== undefined ? { amountLkr: decimal(outcome.amountLkr).toFixed() } : {}),
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(bulkPayoutRows.accountId, accountId),
        eq(bulkPayoutRows.reference, outcome.externalRef),
        eq(bulkPayoutRows.state, "quoting"),
        sql`${bulkPayoutRows.offrampId} is null`,
      ),
    );
}
