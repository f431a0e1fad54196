import "server-only";
import { type ApprovalView, approvalPermission, type PartiesReading } from "@/lib/approvals";
import { rateComparisonText } from "@/lib/approvals-rates";
import { floatShortfallWords } from "@/lib/float-shortfall";
import { storedRefusalWords } from "@/lib/money-out-refusals";
import { logger } from "@/server/log";
import { readParties } from "./parties";
import {
  type ApprovalActor,
  type ApprovalContext,
  type ApprovalRecord,
  approverRefusal,
  floatBalance,
  getApproval,
  mayWithdraw,
} from "./service";

const str = (value: unknown): string | null => (typeof value === "string" && value !== "" ? value : null);

/**
 * A stored request as the pages show it to one member. `parties` is what the payments service said about
 * the request's ids for this page (server/approvals/parties.ts), or null where the page reads nothing (the
 * list); nothing a requester's browser said is ever shown.
 */
export function approvalView(
  record: ApprovalRecord,
  accountId: string,
  actor: ApprovalActor,
  parties: PartiesReading | null = null,
  floatShortfall: string | null = null,
): ApprovalView {
  const resultPage = record.kind === "payout" ? "offramp" : "settlements";
  const refusal = approverRefusal(actor, record);
  return {
    id: record.id,
    kind: record.kind,
    status: record.status,
    amountLkr: record.amountLkr,
    amountUsdt: record.amountUsdt,
    thresholdLkr: record.thresholdLkr,
    requestedRate: record.requestedRate,
    approvedRate: record.approvedRate,
    rateComparison:
      record.approvedRate && record.requestedRate
        ? rateComparisonText(record.requestedRate, record.approvedRate)
        : null,
    requesterName: record.requesterName,
    requestedAt: record.requestedAt.toISOString(),
    deciderName: record.deciderName,
    decidedAt: record.decidedAt?.toISOString() ?? null,
    rejectReason: record.rejectReason,
    heldReason: record.heldReason,
    parties,
    endUserRef: record.kind === "payout" ? record.endUserRef : null,
    settlesBranch: record.kind === "settlement" && str(record.requestBody.branchId) !== null,
    externalRef: record.externalRef,
    resultId: record.resultId,
    resultHref:
      record.resultId &&
      actor.can(approvalPermission[record.kind].replace(":write", ":read") as "offramp:read")
        ? `/accounts/${encodeURIComponent(accountId)}/${resultPage}/${encodeURIComponent(record.resultId)}`
        : null,
    resultMessage:
      record.status === "refused"
        ? storedRefusalWords(record.kind, record.resultMessage)
        : record.resultMessage,
    resultRequestId: record.resultRequestId,
    sentAt: record.sentAt?.toISOString() ?? null,
    withdrawnByName: record.withdrawnByName,
    withdrawnAt: record.withdrawnAt?.toISOString() ?? null,
    withdrawnReason: record.withdrawnReason,
    canWithdraw: record.status === "pending" && mayWithdraw(actor, record),
    floatShortfall,
    own: record.requestedBy === actor.userId,
    cannotDecide: refusal?.message ?? null,
  };
}

/**
 * One request for its page, with its parties read from the service now (with the viewer's account client),
 * or null when the account has no such request.
 */
export async function showApproval(ctx: ApprovalContext, approvalId: string): Promise<ApprovalView | null> {
  const record = await getApproval(ctx.db, ctx.accountId, approvalId);
  if (!record) return null;
  const [parties, shortfall] = await Promise.all([
    readParties(ctx.api, record),
    record.kind === "payout" && record.status === "pending" ? readShortfall(ctx, record.amountLkr) : null,
  ]);
  return approvalView(record, ctx.accountId, ctx.actor, parties, shortfall);
}

/**
 * A waiting payout against the float now, so the shortfall is said before anyone approves. Approving
 * checks again; a float that cannot be read here shows nothing rather than failing the page.
 */
async function readShortfall(ctx: ApprovalContext, amountLkr: string): Promise<string | null> {
  try {
    return floatShortfallWords(await floatBalance(ctx.api), amountLkr);
  } catch (error) {
    logger().warn("float not read for an approval", {
      scope: "approvals",
      requestId: ctx.requestId,
      error: error instanceof Error ? error.name : typeof error,
    });
    return null;
  }
}
