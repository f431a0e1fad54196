import { payoutWords } from "@/components/forms/labels";
import { personWords } from "@/components/forms/person-words";
import { isBffError } from "@/data/bff";

/** Why a payout was not confirmed, and so what the reader can do next. */
export type PayoutFailureKind =
  /** No answer: the payout may or may not exist. Retrying with the same reference is safe. */
  | "uncertain"
  | "lock-expired"
  | "lock-used"
  | "insufficient-float"
  | "rate-limited"
  | "session"
  | "forbidden"
  | "refused";

export interface PayoutFailure {
  kind: PayoutFailureKind;
  title: string;
  message: string;
  requestId: string | null;
  /** Sending the same request again may succeed (with the same reference). */
  retryable: boolean;
  /** The rate lock cannot be used any more: a new quote comes first. */
  needsNewQuote: boolean;
}

const NOTHING_PAID = "Nothing was paid.";

/**
 * Sorts a failed POST /v1/aggregator/offramp. Only an answer from the service proves that no payout was
 * made; a lost connection, a timeout or a 5xx leaves it open, and the page must say so.
 */
export function classifyPayoutError(error: unknown): PayoutFailure {
  if (!isBffError(error) || error.status === 0 || error.status === 408 || error.status >= 500) {
    return {
      kind: "uncertain",
      title: "No answer about this payout",
      message:
        "The payments service did not confirm the payout, so it may or may not have been made. Retrying is safe: it sends the same reference, and the service never pays one reference twice.",
      requestId: isBffError(error) ? error.requestId : null,
      retryable: true,
      needsNewQuote: false,
    };
  }
  const base = { requestId: error.requestId, retryable: false, needsNewQuote: false };
  const said = error.message.toLowerCase();
  if (error.status === 429) {
    const wait = error.retryAfter ? ` Try again in ${error.retryAfter} s.` : " Wait a moment and try again.";
    return {
      ...base,
      kind: "rate-limited",
      title: "Too many requests",
      message: `${NOTHING_PAID} The payments service is limiting requests.${wait}`,
      retryable: true,
    };
  }
  if (error.status === 401) {
    return {
      ...base,
      kind: "session",
      title: "Your session has ended",
      message: `${NOTHING_PAID} Sign in again.`,
    };
  }
  if (error.status === 403) {
    return {
      ...base,
      kind: "forbidden",
      title: "Not allowed",
      message: `${NOTHING_PAID} ${personWords(error.message, payoutWords)}`,
    };
  }
  if (said.includes("insufficient float")) {
    return {
      ...base,
      kind: "insufficient-float",
      title: "Not enough float",
      message: `${NOTHING_PAID} Your LKR float does not cover this payout. Top up the float, or pay out a smaller amount.`,
    };
  }
  if (said.includes("lock") && said.includes("expired")) {
    return {
      ...base,
      kind: "lock-expired",
      title: "The rate lock expired",
      message: `${NOTHING_PAID} The 60-second rate lock ran out before the payout was sent. Get a new quote and confirm again.`,
      needsNewQuote: true,
    };
  }
  if (said.includes("lock") && said.includes("used")) {
    return {
      ...base,
      kind: "lock-used",
      title: "This quote was already used",
      message: `${NOTHING_PAID} Each quote pays out once. Get a new quote and confirm again.`,
      needsNewQuote: true,
    };
  }
  return {
    ...base,
    kind: "refused",
    title: "The payout was refused",
    message: `${NOTHING_PAID} ${personWords(error.message, payoutWords)}`,
  };
}
