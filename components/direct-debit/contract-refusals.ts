import { type BffError, isBffError } from "@/data/bff";
import type { Answered } from "@/lib/payments-api/common";
import type { ContractStatus } from "@/lib/payments-api/direct-debit";

/**
 * Why the service refused a direct-debit call, from its answer. The service words its business refusals in
 * a sentence without a field (docs/service-rules.md §7: "contract not signed or expired", "amount over limit", "missing
 * exchange rate"), so they are recognised by their words; anything unknown stays "other" and is shown as
 * the service said it.
 */
export type RefusalKind =
  | "duplicate-code"
  | "rate-unavailable"
  | "over-limit"
  | "terminated"
  | "expired"
  | "not-signed"
  | "rate-limited"
  | "other";

export function refusalKind(error: unknown): RefusalKind {
  if (!isBffError(error)) return "other";
  if (error.status === 429) return "rate-limited";
  if (error.status === 409) return "duplicate-code";
  if (error.status !== 400) return "other";
  const text = error.message.toLowerCase();
  if (text.includes("exchange rate")) return "rate-unavailable";
  if (/\blimit\b/.test(text) && /exceed|over|above|greater|more than/.test(text)) return "over-limit";
  // "Only SIGNED contracts can be terminated" is about signing, whatever else it names.
  if (/not signed|unsigned|only signed/.test(text)) return "not-signed";
  if (text.includes("terminated")) return "terminated";
  if (/expired|lapsed|signing window/.test(text)) return "expired";
  return "other";
}

const NEW_CONTRACT = "Ask the customer to sign a new contract.";

/**
 * Why a contract cannot be charged, in words, given its status as last known. The service answers "not
 * signed" for a terminated contract too, so the status decides the words where it is more precise.
 */
export function notChargeableMessage(
  kind: RefusalKind,
  status: Answered<ContractStatus> | undefined,
): string {
  if (kind === "terminated" || status === "TERMINATED")
    return `This contract was terminated, so it cannot be charged any more. ${NEW_CONTRACT}`;
  if (kind === "expired" || status === "EXPIRED")
    return `This contract has expired, so it cannot be charged any more. ${NEW_CONTRACT}`;
  if (status === "INITIATED")
    return "The customer has not signed this contract yet. Once they approve it, press Sync on the contract and charge again.";
  return "The service says this contract is not signed. Sync the contract to see its current status.";
}

/** "Wait 12 seconds and try again." for a 429, from the service's hint when it gave one. */
export function waitMessage(error: BffError): string {
  const seconds = error.retryAfter;
  if (!seconds) return "Too many requests in a short time. Wait a moment and try again.";
  return `Too many requests in a short time. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} and try again.`;
}
