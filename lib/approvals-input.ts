import { z } from "zod";
import { uuidSchema } from "./payments-api/common";
import { quoteSchema } from "./payments-api/offramp";

// What the browser sends to hold a request (the console's own route, server/approvals/routes.ts).

const recipientSchema = z.object({
  externalUserId: z.string().max(255),
  accountName: z.string().max(255),
  bankName: z.string().max(255),
  /** Shown masked; the service's bank account id is what is sent. */
  accountNumberMasked: z.string().max(64),
});

export const payoutApprovalInputSchema = z.object({
  kind: z.literal("payout"),
  /** The quote the requester saw and accepted (its lock will have lapsed by the time a second person acts). */
  quote: quoteSchema,
  userId: uuidSchema,
  userBankId: uuidSchema,
  /** The payout's idempotency key, fixed now: every send attempt after approval carries it. */
  externalRef: z.string().trim().min(1).max(255),
  recipient: recipientSchema,
});

export const settlementApprovalInputSchema = z.object({
  kind: z.literal("settlement"),
  branchId: uuidSchema.optional(),
  branchName: z.string().max(255).optional(),
});

export const approvalInputSchema = z.discriminatedUnion("kind", [
  payoutApprovalInputSchema,
  settlementApprovalInputSchema,
]);
export type ApprovalInput = z.input<typeof approvalInputSchema>;
export type PayoutApprovalInput = z.input<typeof payoutApprovalInputSchema>;
