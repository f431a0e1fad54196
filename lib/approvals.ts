import { z } from "zod";
import { formatRateNumber } from "./format-rate";
import { Decimal, type DecimalInput, decimal } from "./money";
import { uuidSchema } from "./payments-api/common";
import { quoteSchema } from "./payments-api/offramp";

// Approval for money out: pure rules shared by the console's server and its pages. Amounts are decimal
// strings (the threshold as an owner typed it, the amounts as the service quoted them), never floats.

export type ApprovalKind = "payout" | "settlement";
export type ApprovalStatus = "pending" | "sending" | "sent" | "refused" | "rejected";

/** The permission a kind of request needs, for the requester and the approver alike. */
export const approvalPermission = {
  payout: "offramp:write",
  settlement: "withdrawals:write",
} as const satisfies Record<ApprovalKind, string>;

/** Whether an amount in LKR needs a second person under a threshold (null: approvals are off). */
export function needsApproval(amountLkr: DecimalInput, thresholdLkr: string | null | undefined): boolean {
  if (thresholdLkr === null || thresholdLkr === undefined || thresholdLkr === "") return false;
  return decimal(amountLkr).gt(decimal(thresholdLkr));
}

const THRESHOLD_TEXT = /^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;
const MAX_THRESHOLD = new Decimal("9999999999.99");

export type ThresholdParse = { ok: true; value: string | null } | { ok: false; message: string };

/**
 * The threshold as typed: empty turns approvals off; otherwise an amount of LKR with at most 2 decimals
 * (thousands separators allowed), kept exactly as a decimal string, never rounded.
 */
export function parseThreshold(text: string): ThresholdParse {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: null };
  if (!THRESHOLD_TEXT.test(trimmed)) {
    return /\.\d{3,}$/.test(trimmed)
      ? { ok: false, message: "Up to 2 decimal places" }
      : { ok: false, message: "Enter an amount in LKR, such as 500000 or 500,000.00" };
  }
  const value = new Decimal(trimmed.replaceAll(",", ""));
  if (value.gt(MAX_THRESHOLD)) return { ok: false, message: "At most LKR 9,999,999,999.99" };
  return { ok: true, value: value.toFixed() };
}

export interface RateChange {
  /** "+0.08 %", "−0.12 %" or "0.00 %": the new rate against the old, two decimals, half up. */
  percentText: string;
  direction: "up" | "down" | "same";
}

/** How a fresh rate differs from the one the requester saw (LKR per USDT: up means more LKR per USDT). */
export function rateChange(previous: DecimalInput, fresh: DecimalInput): RateChange {
  const before = decimal(previous);
  const after = decimal(fresh);
  if (before.isZero()) return { percentText: "—", direction: after.isZero() ? "same" : "up" };
  const percent = after.minus(before).div(before).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  if (percent.isZero())
    return { percentText: "0.00 %", direction: after.eq(before) ? "same" : after.gt(before) ? "up" : "down" };
  const sign = percent.isPositive() ? "+" : "−";
  return {
    percentText: `${sign}${percent.abs().toFixed(2)} %`,
    direction: percent.isPositive() ? "up" : "down",
  };
}

export const approvalStatusWords: Record<ApprovalStatus, string> = {
  pending: "Waiting for approval",
  sending: "Approved, sending",
  sent: "Approved and sent",
  refused: "Approved, refused by the service",
  rejected: "Rejected",
};

export const approvalKindWords: Record<ApprovalKind, string> = {
  payout: "Payout",
  settlement: "Settlement",
};

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

/** The route's answer: sent on directly (below the threshold), or held for a second person. */
export type ApprovalRequestAnswer = { held: false } | { held: true; approvalId: string };

export function approvalsHref(accountId: string): string {
  return `/accounts/${encodeURIComponent(accountId)}/approvals`;
}

export function approvalHref(accountId: string, approvalId: string): string {
  return `${approvalsHref(accountId)}/${encodeURIComponent(approvalId)}`;
}

export function approvalRequestUrl(accountId: string): string {
  return `${approvalsHref(accountId)}/requests`;
}

export function approvalSummaryUrl(accountId: string): string {
  return `${approvalsHref(accountId)}/summary`;
}

/** GET summary: the threshold (null: off) and how many requests wait. */
export interface ApprovalSummary {
  thresholdLkr: string | null;
  pending: number;
}

/** "1 USDT = 301.20 LKR, was 300.95: +0.08 %": the approver's rate against the one the requester saw. */
export function rateComparisonText(previous: DecimalInput, fresh: DecimalInput): string {
  const change = rateChange(previous, fresh);
  return `1 USDT = ${formatRateNumber(fresh)} LKR, was ${formatRateNumber(previous)}: ${change.percentText}`;
}

/**
 * One request as the pages show it (dates as ISO strings, amounts as decimal strings), with what the
 * member looking at it may do.
 */
export interface ApprovalView {
  id: string;
  kind: ApprovalKind;
  status: ApprovalStatus;
  amountLkr: string;
  amountUsdt: string | null;
  thresholdLkr: string;
  requestedRate: string | null;
  approvedRate: string | null;
  requesterName: string | null;
  requestedAt: string;
  deciderName: string | null;
  decidedAt: string | null;
  rejectReason: string | null;
  recipient: {
    externalUserId?: string;
    accountName?: string;
    bankName?: string;
    accountNumberMasked?: string;
  };
  branchName: string | null;
  externalRef: string | null;
  resultId: string | null;
  resultHref: string | null;
  resultMessage: string | null;
  resultRequestId: string | null;
  sentAt: string | null;
  /** The viewer made this request. */
  own: boolean;
  /** Why the viewer cannot approve or reject it, or null when they can (while it waits). */
  cannotDecide: string | null;
}

/** "Payout to K. A. Jayasinghe" or "Settlement of Kandy" / "Settlement of the whole merchant". */
export function approvalTitle(view: Pick<ApprovalView, "kind" | "recipient" | "branchName">): string {
  if (view.kind === "payout") return `Payout to ${view.recipient.accountName ?? "an end-user"}`;
  return view.branchName ? `Settlement of ${view.branchName}` : "Settlement of the whole merchant";
}
