import { colomboDate } from "@/lib/dates";
import { formatAmount } from "@/lib/format";
import { type Decimal, decimal } from "@/lib/money";
import type { LedgerEntry, LedgerSummary, OfframpReportItem } from "@/lib/payments-api/offramp";
import { reconcileSummary, signedAmount } from "@/lib/reconciliation";
import {
  type BreakEntry,
  type BreakPayout,
  durationWords,
  type ReconciliationBreak,
  type ReconciliationResult,
  type ReconciliationTotals,
  type ReconciliationWindow,
} from "@/lib/reconciliation-result";

export * from "@/lib/reconciliation-result";

// The reconciliation of a whole window: every entry of the float ledger against the offramp report and the
// webhooks the console received. Pure, so the console's route, its tests and the page share it. Every sum is
// a Decimal; amounts leave as strings with two decimals.

/** The ledger entry fields the checks read. */
export type LedgerFacts = Pick<
  LedgerEntry,
  "id" | "type" | "amountLkr" | "balanceAfter" | "aggregatorOfframpId" | "createdAt"
>;

/** The payout fields the checks read: a row of the offramp report, or a payout looked up on its own. */
export type OfframpFacts = Pick<
  OfframpReportItem,
  "paymentId" | "externalRef" | "status" | "amountLkr" | "createdAt" | "completedAt" | "failedAt"
>;

/** A webhook the console received and confirmed as this account's, naming a payout. */
export interface WebhookFacts {
  id: number;
  eventType: string;
  paymentId: string;
  receivedAt: string;
}

export interface ReconciliationInput {
  window: ReconciliationWindow;
  /** Every ledger entry of the window, in the service's ascending order (oldest first). */
  ledger: readonly LedgerFacts[];
  /** The ledger report's summary for the window. */
  summary: LedgerSummary;
  /**
   * Every payout the reader holds: the offramp report's rows from a few days before the window to its end,
   * plus any payout a ledger entry names that those rows did not hold, looked up on its own.
   */
  offramps: readonly OfframpFacts[];
  /** Payout ids an entry names that the service does not know (its lookup answered 404). */
  unknownOfframpIds?: readonly string[];
  events: readonly WebhookFacts[];
  /** When the check runs: a payout still open this long after its creation is stuck. */
  now: Date;
  stuckAfterMs: number;
  /**
   * The newest moment the ledger read is known to cover (its newest entry) when the window runs to today:
   * a payout created or failed after it may have its entry booked after the ledger was read, so it is not
   * held against the ledger. Null for a window in the past.
   */
  ledgerCoversUntil: string | null;
}

const OPEN_STATUSES = new Set(["PENDING", "PROCESSING"]);
const EVENT_STATUS: Record<string, string> = { "payment.completed": "COMPLETED", "payment.failed": "FAILED" };

const lkr = (value: Decimal) => value.toFixed(2);
/** "LKR 12,000.00": the amount as people read it (two decimals, thousands grouped). */
const money = (value: Decimal) => formatAmount(value.toFixed(2), "LKR");

function entryOf(entry: LedgerFacts): BreakEntry {
  return {
    id: entry.id,
    type: entry.type,
    amountLkr: lkr(decimal(entry.amountLkr).abs()),
    createdAt: entry.createdAt,
    aggregatorOfframpId: entry.aggregatorOfframpId,
  };
}

function payoutOf(payout: OfframpFacts): BreakPayout {
  return {
    paymentId: payout.paymentId,
    externalRef: payout.externalRef,
    status: payout.status,
    amountLkr: lkr(decimal(payout.amountLkr)),
    createdAt: payout.createdAt,
  };
}

function unknownPayout(paymentId: string): BreakPayout {
  return { paymentId, externalRef: null, status: null, amountLkr: null, createdAt: null };
}

/** A break about one payout, with the ledger entries that show it. */
function payoutBreak(
  kind: ReconciliationBreak["kind"],
  check: ReconciliationBreak["check"],
  explanation: string,
  payout: OfframpFacts,
  entries: readonly LedgerFacts[] = [],
): ReconciliationBreak {
  return { kind, check, explanation, entries: entries.map(entryOf), payouts: [payoutOf(payout)], events: [] };
}

