import { type ApprovalKind, compareAmounts } from "./approvals";
import { type DecimalInput, sumText } from "./decimal-text";
import { formatAmount } from "./format";

// The rolling 24 hours of money out: a payout or settlement is held for a second person when its amount plus
// what the account sent in the last 24 hours is above the threshold, so splitting one large sum into several
// small ones does not get past it. The account's total always includes the beneficiary's, so the account
// decides; the beneficiary's share only chooses the words.

/** LKR sent in the last 24 hours, as decimal text: from the whole account, and to this beneficiary. */
export interface SentInWindow {
  accountLkr: string;
  beneficiaryLkr: string;
}

export const NOTHING_SENT: SentInWindow = { accountLkr: "0", beneficiaryLkr: "0" };

export type WindowDecision = { held: false } | { held: true; reason: string };

const lkr = (value: DecimalInput) => formatAmount(value, "LKR");
const isZero = (value: DecimalInput) => compareAmounts(value, "0") === 0;

/**
 * Whether money out waits for a second person under the account's threshold (null: approvals are off), and
 * why, in words: "LKR 48,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours is
 * above LKR 50,000.00, so a second person has to approve it."
 */
export function windowDecision(input: {
  kind: ApprovalKind;
  amountLkr: DecimalInput;
  thresholdLkr: string | null;
  sent: SentInWindow;
}): WindowDecision {
  const { kind, amountLkr, thresholdLkr, sent } = input;
  if (thresholdLkr === null || thresholdLkr === "") return { held: false };
  const total = sumText([amountLkr, sent.accountLkr]);
  if (compareAmounts(total, thresholdLkr) <= 0) return { held: false };
  const tail = `is above ${lkr(thresholdLkr)}, so a second person has to approve it.`;
  if (isZero(sent.accountLkr)) return { held: true, reason: `${lkr(amountLkr)} ${tail}` };
  const now = `${lkr(amountLkr)} now plus`;
  const window = "in the last 24 hours";
  if (kind === "settlement") {
    return {
      held: true,
      reason: `${now} ${lkr(sent.accountLkr)} sent from this merchant account ${window} ${tail}`,
    };
  }
  if (compareAmounts(sent.beneficiaryLkr, sent.accountLkr) === 0) {
    return {
      held: true,
      reason: `${now} ${lkr(sent.accountLkr)} sent to this bank account ${window} ${tail}`,
    };
  }
  const share = isZero(sent.beneficiaryLkr)
    ? ""
    : `, ${lkr(sent.beneficiaryLkr)} of it to this bank account,`;
  return {
    held: true,
    reason: `${now} ${lkr(sent.accountLkr)} sent from this merchant account ${window}${share} ${tail}`,
  };
}
