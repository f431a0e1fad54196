import { formatDateTime } from "@/lib/format";
import type { Withdrawal } from "@/lib/payments-api/withdrawals";
import { autoApproveText } from "../settlement-rules";

export interface ReviewOutcome {
  title: string;
  description: string;
  tone: "pending" | "success" | "failed" | "ended" | "neutral";
}

type Reviewed = Pick<Withdrawal, "status" | "reviewedAt" | "reviewedBy">;

function onBy(withdrawal: Reviewed): string {
  const when = withdrawal.reviewedAt ? ` on ${formatDateTime(withdrawal.reviewedAt)}` : "";
  const who = withdrawal.reviewedBy ? ` by ${withdrawal.reviewedBy}` : "";
  return `${when}${who}`;
}

/**
 * The request's review in words (docs/service-rules.md §7): approved at once below the threshold, or by a
 * reviewer, rejected (its payments back in the pool), withdrawn before review, or still waiting.
 */
export function reviewOutcome(withdrawal: Reviewed): ReviewOutcome {
  switch (withdrawal.status) {
    case "PENDING":
      return {
        title: "Waiting for review",
        description: `Requests of ${autoApproveText} or more are reviewed by the platform before the transfer. Its payments are held for it until then; this page looks again every 15 seconds.`,
        tone: "pending",
      };
    case "APPROVED":
      return withdrawal.reviewedAt || withdrawal.reviewedBy
        ? {
            title: `Approved${onBy(withdrawal)}`,
            description: "The transfer to the merchant's bank account has started.",
            tone: "success",
          }
        : {
            title: "Approved automatically",
            description: `Its net total was below ${autoApproveText}, so the transfer to the merchant's bank account started at once.`,
            tone: "success",
          };
    case "REJECTED":
      return {
        title: `Rejected${onBy(withdrawal)}: its payments returned to the unsettled pool`,
        description: "Nothing was transferred. The payments can be settled by a new request.",
        tone: "failed",
      };
    case "CANCELLED":
      return {
        title: "Cancelled before review",
        description: "Nothing was transferred; its payments returned to the unsettled pool.",
        tone: "ended",
      };
    default:
      return {
        title: `Status: ${withdrawal.status}`,
        description: "The service answered a status this console does not know yet.",
        tone: "neutral",
      };
  }
}
