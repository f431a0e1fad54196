import "server-only";
import { and, count, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { alias, type PgUpdateSetSource } from "drizzle-orm/pg-core";
import {
  APPROVALS_OFF_REASON,
  type ApprovalKind,
  approvalPermission,
  noOtherApproverWarning,
  type ThresholdSaved,
} from "@/lib/approvals";
import { approvalInputSchema } from "@/lib/approvals-input";
import { rateChange } from "@/lib/approvals-rates";
import { CodedError } from "@/lib/coded-error";
import { floatShortfallWords } from "@/lib/float-shortfall";
import { isUuid } from "@/lib/ids";
import { decimal } from "@/lib/money";
import { noAnswerWords, serviceRefusalWords } from "@/lib/money-out-refusals";
import type { Quote } from "@/lib/payments-api/offramp";
import { writeAudit } from "@/server/audit/log";
import { type AnyPermission, can, type Role } from "@/server/auth/policy";
import { outcomeOf } from "@/server/bff/audit";
import type { ConsoleExecutor } from "@/server/db/client";
import {
  type MoneyOutApprovalRow,
  memberships,
  merchantAccounts,
  moneyOutApprovals,
  users,
} from "@/server/db/schema";
import type { PaymentsApi } from "@/server/upstream/client";
import { UpstreamError } from "@/server/upstream/errors";
import { PartiesRefusal, resolveParties, shownFingerprint } from "./parties";
import { seenQuote } from "./seen-quotes";
import {
  decideMoneyOut,
  type MoneyOut,
  outcomeOfStatus,
  payoutBeneficiary,
  type Reservation,
  reserveApprovedSend,
  settlementBeneficiary,
  settleReservation,
} from "./sent-money";
import { rememberShownQuote, takeShownQuote } from "./shown-quotes";
import { unsettledPool } from "./unsettled-pool";

export type ApprovalErrorCode = "not_found" | "forbidden" | "own_request" | "decided" | "invalid";

/** A refusal with a message safe to show. */
export class ApprovalError extends CodedError<ApprovalErrorCode> {
  override name = "ApprovalError";
}

export interface ApprovalActor {
  userId: string;
  can(permission: AnyPermission): boolean;
  /** The member's role in the account: an owner may withdraw anyone's waiting request. */
  role?: Role;
}

/** Who acts on which account, with the account's client held to their branch (AccountAccess.upstream()). */
export interface ApprovalContext {
  db: ConsoleExecutor;
  accountId: string;
  actor: ApprovalActor;
  api: PaymentsApi;
  requestId: string;
}

const PATHS: Record<ApprovalKind, { operationId: "createOfframp" | "createWithdrawal"; path: string }> = {
  payout: { operationId: "createOfframp", path: "/v1/aggregator/offramp" },
  settlement: { operationId: "createWithdrawal", path: "/v1/withdrawal" },
};

const amountText = (value: number | string) => decimal(value).toFixed();

// ---------------------------------------------------------------------------------------------------------
// The threshold

export async function readThreshold(db: ConsoleExecutor, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ threshold: merchantAccounts.approvalAboveLkr })
    .from(merchantAccounts)
    .where(eq(merchantAccounts.id, accountId));
  return row?.threshold ?? null;
}

/** Members of the account, other than this one, whose role may approve payouts or settlements. */
export async function countOtherApprovers(
  db: ConsoleExecutor,
  accountId: string,
  userId: string,
): Promise<number> {
  const rows = await db
    .select({ userId: memberships.userId, role: memberships.role })
    .from(memberships)
    .where(eq(memberships.accountId, accountId));
  return rows.filter(
    (row) =>
      row.userId !== userId &&
      (can(row.role, approvalPermission.payout) || can(row.role, approvalPermission.settlement)),
  ).length;
}

/**
 * Sets (or, with null, turns off) the threshold; the change is in the audit trail with both values. Turning
 * approvals off withdraws every waiting request in the same transaction (reason "Approvals turned off",
 * nothing is sent: a request was held because a second person was wanted, and no one said yes). The answer
 * warns when no other member may approve, since requests above the threshold would then wait for ever.
 */
