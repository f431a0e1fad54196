import { z } from "zod";
import { createOfframpBodySchema, upsertAggregatorUserBodySchema } from "./payments-api/offramp";
import { createWithdrawalBodySchema } from "./payments-api/withdrawals";

// What the browser sends to hold a request (the console's own route, server/approvals/routes.ts): ids only.
// Names, banks and account numbers are never taken from the browser: the console reads them from the service
// with the account's key whenever the request is shown, and again when it is approved. Anything else in the
// body (a `recipient` or `branchName` an older page may still send) is dropped by the schemas.

export const payoutApprovalInputSchema = z.object({
  kind: z.literal("payout"),
  /**
   * The rate lock of the quote the requester accepted. The console holds the amount of the quote it forwarded
   * under this lock, never amounts a browser hands back.
   */
  fxLockId: createOfframpBodySchema.shape.fxLockId,
  userId: createOfframpBodySchema.shape.userId,
  userBankId: createOfframpBodySchema.shape.userBankId,
  /** The payout's idempotency key, fixed now: every send attempt after approval carries it. */
  externalRef: createOfframpBodySchema.shape.externalRef,
  /**
   * The end-user's id in the merchant's own system, as the requester picked them. Kept only when the service
   * gives this id to `userId` (its find-or-create by id answers the same end-user); otherwise refused.
   */
  externalUserId: upsertAggregatorUserBodySchema.shape.externalUserId.optional(),
});

export const settlementApprovalInputSchema = z.object({
  kind: z.literal("settlement"),
  branchId: createWithdrawalBodySchema.shape.branchId,
});

export const approvalInputSchema = z.discriminatedUnion("kind", [
  payoutApprovalInputSchema,
  settlementApprovalInputSchema,
]);
export type ApprovalInput = z.input<typeof approvalInputSchema>;
export type PayoutApprovalInput = z.input<typeof payoutApprovalInputSchema>;
