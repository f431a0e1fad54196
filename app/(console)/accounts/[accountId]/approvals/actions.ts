"use server";

import { revalidatePath } from "next/cache";
import { type ActionResult, actionFailure, actionField, actionText } from "@/lib/action-result";
import { approvalsHref, type FreshQuote, parseThreshold, type ThresholdSaved } from "@/lib/approvals";
import { rateComparisonText } from "@/lib/approvals-rates";
import { floatShortfallWords } from "@/lib/float-shortfall";
import { decimal } from "@/lib/money";
import type { Quote } from "@/lib/payments-api/offramp";
import { type ActionAccess, authorizeAccountAction } from "@/server/access/action-access";
import {
  type ApprovalContext,
  ApprovalError,
  approve,
  floatBalance,
  freshQuote,
  getApproval,
  reject,
  retrySend,
  setThreshold,
  withdraw,
} from "@/server/approvals/service";
import { upstreamWords } from "@/server/approvals/upstream-failure";
import { getDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { UpstreamError } from "@/server/upstream/errors";

// The approver's and the owner's side of approvals, through the account pipeline for server actions
// (origin, session, membership, permission); the service decides who may approve what.

type Allowed = Extract<ActionAccess, { ok: true }>;

function contextOf(access: Allowed): ApprovalContext {
  return {
    db: getDb(),
    accountId: access.account.id,
    actor: { userId: access.user.id, can: access.can, role: access.membership.role },
    api: access.upstream().api,
    requestId: access.requestId,
  };
}

function failure(error: unknown, requestId: string) {
  if (error instanceof ApprovalError) return actionFailure(error.message, undefined, requestId);
  if (error instanceof UpstreamError || error instanceof MemberScopeError) {
    // A busy service says when to try again (its Retry-After), never "did not answer".
    return actionFailure(
      upstreamWords(error),
      undefined,
      error instanceof UpstreamError ? (error.requestId ?? requestId) : requestId,
    );
  }
  logger().error("approval action failed", {
    scope: "approvals",
    requestId,
    error: error instanceof Error ? error.name : typeof error,
  });
  return actionFailure("The console could not finish this. Try again in a moment.", undefined, requestId);
}

async function run<T>(
  accountId: string,
  work: (context: ApprovalContext) => Promise<T>,
): Promise<ActionResult<T>> {
  // Money-out roles only; the service then checks the permission of the request's kind.
  const access = await authorizeAccountAction(accountId, "withdrawals:read");
  if (!access.ok) return actionFailure(access.message, undefined, access.requestId);
  try {
    const data = await work(contextOf(access));
    return { ok: true, data };
  } catch (error) {
    return failure(error, access.requestId);
  }
}

/** The account and request an approval action names, read from whatever the browser sent. */
function targetOf(input: unknown) {
  return {
    accountId: actionText(actionField(input, "accountId"), 100),
    approvalId: actionText(actionField(input, "approvalId"), 100),
  };
}

/**
 * One decision on a request (approve, reject, withdraw, send again) by the member who asks; the approvals
 * pages are read afresh whatever it answered.
 */
async function decide(
  input: unknown,
  step: (context: ApprovalContext, approvalId: string) => Promise<unknown>,
): Promise<ActionResult> {
  const { accountId, approvalId } = targetOf(input);
  const result = await run(accountId, async (context) => {
    await step(context, approvalId);
    return null;
  });
  revalidatePath(approvalsHref(accountId), "layout");
  return result;
}

/** A fresh quote for a held payout, with its difference from the requester's rate, to accept before approving. */
export async function freshQuoteAction(input: {
  accountId: string;
  approvalId: string;
}): Promise<ActionResult<FreshQuote<Quote>>> {
  const { accountId, approvalId } = targetOf(input);
  return run(accountId, async (context) => {
    const quote = await freshQuote(context, approvalId);
    const held = await getApproval(context.db, context.accountId, approvalId);
    const requestedRate = held?.requestedRate ?? String(quote.rateUsdtLkr);
    return {
      quote,
      comparison: rateComparisonText(requestedRate, quote.rateUsdtLkr),
      changed: held ? !decimal(quote.amountLkr).eq(held.amountLkr) : false,
      // Checked again when approving; said here so the approver knows before they try.
      shortfall: floatShortfallWords(await floatBalance(context.api), quote.amountLkr),
    };
  });
}

export async function approveAction(input: {
  accountId: string;
  approvalId: string;
  /** The lock id of the fresh quote the approver accepted (freshQuoteAction). */
  fxLockId?: string;
  /** The fingerprint of the parties the approver was shown (ApprovalView.parties.shown). */
  shown?: string;
}): Promise<ActionResult> {
  const fxLockId = actionText(actionField(input, "fxLockId"), 200) || undefined;
  const shown = actionText(actionField(input, "shown"), 200) || undefined;
  return decide(input, (context, approvalId) => approve(context, approvalId, { fxLockId, shown }));
}

export async function rejectAction(input: {
  accountId: string;
  approvalId: string;
  reason: string;
}): Promise<ActionResult> {
  const reason = actionText(actionField(input, "reason"), 10_000);
  return decide(input, (context, approvalId) => reject(context, approvalId, reason));
}

/** Withdraws a waiting request (its requester or an owner); nothing is sent. */
export async function withdrawAction(input: {
  accountId: string;
  approvalId: string;
}): Promise<ActionResult> {
  return decide(input, withdraw);
}

export async function retrySendAction(input: {
  accountId: string;
  approvalId: string;
}): Promise<ActionResult> {
  return decide(input, retrySend);
}

/** Sets the account's threshold as typed (empty: off); owners and admins only. */
export async function setApprovalThresholdAction(input: {
  accountId: string;
  threshold: string;
}): Promise<ActionResult<ThresholdSaved, "threshold">> {
  const parsed = parseThreshold(actionText(actionField(input, "threshold"), 100));
  if (!parsed.ok) return actionFailure(parsed.message, { threshold: parsed.message });
  const access = await authorizeAccountAction(
    actionText(actionField(input, "accountId"), 100),
    "accounts:manage",
  );
  if (!access.ok) return actionFailure(access.message, undefined, access.requestId);
  try {
    const saved = await setThreshold(contextOf(access), parsed.value);
    revalidatePath(`/settings/accounts/${access.account.id}`);
    if (saved.withdrawn > 0) revalidatePath(approvalsHref(access.account.id), "layout");
    return { ok: true, data: saved };
  } catch (error) {
    return failure(error, access.requestId);
  }
}