/** A payout's debits, or a failed payout's refunds: exactly one entry, of the payout's amount. */
function onceInFull(payout: OfframpFacts, entries: readonly LedgerFacts[], type: "DEBIT" | "REFUND") {
  const [check, duplicate, wrongAmount, noun, done, subject] =
    type === "DEBIT"
      ? (["debits", "duplicate-debit", "debit-amount", "debit", "debited", "Payout"] as const)
      : (["refunds", "duplicate-refund", "refund-amount", "refund", "refunded", "Failed payout"] as const);
  const breaks: ReconciliationBreak[] = [];
  const name = `${subject} ${payout.externalRef}`;
  if (entries.length > 1) {
    const explanation = `${name} was ${done} ${entries.length} times; it should be ${done} once.`;
    breaks.push(payoutBreak(duplicate, check, explanation, payout, entries));
  }
  const due = decimal(payout.amountLkr);
  for (const entry of entries) {
    const amount = decimal(entry.amountLkr).abs();
    if (amount.eq(due)) continue;
    const explanation = `${name} is for ${money(due)}, but its ${noun} is ${money(amount)} (off by ${money(amount.minus(due))}).`;
    breaks.push(payoutBreak(wrongAmount, check, explanation, payout, [entry]));
  }
  return breaks;
}

function inWindow(instant: string, window: ReconciliationWindow): boolean {
  const day = colomboDate(new Date(instant));
  return (window.from === null || day >= window.from) && day <= window.to;
}

const after = (instant: string, limit: string | null) =>
  limit !== null && new Date(instant).getTime() > new Date(limit).getTime();

function groupByPayout(entries: readonly LedgerFacts[], type: string) {
  const byPayout = new Map<string, LedgerFacts[]>();
  const unlinked: LedgerFacts[] = [];
  for (const entry of entries) {
    if (entry.type !== type) continue;
    const id = entry.aggregatorOfframpId;
    if (!id) {
      unlinked.push(entry);
      continue;
    }
    const list = byPayout.get(id) ?? [];
    list.push(entry);
    byPayout.set(id, list);
  }
  return { byPayout, unlinked };
}

/** Check 1: the window's balances, its totals against its rows, and every row against the one before it. */
export function checkBalances(input: Pick<ReconciliationInput, "ledger" | "summary" | "window">) {
  const { ledger, summary } = input;
  const window = { startDate: input.window.from, endDate: input.window.to };
  const stated = reconcileSummary(summary, window);
  const breaks: ReconciliationBreak[] = [];

  const totalOf = (type: string) =>
    ledger
      .filter((e) => e.type === type)
      .reduce((acc, e) => acc.plus(decimal(e.amountLkr).abs()), decimal(0));
  const countOf = (type: string) => ledger.filter((e) => e.type === type).length;
  const credits = totalOf("CREDIT");
  const debits = totalOf("DEBIT");
  const refunds = totalOf("REFUND");
  const expectedClosing = stated.opening.plus(credits).minus(debits).plus(refunds);

  if (!stated.balanced || !expectedClosing.eq(stated.closing)) {
    breaks.push({
      kind: "balance-equation",
      check: "balance",
      explanation: `Opening ${money(stated.opening)} + credits ${money(credits)} − debits ${money(debits)} + refunds ${money(refunds)} = ${money(expectedClosing)}, but the closing balance is ${money(stated.closing)} (off by ${money(stated.closing.minus(expectedClosing))}).`,
      entries: [],
      payouts: [],
      events: [],
    });
  }

  const totals: Array<[string, Decimal, Decimal, number, number]> = [
    ["credits", credits, stated.credits, countOf("CREDIT"), summary.creditCount],
    ["debits", debits, stated.debits, countOf("DEBIT"), summary.debitCount],
    ["refunds", refunds, stated.refunds, countOf("REFUND"), summary.refundCount],
  ];
  for (const [name, rows, reported, rowCount, reportedCount] of totals) {
    if (rows.eq(reported) && rowCount === reportedCount) continue;
    breaks.push({
      kind: "summary-totals",
      check: "balance",
      explanation: `The ledger's rows hold ${rowCount} ${name} of ${money(rows)}, but its summary reports ${reportedCount} of ${money(reported)}.`,
      entries: [],
      payouts: [],
      events: [],
    });
  }

  // Every row follows from the one before it, the first from the opening balance, the last is the closing.
  let previous: { balance: Decimal; entry: LedgerFacts | null } = { balance: stated.opening, entry: null };
  for (const entry of ledger) {
    const expected = previous.balance.plus(signedAmount(entry));
    const actual = decimal(entry.balanceAfter);
    if (!actual.eq(expected)) {
      breaks.push({
        kind: "running-balance",
        check: "balance",
        explanation: `The balance after this ${entry.type.toLowerCase()} is ${money(actual)}; from ${previous.entry ? "the entry before it" : "the opening balance"} (${money(previous.balance)}) it should be ${money(expected)} (off by ${money(actual.minus(expected))}).`,
        entries: previous.entry ? [entryOf(previous.entry), entryOf(entry)] : [entryOf(entry)],
        payouts: [],
        events: [],
      });
    }
    previous = { balance: actual, entry };
  }
  const last = ledger[ledger.length - 1];
  if (last && !decimal(last.balanceAfter).eq(stated.closing)) {
    breaks.push({
      kind: "running-balance",
      check: "balance",
      explanation: `The last entry of the window leaves ${money(decimal(last.balanceAfter))}, but the closing balance is ${money(stated.closing)}.`,
      entries: [entryOf(last)],
      payouts: [],
      events: [],
    });
  }

  const totalsOut: ReconciliationTotals = {
    opening: lkr(stated.opening),
    openingBasis: stated.openingBasis,
    closing: lkr(stated.closing),
    closingBasis: stated.closingBasis,
    credits: lkr(credits),
    debits: lkr(debits),
    refunds: lkr(refunds),
    expectedClosing: lkr(expectedClosing),
    creditCount: countOf("CREDIT"),
    debitCount: countOf("DEBIT"),
    refundCount: countOf("REFUND"),
  };
  return { breaks, totals: totalsOut };
}

