import type { ApprovalInput, PayoutApprovalInput } from "./approvals-input";
import { type DecimalInput, decimalText, plainDecimal, sumText } from "./decimal-text";

export type { ApprovalInput, PayoutApprovalInput };

// Approval for money out: pure rules shared by the console's server and its pages. Amounts are decimal
// strings (the threshold as an owner typed it, the amounts as the service quoted them), never floats.

export type ApprovalKind = "payout" | "settlement";
export type ApprovalStatus = "pending" | "sending" | "sent" | "refused" | "rejected" | "withdrawn";

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
  withdrawn: "Withdrawn",
};

/** The reason recorded on every request withdrawn because an owner or admin turned approvals off. */
export const APPROVALS_OFF_REASON = "Approvals turned off";

export const approvalKindWords: Record<ApprovalKind, string> = {
  payout: "Payout",
  settlement: "Settlement",
};

/**
 * The route's answer: may be sent on directly (at or under the threshold, counting the last 24 hours), or held
 * for a second person, with the reason in words.
 */
export type ApprovalRequestAnswer = { held: false } | { held: true; approvalId: string; reason: string };

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
  /** "The float holds LKR X; this payout needs LKR Y: LKR Z short.", or null when the float covers it. */
  shortfall: string | null;
}

/** What saving a threshold did: the value saved, who else may approve, and what was withdrawn. */
export interface ThresholdSaved {
  thresholdLkr: string | null;
  /** "No other member can approve …", or null when someone can. */
  warning: string | null;
  /** Waiting requests withdrawn because approvals were turned off. */
  withdrawn: number;
}

/**
 * Said before saving and in the answer: with a threshold, held requests wait for someone other than their
 * requester, so at least one other member whose role makes payouts or settlements must exist.
 */
export function noOtherApproverWarning(otherApprovers: number): string | null {
  if (otherApprovers > 0) return null;
  return "No other member of this account may approve: only owners, admins and finance members can, and a requester never approves their own request. Requests above this amount would wait with no one to approve them. Invite a second member with one of these roles first.";
}

/** Said before approvals are turned off, and in the answer, about the requests that wait. */
export function turnOffWords(pending: number): string {
  if (pending === 0) return "No request is waiting, so nothing else changes.";
  const requests = pending === 1 ? "The 1 request that waits is" : `The ${pending} requests that wait are`;
  return `${requests} withdrawn, with the reason “${APPROVALS_OFF_REASON}”. Nothing is sent to the payments service; the requesters can make their payouts or settlements again.`;
}

/**
 * GET requesters: who asked for the settlements sent through the console (by withdrawal id), and the
 * account's own key, so a request made with it elsewhere reads "API key (account name)".
 */
export interface SettlementRequesters {
  people: Record<string, string>;
  accountKeyId: string;
  accountName: string;
}

export function settlementRequestersUrl(accountId: string, ids: readonly string[]): string {
  return `${approvalsHref(accountId)}/requesters?${new URLSearchParams({ ids: ids.join(",") })}`;
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
  /** Why it waits, in words, as the console decided when it was requested (null for older requests). */
  heldReason: string | null;
  /**
   * Who or what it pays, read from the payments service with the account's key for this page (null where
   * the page does not read it, such as the list). Never what the requester's browser said.
   */
  parties: PartiesReading | null;
  /** A payout's end-user by their id in the merchant's own system, as the service confirmed it at the request. */
  endUserRef: string | null;
  /** A settlement of one branch (named in `parties` once read), rather than the whole merchant. */
  settlesBranch: boolean;
  externalRef: string | null;
  resultId: string | null;
  resultHref: string | null;
  resultMessage: string | null;
  resultRequestId: string | null;
  sentAt: string | null;
  /** Who withdrew it (the requester, an owner, or whoever turned approvals off), when and why. */
  withdrawnByName: string | null;
  withdrawnAt: string | null;
  withdrawnReason: string | null;
  /** Whether the viewer may withdraw it now: it waits, and they asked for it or own the account. */
  canWithdraw: boolean;
  /**
   * A waiting payout against the float as the service holds it when the page was read: the shortfall in
   * words, or null when the float covers it or it is not a waiting payout.
   */
  floatShortfall: string | null;
  /** The viewer made this request. */
  own: boolean;
  /** Why the viewer cannot approve or reject it, or null when they can (while it waits). */
  cannotDecide: string | null;
}

/** Who a payout pays, as the payments service has it. */
export interface PayoutParties {
  kind: "payout";
  /** The end-user's id in the merchant's own system, as the service answered for this end-user. */
  externalUserId: string | null;
  accountName: string;
  bankName: string;
  /** "••••4567": only the last four characters are ever shown. */
  accountNumberMasked: string;
}

/** What a settlement settles, as the payments service has it: one branch, or the whole merchant (null). */
export interface SettlementParties {
  kind: "settlement";
  branch: { name: string; code: string } | null;
}

export type ApprovalParties = PayoutParties | SettlementParties;

/** What the payments service said about a request's parties when it was shown. */
export type PartiesReading =
  | {
      state: "read";
      parties: ApprovalParties;
      /**
       * A fingerprint of exactly what was shown. Approving sends it back; the console reads the service again
       * and refuses when the fingerprint of what it reads now differs, so what is sent is what was seen.
       */
      shown: string;
    }
  /** The parts of the request do not belong together (any more): it cannot be approved. */
  | { state: "refused"; message: string }
  /** The service could not be read just now: nothing can be approved until it can. */
  | { state: "unavailable"; message: string; requestId: string | null };

/**
 * "Payout to K. A. Jayasinghe" or "Settlement of Kandy" / "Settlement of the whole merchant", from what the
 * service said; where the service was not read (lists), from the request's ids: "Payout to end-user user-1".
 */
export function approvalTitle(
  view: Pick<ApprovalView, "kind" | "parties" | "endUserRef" | "settlesBranch">,
): string {
  const read = view.parties?.state === "read" ? view.parties.parties : null;
  if (read?.kind === "payout") return `Payout to ${read.accountName}`;
  if (read?.kind === "settlement") {
    return read.branch ? `Settlement of ${read.branch.name}` : "Settlement of the whole merchant";
  }
  if (view.kind === "payout") {
    return view.endUserRef ? `Payout to end-user ${view.endUserRef}` : "Payout to an end-user";
  }
  return view.settlesBranch ? "Settlement of one branch" : "Settlement of the whole merchant";
}