export async function setThreshold(ctx: ApprovalContext, value: string | null): Promise<ThresholdSaved> {
  if (!ctx.actor.can("accounts:manage")) {
    throw new ApprovalError("forbidden", "Only owners and admins can change when a second person is needed.");
  }
  const withdrawn = await ctx.db.transaction(async (tx) => {
    const before = await readThreshold(tx, ctx.accountId);
    await tx
      .update(merchantAccounts)
      .set({ approvalAboveLkr: value })
      .where(eq(merchantAccounts.id, ctx.accountId));
    const ended =
      value === null
        ? await tx
            .update(moneyOutApprovals)
            .set({
              status: "withdrawn",
              withdrawnBy: ctx.actor.userId,
              withdrawnAt: sql`now()`,
              withdrawnReason: APPROVALS_OFF_REASON,
            })
            .where(
              and(eq(moneyOutApprovals.accountId, ctx.accountId), eq(moneyOutApprovals.status, "pending")),
            )
            .returning({ id: moneyOutApprovals.id })
        : [];
    await writeAudit(tx, {
      userId: ctx.actor.userId,
      accountId: ctx.accountId,
      action: "approval.threshold",
      outcome: "success",
      requestId: ctx.requestId,
      details: {
        from: before,
        to: value,
        ...(ended.length > 0 ? { withdrawn: ended.map((row) => row.id) } : {}),
      },
    });
    return ended.length;
  });
  const warning =
    value === null
      ? null
      : noOtherApproverWarning(await countOtherApprovers(ctx.db, ctx.accountId, ctx.actor.userId));
  return { thresholdLkr: value, warning, withdrawn };
}

// ---------------------------------------------------------------------------------------------------------
// Requests

export type RequestOutcome = { held: false } | { held: true; approval: MoneyOutApprovalRow; reason: string };

/**
 * A payout or settlement about to be sent: while it and what the account sent in the last 24 hours stay at
 * or under the account's threshold (or approvals are off) it goes on as before (`held: false`, the caller
 * sends it, and the BFF's guard decides again as it reserves); above, it is stored for a second person and
 * nothing is sent. The amount is the console's own reading: the LKR of the quote the console forwarded under
 * the request's lock, or the pool the service would settle now (the merchant's, or one branch's). Only ids are stored; the
 * parties are read from the service, and a request whose parts do not belong together is refused.
 */
export async function requestMoneyOut(ctx: ApprovalContext, raw: unknown): Promise<RequestOutcome> {
  const parsed = approvalInputSchema.safeParse(raw);
  if (!parsed.success) throw new ApprovalError("invalid", "The request to hold was not understood.");
  const input = parsed.data;
  if (!ctx.actor.can(approvalPermission[input.kind])) {
    throw new ApprovalError("forbidden", "Your role in this merchant account does not allow this.");
  }
  const threshold = await readThreshold(ctx.db, ctx.accountId);
  if (threshold === null) return { held: false };
  let quote: Quote | null = null;
  let out: MoneyOut;
  if (input.kind === "payout") {
    quote = seenQuote(ctx.accountId, input.fxLockId);
    if (quote === null) {
      throw new ApprovalError(
        "invalid",
        "Get a new quote: this one was not taken in this console, or its lock has lapsed.",
      );
    }
    out = {
      kind: "payout",
      amountLkr: amountText(quote.amountLkr),
      beneficiary: payoutBeneficiary(input.userBankId),
      externalRef: input.externalRef,
    };
  } else {
    // A branch's own pool measures only an active branch of this merchant: one that is not is refused
    // first, as it would be when held, rather than measured at nothing and let through.
    if (input.branchId) {
      await partiesOrRefuse(ctx.api, {
        kind: "settlement",
        requestBody: { branchId: input.branchId },
        endUserRef: null,
      });
    }
    out = {
      kind: "settlement",
      amountLkr: await unsettledPool(ctx.api, {
        accountId: ctx.accountId,
        branchId: input.branchId,
        db: ctx.db,
      }),
      beneficiary: settlementBeneficiary(input.branchId),
    };
  }
  const decision = await decideMoneyOut(ctx.db, ctx.accountId, out, threshold);
  if (!decision.held) return { held: false };
  // A payout the float cannot cover would only wait to be refused: said now, before anyone approves it.
  if (quote) await refuseShortFloat(ctx.api, out.amountLkr, "Nothing was held.");
  const requestBody =
    input.kind === "payout"
      ? { userId: input.userId, userBankId: input.userBankId, externalRef: input.externalRef }
      : input.branchId
        ? { branchId: input.branchId }
        : {};
  const parties = await partiesOrRefuse(ctx.api, {
    kind: input.kind,
    requestBody,
    endUserRef: input.kind === "payout" ? (input.externalUserId ?? null) : null,
  });
  const [approval] = await ctx.db
    .insert(moneyOutApprovals)
    .values({
      accountId: ctx.accountId,
      kind: input.kind,
      amountLkr: out.amountLkr,
      thresholdLkr: threshold,
      requestedBy: ctx.actor.userId,
      requestId: ctx.requestId,
      requestBody,
      heldReason: decision.reason,
      ...(quote && input.kind === "payout"
        ? {
            amountUsdt: amountText(quote.amountUsdt),
            requestedRate: amountText(quote.rateUsdtLkr),
            requestedQuote: { ...quote },
            externalRef: input.externalRef,
            endUserRef: parties.kind === "payout" ? parties.externalUserId : null,
          }
        : {}),
    })
    .returning();
  if (!approval) throw new Error("The approval was not stored");
  return { held: true, approval, reason: decision.reason };
}

