import type { ApprovalInput, PayoutApprovalInput } from "./approvals-input";
import { type DecimalInput, decimalText, plainDecimal, sumText } from "./decimal-text";

export type { ApprovalInput, PayoutApprovalInput };

// Approval for money out: pure rules shared by the console's server and its pages. Amounts are decimal
// strings (the threshold as an owner typed it, the amounts as the service quoted them), never floats.

export type ApprovalKind = "payout" | "settlement";
export type ApprovalStatus = "pending" | "sending" | "sent" | "refused" | "rejected";

/** The permission a kind of request needs, for the requester and the approver alike. */
export const approvalPermission = {
  payout: "offramp:write",
  settlement: "withdrawals:write",
} as const satisfies Record<ApprovalKind, string>;

/** The sign of a − b for two decimal amounts, exactly (no float, no decimal library). */
export function compareAmounts(a: DecimalInput, b: DecimalInput): -1 | 0 | 1 {
  const negated = decimalText(b).replace(/^([+-]?)/, (sign) => (sign === "-" ? "" : "-"));
  const difference = sumText([a, negated]);
  if (difference === "0") return 0;
  return difference.startsWith("-") ? -1 : 1;
}

/** Whether an amount in LKR needs a second person under a threshold (null: approvals are off). */
export function needsApproval(amountLkr: DecimalInput, thresholdLkr: string | null | undefined): boolean {
  if (thresholdLkr === null || thresholdLkr === undefined || thresholdLkr === "") return false;
  return compareAmounts(amountLkr, thresholdLkr) > 0;
}

const THRESHOLD_TEXT = /^\d{1,3}(,\d{3})*(\.\d{1,2})?$|^\d+(\.\d{1,2})?$/;
const MAX_THRESHOLD = "9999999999.99";

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
  const value = plainDecimal(trimmed.replaceAll(",", ""));
  if (compareAmounts(value, MAX_THRESHOLD) > 0) return { ok: false, message: "At most LKR 9,999,999,999.99" };
  return { ok: true, value };
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

/** A fresh quote for the approver, with its difference from the requester's rate in words. */
export interface FreshQuote<Q> {
  quote: Q;
  /** "1 USDT = 301.20 LKR, was 300.95: +0.08 %". */
  comparison: string;
  /** Whether the end-user gets a different LKR amount than requested. */
  changed: boolean;
}

/** GET summary: the threshold (null: off) and how many requests wait. */
export interface ApprovalSummary {
  thresholdLkr: string | null;
  pending: number;
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
  /** "1 USDT = 301.20 LKR, was 300.95: +0.08 %" once a payout was approved at a fresh rate. */
  rateComparison: string | null;
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
