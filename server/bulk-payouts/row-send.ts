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
import { type BulkPayoutRowRow, bulkPayoutRows } from "@/server/db/schema";
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

/** Whether the service refused (a 4xx other than a rate limit or timeout): final, nothing was done. */
export function isRefusal(error: unknown): error is UpstreamError {
  return (
    error instanceof UpstreamError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500 &&
    error.status !== 408 &&
    error.status !== 429
  );
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

/**
 * Quotes and sends a registered row, once. The reservation in money_out_sends (unique per reference) is
 * written before the send and counts toward the account's 24 hours; the service answers a reference it
 * knows with the original payout, so a row sent again after a crash or a lost answer is the same payout.
 */
export async function sendRow(
  deps: RowDeps,
  row: BulkPayoutRowRow,
  actor: { userId: string | null },
): Promise<BulkPayoutRowRow> {
  const { api, signal, turn, db } = deps;
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
  const claimed = await update(db, row, { state: "quoting", attempts: row.attempts + 1 });
  const outcome = await reserveMoneyOut(
    db,
    row.accountId,
    {
      kind: "payout",
      amountLkr: decimal(quote.amountLkr).toFixed(),
      beneficiary: payoutBeneficiary(row.userBankId ?? ""),
      externalRef: row.reference,
    },
    { thresholdLkr: null, approved: true, sentBy: actor.userId },
  );
  if (outcome.held) throw new Error("A batch row was held after its batch was let through");
  const reservation: Reservation = outcome.reservation;
  await turn("createOfframp", signal);
  try {
    const offramp = await api.createOfframp({
      body: {
        fxLockId: quote.fxLockId,
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
    return update(db, claimed, {
      state,
      offrampId: offramp.paymentId,
      amountLkr: decimal(offramp.amountLkr).toFixed(),
      rateUsdtLkr: decimal(offramp.rateUsdtLkr).toFixed(),
      failureReason: null,
    });
  } catch (error) {
    const status = error instanceof UpstreamError ? error.status : null;
    await settleReservation(db, reservation, outcomeOfStatus(status));
    if (isRefusal(error)) {
      return refuseRow(db, claimed, serviceRefusalWords("payout", error.message));
    }
    // No answer: the row stays `quoting` and is sent again with the same reference.
    throw error;
  }
}

/** A sent row's outcome at the bank, from the service (the run's check, or a payout's webhook). */
export async function settleRowOutcome(
  db: ConsoleExecutor,
  accountId: string,
  outcome: { offrampId: string; status: string; failureReason?: string | null },
): Promise<void> {
  const state = outcome.status === "COMPLETED" ? "completed" : outcome.status === "FAILED" ? "failed" : null;
  if (state === null) return;
  await db
    .update(bulkPayoutRows)
    .set({
      state,
      failureReason: state === "failed" ? (outcome.failureReason ?? "The bank did not complete it") : null,
      updatedAt: sql`now()`,
    })
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
}
