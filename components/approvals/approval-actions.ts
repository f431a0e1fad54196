import type { ActionResult } from "@/lib/action-result";
import type { ApprovalView, FreshQuote } from "@/lib/approvals";
import type { Quote } from "@/lib/payments-api/offramp";

export type Target = { accountId: string; approvalId: string };

/** The server actions the card calls (app/(console)/accounts/[accountId]/approvals/actions.ts). */
export interface ApprovalActions {
  freshQuote: (input: Target) => Promise<ActionResult<FreshQuote<Quote>>>;
  /** `shown`: the fingerprint of the parties the approver was shown (ApprovalView.parties). */
  approve: (input: Target & { fxLockId?: string; shown: string }) => Promise<ActionResult>;
  reject: (input: Target & { reason: string }) => Promise<ActionResult>;
  retry: (input: Target) => Promise<ActionResult>;
  /** Withdraws a waiting request (its requester or an owner). */
  withdraw: (input: Target) => Promise<ActionResult>;
}

/** What the parts of an approval's card work with: the request as shown, its address and the actions. */
export interface ApprovalPartProps {
  approval: ApprovalView;
  target: Target;
  actions: ApprovalActions;
}
