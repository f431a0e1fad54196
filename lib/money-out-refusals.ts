import type { ApprovalKind } from "./approvals";

// A payout or settlement the payments service refused, in a person's words: what happened, that nothing
// left, and what to do next. The service's refusals are sentences without a code (docs/service-rules.md §7),
// so they are recognised by their words; an unknown one is quoted as the service said it.

const SERVICE_PREFIX = /^Upstream answered \d+:?\s*/;

const AGAIN: Record<ApprovalKind, string> = {
  payout: "ask for the payout again from New payout",
  settlement: "request the settlement again",
};

const NOTHING: Record<ApprovalKind, string> = {
  payout: "Nothing was paid.",
  settlement: "Nothing was requested.",
};

/** What the service said, without the console's "Upstream answered 400:" prefix. */
export function serviceSaid(message: string): string {
  return message.replace(SERVICE_PREFIX, "").trim();
}

/** A stored refusal in words: rows stored before refusals were worded keep the service's raw sentence. */
export function storedRefusalWords(kind: ApprovalKind, stored: string | null): string | null {
  if (stored === null) return null;
  return SERVICE_PREFIX.test(stored) ? serviceRefusalWords(kind, stored) : stored;
}

/** An approved send with no answer: it may or may not have gone through. */
export function noAnswerWords(message: string | null): string {
  const said = message === null ? "" : serviceSaid(message);
  return said === ""
    ? "No answer from the payments service, so the outcome is not known."
    : `No answer the console could rely on from the payments service (it said “${said}”), so the outcome is not known.`;
}

/**
 * "The payments service refused this payout: the float does not cover it. Nothing was paid. Top up the
 * float, then ask for the payout again from New payout."
 */
export function serviceRefusalWords(kind: ApprovalKind | null, message: string): string {
  const said = serviceSaid(message);
  const text = said.toLowerCase();
  const what = kind === null ? "this request" : `this ${kind}`;
  const nothing = kind === null ? "Nothing was sent." : NOTHING[kind];
  const again = kind === null ? "try again" : AGAIN[kind];
  const refused = (why: string, next: string) =>
    `The payments service refused ${what}: ${why}. ${nothing} ${next}`;
  if (text.includes("insufficient float")) {
    return refused("the float does not cover it", `Top up the float (Float ledger), then ${AGAIN.payout}.`);
  }
  if (text.includes("lock") && text.includes("expired")) {
    return refused("its 60-second rate lock lapsed before it was sent", `Get a new quote and ${again}.`);
  }
  if (text.includes("lock") && text.includes("used")) {
    return refused("its quote was already used for another payout", `Get a new quote and ${again}.`);
  }
  if (/already exists|one active|per day/.test(text)) {
    return refused(
      "there is already a settlement request today that is waiting for review or approved",
      "The service allows one a day (Colombo time): request again tomorrow, or once today's request is rejected or cancelled.",
    );
  }
  if (/minimum|threshold/.test(text)) {
    return refused(
      "the unsettled paid payments add up to less than the service's minimum for a settlement",
      "Request again once more payments are paid.",
    );
  }
  if (/no unsettled|nothing to settle|no payments/.test(text)) {
    return refused(
      "there is nothing to settle, every paid payment is already in a settlement request",
      "Request again once new payments are paid.",
    );
  }
  if (text.includes("exchange rate")) {
    return refused("it has no USDT to LKR exchange rate just now", `Wait a few minutes, then ${again}.`);
  }
  if (/not approved|inactive/.test(text)) {
    return refused(
      "it has not approved this merchant account for this, or the account is inactive",
      "Your account manager at the payments service can approve it.",
    );
  }
  if (/user|bank account|branch/.test(text) && /not found|belong|inactive|unknown/.test(text)) {
    return refused(
      "it no longer knows the end-user, bank account or branch of this request",
      `Check them in the console, then ${again}.`,
    );
  }
  const quoted = said === "" ? "without saying why" : `and said “${said}”`;
  return `The payments service refused ${what} ${quoted}. ${nothing} Check the details and ${again}; if it is refused again, give the service the request id shown here.`;
}