async function partiesOrRefuse(api: PaymentsApi, ids: Parameters<typeof resolveParties>[1]) {
  try {
    return await resolveParties(api, ids);
  } catch (error) {
    if (error instanceof PartiesRefusal)
      throw new ApprovalError("invalid", `${error.message} Nothing was held.`);
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reading

export interface ApprovalRecord extends MoneyOutApprovalRow {
  requesterName: string | null;
  deciderName: string | null;
  withdrawnByName: string | null;
}

const requester = alias(users, "requester");
const decider = alias(users, "decider");
const withdrawer = alias(users, "withdrawer");

function selectViews(db: ConsoleExecutor) {
  return db
    .select({
      row: moneyOutApprovals,
      requesterName: sql<string | null>`coalesce(${requester.name}, ${requester.email})`,
      deciderName: sql<string | null>`coalesce(${decider.name}, ${decider.email})`,
      withdrawnByName: sql<string | null>`coalesce(${withdrawer.name}, ${withdrawer.email})`,
    })
    .from(moneyOutApprovals)
    .leftJoin(requester, eq(requester.id, moneyOutApprovals.requestedBy))
    .leftJoin(decider, eq(decider.id, moneyOutApprovals.decidedBy))
    .leftJoin(withdrawer, eq(withdrawer.id, moneyOutApprovals.withdrawnBy));
}

const toView = (found: {
  row: MoneyOutApprovalRow;
  requesterName: string | null;
  deciderName: string | null;
  withdrawnByName: string | null;
}) => ({
  ...found.row,
  requesterName: found.requesterName,
  deciderName: found.deciderName,
  withdrawnByName: found.withdrawnByName,
});

/** Newest first: waiting requests and decided ones alike. */
export async function listApprovals(
  db: ConsoleExecutor,
  accountId: string,
  limit = 200,
): Promise<ApprovalRecord[]> {
  const rows = await selectViews(db)
    .where(eq(moneyOutApprovals.accountId, accountId))
    .orderBy(desc(moneyOutApprovals.requestedAt))
    .limit(limit);
  return rows.map(toView);
}

export async function getApproval(
  db: ConsoleExecutor,
  accountId: string,
  approvalId: string,
): Promise<ApprovalRecord | null> {
  if (!isUuid(approvalId)) return null;
  const [found] = await selectViews(db).where(
    and(eq(moneyOutApprovals.accountId, accountId), eq(moneyOutApprovals.id, approvalId)),
  );
  return found ? toView(found) : null;
}

export async function countPending(db: ConsoleExecutor, accountId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(moneyOutApprovals)
    .where(and(eq(moneyOutApprovals.accountId, accountId), eq(moneyOutApprovals.status, "pending")));
  return row?.n ?? 0;
}

/** Requests waiting per account, for the sidebar's count (accounts without any are left out). */
export async function countPendingByAccount(
  db: ConsoleExecutor,
  accountIds: readonly string[],
): Promise<Map<string, number>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .select({ accountId: moneyOutApprovals.accountId, n: count() })
    .from(moneyOutApprovals)
    .where(
      and(inArray(moneyOutApprovals.accountId, [...accountIds]), eq(moneyOutApprovals.status, "pending")),
    )
    .groupBy(moneyOutApprovals.accountId);
  return new Map(rows.map((row) => [row.accountId, row.n]));
}

// ---------------------------------------------------------------------------------------------------------
// Deciding

/** Whether this member may decide this request, and why not. */
export function approverRefusal(actor: ApprovalActor, row: MoneyOutApprovalRow): ApprovalError | null {
  if (row.requestedBy === actor.userId) {
    return new ApprovalError(
      "own_request",
      "You made this request, so another member has to approve or reject it.",
    );
  }
  if (!actor.can(approvalPermission[row.kind])) {
    return new ApprovalError(
      "forbidden",
      row.kind === "payout"
        ? "Your role cannot make payouts, so it cannot approve them either."
        : "Your role cannot request settlements, so it cannot approve them either.",
    );
  }
  return null;
}

async function loadForDecision(ctx: ApprovalContext, approvalId: string): Promise<ApprovalRecord> {
  const found = await getApproval(ctx.db, ctx.accountId, approvalId);
  if (!found) throw new ApprovalError("not_found", "This request was not found in this merchant account.");
  const refusal = approverRefusal(ctx.actor, found);
  if (refusal) throw refusal;
  if (found.status !== "pending") throw decidedError(found);
  return found;
}

function decidedError(found: ApprovalRecord): ApprovalError {
  if (found.status === "withdrawn") {
    const who = found.withdrawnByName ?? "a former member";
    const why = found.withdrawnReason ? ` (${found.withdrawnReason})` : "";
    return new ApprovalError(
      "decided",
      `This request was withdrawn by ${who}${why}, so it can no longer be approved or rejected.`,
    );
  }
  const who = found.deciderName ?? "another member";
  const verb = found.status === "rejected" ? "rejected" : "approved";
  return new ApprovalError("decided", `This request was already ${verb} by ${who}.`);
}

/**
 * Moves a waiting request on (approved, rejected, withdrawn) with one conditional update: still pending, of
 * this account, and for a decision not the requester's own. Two members racing for one request cannot both
 * win; the one who loses is told who won, or that the request is gone. Answers the row as updated.
 */
async function claimPending(
  ctx: ApprovalContext,
  approvalId: string,
  by: "another member" | "anyone",
  set: PgUpdateSetSource<typeof moneyOutApprovals>,
): Promise<MoneyOutApprovalRow> {
  const [claimed] = await ctx.db
    .update(moneyOutApprovals)
    .set(set)
    .where(
      and(
        eq(moneyOutApprovals.id, approvalId),
        eq(moneyOutApprovals.accountId, ctx.accountId),
        eq(moneyOutApprovals.status, "pending"),
        by === "another member"
          ? sql`${moneyOutApprovals.requestedBy} is distinct from ${ctx.actor.userId}`
          : undefined,
      ),
    )
    .returning();
  if (!claimed) {
    const now = await getApproval(ctx.db, ctx.accountId, approvalId);
    throw now ? decidedError(now) : new ApprovalError("not_found", "This request was not found.");
  }
  return claimed;
}

/** Whether this member may withdraw this request: the person who asked for it, or an owner. */
export function mayWithdraw(actor: ApprovalActor, row: Pick<MoneyOutApprovalRow, "requestedBy">): boolean {
  return row.requestedBy === actor.userId || actor.role === "owner";
}

/**
 * Withdraws a waiting request: nothing is sent, and it can never be approved afterwards (one conditional
 * update pending → withdrawn, so it races an approval fairly: whichever claims it first wins).
 */
export async function withdraw(ctx: ApprovalContext, approvalId: string): Promise<ApprovalRecord> {
  const found = await getApproval(ctx.db, ctx.accountId, approvalId);
  if (!found) throw new ApprovalError("not_found", "This request was not found in this merchant account.");
  if (!mayWithdraw(ctx.actor, found)) {
    throw new ApprovalError(
      "forbidden",
      "Only the member who asked for this request, or an owner, can withdraw it.",
    );
  }
  const ended = await claimPending(ctx, found.id, "anyone", {
    status: "withdrawn",
    withdrawnBy: ctx.actor.userId,
    withdrawnAt: sql`now()`,
    withdrawnReason:
      found.requestedBy === ctx.actor.userId ? "Withdrawn by the requester" : "Withdrawn by an owner",
  });
  await writeAudit(ctx.db, {
    userId: ctx.actor.userId,
    accountId: ctx.accountId,
    action: "approval.withdraw",
    outcome: "success",
    requestId: ctx.requestId,
    details: {
      resourceId: ended.id,
      kind: ended.kind,
      amountLkr: ended.amountLkr,
      requestedBy: ended.requestedBy,
      reason: ended.withdrawnReason,
    },
  });
  return (await getApproval(ctx.db, ctx.accountId, found.id)) as ApprovalRecord;
}

/** The float as the service holds it now, in LKR (exact decimal text). */
export async function floatBalance(api: PaymentsApi): Promise<string> {
  const ledger = await api.getLedgerReport({ query: { page: 1, limit: 1 } });
  return decimal(ledger.summary.currentBalanceLkr).toFixed();
}

/** Refuses a payout the float does not cover, with the shortfall in words; nothing is held or sent. */
async function refuseShortFloat(api: PaymentsApi, neededLkr: string, after: string): Promise<void> {
  const words = floatShortfallWords(await floatBalance(api), neededLkr);
  if (words !== null) {
    throw new ApprovalError("invalid", `${words} ${after} Top up the float (Float ledger) first.`);
  }
}

/** A fresh quote for the payout's USDT amount (the requester's lock lapsed 60 seconds after they saw it). */
export async function freshQuote(ctx: ApprovalContext, approvalId: string): Promise<Quote> {
  const found = await loadForDecision(ctx, approvalId);
  if (found.kind !== "payout" || !found.amountUsdt) {
    throw new ApprovalError("invalid", "Only payouts are quoted.");
  }
  const quote = await ctx.api.getAggregatorQuote({ query: { amount_usdt: Number(found.amountUsdt) } });
  rememberShownQuote({ approvalId, accountId: ctx.accountId, quote });
  return quote;
}

/**
 * Approves a waiting request and sends it, exactly once: the claim is one conditional update (pending →
 * sending, never by the requester), so of two approvers racing one wins and the other is told who did. A
 * payout needs the fresh quote the approver accepted (named by its lock id, and read by the console through
 * `freshQuote` for this approval), for the same USDT amount; the difference from the requester's rate is
 * recorded with the approval.
 */
export async function approve(
  ctx: ApprovalContext,
  approvalId: string,
  options: { fxLockId?: string; shown?: string } = {},
): Promise<ApprovalRecord> {
  const found = await loadForDecision(ctx, approvalId);
  await confirmWhatWasShown(ctx, found, options.shown);
  let quote: Quote | null = null;
  if (found.kind === "payout") {
    quote = takeShownQuote(ctx.accountId, approvalId, options.fxLockId);
    if (quote === null) throw new ApprovalError("invalid", "Get a fresh quote before approving this payout.");
    if (!found.amountUsdt || !decimal(quote.amountUsdt).eq(found.amountUsdt)) {
      throw new ApprovalError("invalid", "The fresh quote is for another amount; get a new one.");
    }
    await refuseShortFloat(ctx.api, amountText(quote.amountLkr), "Nothing was sent.");
  }
  const claimed = await claimPending(ctx, found.id, "another member", {
    status: "sending",
    decidedBy: ctx.actor.userId,
    decidedAt: sql`now()`,
    approvedQuote: quote ? { ...quote } : null,
    approvedRate: quote ? amountText(quote.rateUsdtLkr) : null,
    ...(quote ? { amountLkr: amountText(quote.amountLkr) } : {}),
    sendAttempts: sql`${moneyOutApprovals.sendAttempts} + 1`,
  });
  await writeAudit(ctx.db, {
    userId: ctx.actor.userId,
    accountId: ctx.accountId,
    action: "approval.approve",
    outcome: "success",
    requestId: ctx.requestId,
    details: {
      resourceId: claimed.id,
      kind: claimed.kind,
      amountLkr: claimed.amountLkr,
      requestedBy: claimed.requestedBy,
      requestedAt: claimed.requestedAt.toISOString(),
      ...(quote && found.requestedRate
        ? {
            requestedRate: found.requestedRate,
            approvedRate: claimed.approvedRate,
            rateChange: rateChange(found.requestedRate, quote.rateUsdtLkr).percentText,
            requestedAmountLkr: found.amountLkr,
          }
        : {}),
    },
  });
  await send(ctx, claimed);
  return (await getApproval(ctx.db, ctx.accountId, found.id)) as ApprovalRecord;
}

/**
 * Reads the request's parties from the service again: they must still belong together, and be, field for
 * field, what the approver was shown (the fingerprint their page carried), or nothing is approved.
 */
async function confirmWhatWasShown(
  ctx: ApprovalContext,
  found: ApprovalRecord,
  shown: string | undefined,
): Promise<void> {
  let now: Awaited<ReturnType<typeof resolveParties>>;
  try {
    now = await resolveParties(ctx.api, found);
  } catch (error) {
    if (error instanceof PartiesRefusal)
      throw new ApprovalError("invalid", `${error.message} Nothing was sent.`);
    throw error;
  }
  if (shown === undefined || shownFingerprint(now) !== shown) {
    throw new ApprovalError(
      "invalid",
      found.kind === "payout"
        ? "The payments service now describes this payout's end-user or bank account differently from what you were shown. Nothing was sent; reload the request and check it again."
        : "The payments service now describes this settlement's branch differently from what you were shown. Nothing was sent; reload the request and check it again.",
    );
  }
}

/**
 * Sends again a request whose send got no answer (status still `sending` with the reason recorded). The
 * same body goes out: for a payout the same externalRef, which the service answers with the payout it made
 * if the first attempt went through, so a retry can never pay twice.
 */
export async function retrySend(ctx: ApprovalContext, approvalId: string): Promise<ApprovalRecord> {
  const found = await getApproval(ctx.db, ctx.accountId, approvalId);
  if (!found) throw new ApprovalError("not_found", "This request was not found in this merchant account.");
  const refusal = approverRefusal(ctx.actor, found);
  if (refusal) throw refusal;
  const [claimed] = await ctx.db
    .update(moneyOutApprovals)
    .set({ resultMessage: null, sendAttempts: sql`${moneyOutApprovals.sendAttempts} + 1` })
    .where(
      and(
        eq(moneyOutApprovals.id, found.id),
        eq(moneyOutApprovals.status, "sending"),
        isNotNull(moneyOutApprovals.resultMessage),
      ),
    )
    .returning();
  if (!claimed) throw new ApprovalError("decided", "This request is not waiting for another attempt.");
  await send(ctx, claimed);
  return (await getApproval(ctx.db, ctx.accountId, found.id)) as ApprovalRecord;
}

/**
 * The one send of a claimed request, through the account's client; the outcome is stored and audited. A
 * second person approved it, so the rolling window does not hold it, but it is recorded and counts.
 */
async function send(ctx: ApprovalContext, row: MoneyOutApprovalRow): Promise<void> {
  const { operationId, path } = PATHS[row.kind];
  const body = row.requestBody as Record<string, string>;
  let reservation: Reservation;
  try {
    reservation = await reserveApprovedSend(
      ctx.db,
      ctx.accountId,
      {
        kind: row.kind,
        amountLkr: row.amountLkr,
        beneficiary:
          row.kind === "payout"
            ? payoutBeneficiary(body.userBankId ?? "")
            : settlementBeneficiary(body.branchId),
        externalRef: row.kind === "payout" ? row.externalRef : null,
      },
      { approvalId: row.id, sentBy: ctx.actor.userId },
    );
  } catch (error) {
    // Nothing went out; the request stays claimed and can be sent again.
    await ctx.db
      .update(moneyOutApprovals)
      .set({ resultMessage: "Not sent: the console could not record the send. Send it again." })
      .where(and(eq(moneyOutApprovals.id, row.id), eq(moneyOutApprovals.status, "sending")));
    throw error;
  }
  const audit = (status: number, details: Record<string, unknown>) =>
    writeAudit(ctx.db, {
      userId: ctx.actor.userId,
      accountId: ctx.accountId,
      action: operationId,
      method: "POST",
      path,
      status,
      requestId: ctx.requestId,
      outcome: outcomeOf(status),
      details: { approvalId: row.id, ...details },
    });
  try {
    let resultId: string;
    let sentLkr: number;
    if (row.kind === "payout") {
      const approved = row.approvedQuote as { fxLockId: string } | null;
      const offramp = await ctx.api.createOfframp({
        body: {
          fxLockId: approved?.fxLockId ?? "",
          userId: body.userId ?? "",
          userBankId: body.userBankId ?? "",
          externalRef: row.externalRef ?? "",
        },
      });
      resultId = offramp.paymentId;
      sentLkr = offramp.amountLkr;
    } else {
      const withdrawal = await ctx.api.createWithdrawal({
        body: body.branchId ? { branchId: body.branchId } : {},
      });
      resultId = withdrawal.id;
      sentLkr = withdrawal.totalNetAmountLkr;
    }
    await settleReservation(ctx.db, reservation, { kind: "sent", amountLkr: amountText(sentLkr), resultId });
    await ctx.db
      .update(moneyOutApprovals)
      .set({ status: "sent", resultId, sentAt: sql`now()`, resultMessage: null })
      .where(and(eq(moneyOutApprovals.id, row.id), eq(moneyOutApprovals.status, "sending")));
    await audit(201, { resourceId: resultId });
  } catch (error) {
    const answered = error instanceof UpstreamError && error.status !== null;
    const status = answered ? (error.status as number) : 502;
    // A refusal (4xx other than a rate limit) is final; no answer, a 5xx or a rate limit may or may not
    // have gone through, so the request stays claimed and can be sent again with the same body.
    const final = answered && status >= 400 && status < 500 && status !== 429 && status !== 408;
    await settleReservation(ctx.db, reservation, answered ? outcomeOfStatus(status) : { kind: "unknown" });
    const message = error instanceof UpstreamError ? error.message : null;
    await ctx.db
      .update(moneyOutApprovals)
      .set({
        ...(final ? { status: "refused" as const } : {}),
        resultMessage: final ? serviceRefusalWords(row.kind, message ?? "") : noAnswerWords(message),
        resultRequestId: error instanceof UpstreamError ? error.requestId : null,
      })
      .where(and(eq(moneyOutApprovals.id, row.id), eq(moneyOutApprovals.status, "sending")));
    await audit(status, {
      code: error instanceof UpstreamError ? error.code : "unreachable",
      ...(error instanceof UpstreamError && error.requestId ? { upstreamRequestId: error.requestId } : {}),
    });
  }
}

/** Rejects a waiting request with a reason; nothing is sent. */
export async function reject(
  ctx: ApprovalContext,
  approvalId: string,
  reason: string,
): Promise<ApprovalRecord> {
  const text = reason.trim();
  if (text.length === 0) throw new ApprovalError("invalid", "Say why the request is rejected.");
  if (text.length > 500)
    throw new ApprovalError("invalid", "The reason is too long (500 characters at most).");
  const found = await loadForDecision(ctx, approvalId);
  const decided = await claimPending(ctx, found.id, "another member", {
    status: "rejected",
    decidedBy: ctx.actor.userId,
    decidedAt: sql`now()`,
    rejectReason: text,
  });
  await writeAudit(ctx.db, {
    userId: ctx.actor.userId,
    accountId: ctx.accountId,
    action: "approval.reject",
    outcome: "success",
    requestId: ctx.requestId,
    details: {
      resourceId: decided.id,
      kind: decided.kind,
      amountLkr: decided.amountLkr,
      requestedBy: decided.requestedBy,
      reason: text,
    },
  });
  return (await getApproval(ctx.db, ctx.accountId, found.id)) as ApprovalRecord;
}
