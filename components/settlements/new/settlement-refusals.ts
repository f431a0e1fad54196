import { type BffError, isBffError } from "@/data/bff";
import { minimumText } from "../settlement-rules";

/**
 * Why the service refused a settlement request, from its answer. Its refusals are sentences without a
 * field (docs/service-rules.md §7: no unsettled payments, below the minimum, a request already today), so
 * they are recognised by their words; anything unknown is shown as the service said it.
 */
export type SettlementRefusal =
  | "already-today"
  | "below-minimum"
  | "nothing-to-settle"
  | "rate-unavailable"
  | "too-large"
  | "not-approved"
  | "rate-limited"
  | "unknown-outcome"
  | "other";

const CONSOLE_CODES = new Set(["forbidden", "origin_rejected", "unauthenticated"]);

export function settlementRefusal(error: unknown): SettlementRefusal {
  if (!isBffError(error)) return "unknown-outcome";
  // No answer, or the service failed while working: it may have created the request all the same.
  if (error.status === 0 || error.status >= 500) return "unknown-outcome";
  // The console's own refusals (role, origin) carry its codes; the service's 403 is about the merchant.
  if (error.status === 403) return CONSOLE_CODES.has(error.code ?? "") ? "other" : "not-approved";
  if (error.status === 429) return "rate-limited";
  if (error.status !== 400) return "other";
  const text = error.message.toLowerCase();
  if (/already|exists for today|one active|per day/.test(text)) return "already-today";
  if (/minimum|threshold/.test(text)) return "below-minimum";
  if (/no unsettled|nothing to settle|no payments/.test(text)) return "nothing-to-settle";
  if (text.includes("exchange rate")) return "rate-unavailable";
  if (/more than one withdrawal can hold|one branch at a time/.test(text)) return "too-large";
  return "other";
}

export interface RefusalWords {
  title: string;
  message: string;
}

function wait(error: BffError): string {
  const seconds = error.retryAfter;
  if (!seconds) return "Too many requests in a short time. Wait a moment and try again.";
  return `Too many requests in a short time. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}

/** The refusal in words a person acts on; `branchName` when the request was for one branch. */
export function refusalWords(error: unknown, branchName: string | null): RefusalWords {
  const kind = settlementRefusal(error);
  const refused = "The settlement was not requested";
  const pool = branchName ? `at ${branchName}` : "of the merchant";
  switch (kind) {
    case "already-today":
      return {
        title: refused,
        message:
          "There is already a settlement request today that is waiting for review or approved. The service allows one active request per day (Colombo time): request again tomorrow, or once today's request is rejected or cancelled.",
      };
    case "below-minimum":
      return {
        title: refused,
        message: `The paid payments ${pool} that are not settled yet add up to less than the minimum of ${minimumText} net. Request again once more payments are paid.`,
      };
    case "nothing-to-settle":
      return {
        title: refused,
        message: `There is nothing to settle: every paid payment ${pool} is already in a settlement request. New payments become available once they are paid.`,
      };
    case "rate-unavailable":
      return {
        title: refused,
        message:
          "The service has no USDT to LKR exchange rate right now, so it cannot value the USDT payments in rupees. Try again later.",
      };
    case "too-large":
      return {
        title: refused,
        message:
          "The payments to settle add up to more than one request can hold. Request the branches one at a time.",
      };
    case "not-approved":
      return {
        title: refused,
        message:
          "The payments service has not approved this merchant account for settlements, or the account is inactive. Your account manager at the payments service can approve it.",
      };
    case "rate-limited":
      return { title: refused, message: isBffError(error) ? wait(error) : "Wait a moment and try again." };
    case "unknown-outcome":
      return {
        title: "The outcome is unknown",
        message:
          "The request may or may not have reached the service. Before you try again, look at the settlement list for a request made today: if it is there, it was created.",
      };
    default:
      return {
        title: refused,
        message: isBffError(error) ? error.message : "The service refused the request.",
      };
  }
}