type PayoutIndex = Map<string, OfframpFacts>;

function indexPayouts(offramps: readonly OfframpFacts[]): PayoutIndex {
  return new Map(offramps.map((o) => [o.paymentId, o]));
}

/**
 * The ledger's entries of one type grouped by the payout they name, and a break for each entry that names
 * no payout, or one the offramp report does not hold (or the service does not know).
 */
/** What the checks of the ledger against the payouts read: both lists, the window and how far the ledger goes. */
type LedgerPayoutInput = Pick<
  ReconciliationInput,
  "ledger" | "offramps" | "window" | "ledgerCoversUntil" | "unknownOfframpIds"
>;

function entriesByPayout(
  input: Pick<ReconciliationInput, "ledger" | "offramps" | "unknownOfframpIds">,
  type: "DEBIT" | "REFUND",
) {
  const [noun, kind, check] =
    type === "DEBIT"
      ? (["debit", "debit-without-payout", "debits"] as const)
      : (["refund", "refund-without-payout", "refunds"] as const);
  const payouts = indexPayouts(input.offramps);
  const unknown = new Set(input.unknownOfframpIds ?? []);
  const { byPayout, unlinked } = groupByPayout(input.ledger, type);
  const breaks: ReconciliationBreak[] = [];
  const matched: Array<{ payout: OfframpFacts; entries: LedgerFacts[] }> = [];
  for (const entry of unlinked) {
    breaks.push({
      kind,
      check,
      explanation: `A ${noun} of ${money(decimal(entry.amountLkr).abs())} names no payout.`,
      entries: [entryOf(entry)],
      payouts: [],
      events: [],
    });
  }
  for (const [paymentId, entries] of byPayout) {
    const payout = payouts.get(paymentId);
    if (payout) {
      matched.push({ payout, entries });
      continue;
    }
    breaks.push({
      kind,
      check,
      explanation: `A ${noun} of ${money(decimal(entries[0]?.amountLkr ?? 0).abs())} names a payout ${unknown.has(paymentId) ? "the service does not know" : "the offramp report does not hold"}.`,
      entries: entries.map(entryOf),
      payouts: [unknownPayout(paymentId)],
      events: [],
    });
  }
  return { breaks, matched, byPayout };
}

/** Check 2: every DEBIT belongs to exactly one payout of the same amount; every payout has its DEBIT. */
export function checkDebits(input: LedgerPayoutInput) {
  const { breaks, matched, byPayout } = entriesByPayout(input, "DEBIT");
  let deferred = 0;

  for (const { payout, entries } of matched) breaks.push(...onceInFull(payout, entries, "DEBIT"));

  // A payout takes its money from the float when it is created, whatever became of it later.
  for (const payout of input.offramps) {
    if (!inWindow(payout.createdAt, input.window)) continue;
    if (byPayout.has(payout.paymentId)) continue;
    if (after(payout.createdAt, input.ledgerCoversUntil)) {
      deferred += 1;
      continue;
    }
    breaks.push(
      payoutBreak(
        "payout-without-debit",
        "debits",
        `Payout ${payout.externalRef} (${money(decimal(payout.amountLkr))}, ${String(payout.status).toLowerCase()}) has no debit in the float ledger.`,
        payout,
      ),
    );
  }
  return { breaks, deferred };
}

