import "server-only";
import { type ApprovalView, approvalPermission } from "@/lib/approvals";
import { rateComparisonText } from "@/lib/approvals-rates";
import { type ApprovalActor, type ApprovalRecord, approverRefusal } from "./service";

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

/** A stored request as the pages show it to one member. */
export function approvalView(record: ApprovalRecord, accountId: string, actor: ApprovalActor): ApprovalView {
  const summary = record.summary ?? {};
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
    recipient: {
      externalUserId: str(summary.externalUserId),
      accountName: str(summary.accountName),
      bankName: str(summary.bankName),
      accountNumberMasked: str(summary.accountNumberMasked),
    },
    branchName: str(summary.branchName) ?? null,
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
