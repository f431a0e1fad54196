import "server-only";
import { type ApprovalView, approvalPermission, type PartiesReading } from "@/lib/approvals";
import { rateComparisonText } from "@/lib/approvals-rates";
import { readParties } from "./parties";
import {
  type ApprovalActor,
  type ApprovalContext,
  type ApprovalRecord,
  approverRefusal,
  getApproval,
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
    resultMessage: record.resultMessage,
    resultRequestId: record.resultRequestId,
    sentAt: record.sentAt?.toISOString() ?? null,
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
  return approvalView(record, ctx.accountId, ctx.actor, await readParties(ctx.api, record));
}