/** Check 3: every FAILED payout has exactly one REFUND of its amount; no other payout has any. */
export function checkRefunds(input: LedgerPayoutInput) {
  const { breaks, matched, byPayout } = entriesByPayout(input, "REFUND");
  let deferred = 0;

  for (const { payout, entries } of matched) {
    if (payout.status !== "FAILED") {
      breaks.push(
        payoutBreak(
          "refund-not-failed",
          "refunds",
          `Payout ${payout.externalRef} is ${String(payout.status).toLowerCase()}, yet ${money(decimal(entries[0]?.amountLkr ?? 0).abs())} was refunded to the float; only a failed payout is refunded.`,
          payout,
          entries,
        ),
      );
      continue;
    }
    breaks.push(...onceInFull(payout, entries, "REFUND"));
  }

  // A failed payout is refunded when it fails: held against this window when it failed inside it.
  for (const payout of input.offramps) {
    if (payout.status !== "FAILED" || byPayout.has(payout.paymentId)) continue;
    const failedAt = payout.failedAt ?? payout.createdAt;
    if (!inWindow(failedAt, input.window)) continue;
    if (after(failedAt, input.ledgerCoversUntil)) {
      deferred += 1;
      continue;
    }
    breaks.push(
      payoutBreak(
        "failed-without-refund",
        "refunds",
        `Payout ${payout.externalRef} failed, but its ${money(decimal(payout.amountLkr))} never came back to the float: there is no refund.`,
        payout,
      ),
    );
  }
  return { breaks, deferred };
}

/** Check 4: payouts of the window still PENDING or PROCESSING longer than the settlement delay. */
export function checkStuckPayouts(
  input: Pick<ReconciliationInput, "offramps" | "window" | "now" | "stuckAfterMs">,
) {
  const breaks: ReconciliationBreak[] = [];
  for (const payout of input.offramps) {
    if (!OPEN_STATUSES.has(payout.status) || !inWindow(payout.createdAt, input.window)) continue;
    const openMs = input.now.getTime() - new Date(payout.createdAt).getTime();
    if (openMs <= input.stuckAfterMs) continue;
    breaks.push(
      payoutBreak(
        "stuck-payout",
        "stuck",
        `Payout ${payout.externalRef} (${money(decimal(payout.amountLkr))}) has been ${String(payout.status).toLowerCase()} for ${durationWords(openMs)}, longer than the ${durationWords(input.stuckAfterMs)} a transfer takes to settle.`,
        payout,
      ),
    );
  }
  return { breaks };
}

/** Check 5: a received payout event says COMPLETED or FAILED; the report must say the same. */
export function checkWebhooks(input: Pick<ReconciliationInput, "offramps" | "events">) {
  const payouts = indexPayouts(input.offramps);
  const breaks: ReconciliationBreak[] = [];
  let checked = 0;
  for (const event of input.events) {
    const said = EVENT_STATUS[event.eventType];
    const payout = payouts.get(event.paymentId);
    if (!said || !payout) continue;
    checked += 1;
    if (payout.status === said) continue;
    breaks.push({
      kind: "webhook-disagrees",
      check: "webhooks",
      explanation: `A webhook said payout ${payout.externalRef} ${said === "FAILED" ? "failed" : "completed"}, but the offramp report says it is ${String(payout.status).toLowerCase()}.`,
      entries: [],
      payouts: [payoutOf(payout)],
      events: [{ id: event.id, eventType: event.eventType, receivedAt: event.receivedAt }],
    });
  }
  return { breaks, checked };
}

/** Runs every check over the window. */
export function reconcileWindow(input: ReconciliationInput): ReconciliationResult {
  const balance = checkBalances(input);
  const debits = checkDebits(input);
  const refunds = checkRefunds(input);
  const stuck = checkStuckPayouts(input);
  const webhooks = checkWebhooks(input);
  const breaks = [
    ...balance.breaks,
    ...debits.breaks,
    ...refunds.breaks,
    ...stuck.breaks,
    ...webhooks.breaks,
  ];
  return {
    window: input.window,
    totals: balance.totals,
    entriesChecked: input.ledger.length,
    payoutsInWindow: input.offramps.filter((o) => inWindow(o.createdAt, input.window)).length,
    payoutsRead: input.offramps.length,
    eventsChecked: webhooks.checked,
    deferred: debits.deferred + refunds.deferred,
    stuckAfterMs: input.stuckAfterMs,
    breaks,
    balanced: breaks.length === 0,
  };
}
