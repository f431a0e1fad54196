import { addDays, colomboDate, isDateOnly } from "@/lib/dates";
import type { BreakKind, ReconciliationResult } from "@/lib/reconciliation-result";

// The reconciliation's window rules, the stream its route answers and the statement's words (the window in
// the URL is lib/filters/reconciliation.ts).
// Pure, and free of the decimal library: the route, the page and the tests share it.

/**
 * Payouts are read from this many days before the window: a payout created just before it whose refund
 * falls inside it is matched from the report's own rows. Any payout an entry names that is older still is
 * looked up on its own.
 */
export const EDGE_DAYS = 3;

/**
 * A payout still PENDING or PROCESSING this long after its creation is stuck. The sandbox settles after
 * SANDBOX_SETTLE_DELAY_MS (5 seconds) and the service documents no delay of its own; a CEFTS transfer the
 * bank holds may take until the next business day (the demo history's slowest settle within 20 hours), so
 * a day flags only the payouts a finance team should chase, on the sandbox and the service alike.
 */
export const STUCK_AFTER_MS = 24 * 60 * 60 * 1000;

/** The longest window the console reconciles at once (the ledger read stays bounded). */
export const MAX_WINDOW_DAYS = 366;

export type WindowProblem = "from-after-to" | "too-long" | "to-in-future";

/** The window to check: `to` defaults to today in Colombo; a broken window is named, not guessed. */
export function resolveWindow(
  params: { from: string | null; to: string | null },
  now: Date,
): { from: string | null; to: string; problem: WindowProblem | null } {
  const today = colomboDate(now);
  const to = params.to && isDateOnly(params.to) ? params.to : today;
  const from = params.from && isDateOnly(params.from) ? params.from : null;
  let problem: WindowProblem | null = null;
  if (to > today) problem = "to-in-future";
  else if (from !== null && from > to) problem = "from-after-to";
  else if (from !== null && addDays(from, MAX_WINDOW_DAYS) <= to) problem = "too-long";
  return { from, to, problem };
}

export const windowProblemWords: Record<WindowProblem, string> = {
  "from-after-to": "The window's first day comes after its last day.",
  "too-long": `A window holds at most ${MAX_WINDOW_DAYS} days; leave the first day empty to check the whole history.`,
  "to-in-future": "The window cannot end after today.",
};

/** The first day of payouts read for the window. */
export function payoutsFrom(from: string | null): string | null {
  return from === null ? null : addDays(from, -EDGE_DAYS);
}

/** What the statement names besides the checks' result. */
export interface ReconciliationStatement extends ReconciliationResult {
  account: { id: string; name: string };
  /** ISO 8601, when the console produced it. */
  producedAt: string;
  /** The first day of payouts read (EDGE_DAYS before the window), null for the whole history. */
  payoutsFrom: string | null;
  /** Payouts an entry named that the report's rows did not hold, looked up one by one. */
  lookedUp: number;
}

/** What the route reads, for the progress bar. */
export type ReconciliationSource = "ledger" | "payouts" | "lookups" | "webhooks";

/** One line of the route's NDJSON answer. */
export type ReconciliationMessage =
  | { type: "progress"; source: ReconciliationSource; done: number; total: number }
  /** The statement, and its CSV (written on the server, which holds the CSV writer). */
  | { type: "result"; statement: ReconciliationStatement; csv: string }
  | { type: "error"; message: string; requestId: string };

export const sourceLabels: Record<ReconciliationSource, string> = {
  ledger: "Float ledger pages",
  payouts: "Offramp report pages",
  lookups: "Payouts looked up",
  webhooks: "Webhook events",
};

export const breakKindLabels: Record<BreakKind, string> = {
  "balance-equation": "Balances do not add up",
  "summary-totals": "Totals differ from the rows",
  "running-balance": "Running balance breaks",
  "debit-without-payout": "Debit without a payout",
  "debit-amount": "Debit amount differs",
  "duplicate-debit": "Payout debited twice",
  "payout-without-debit": "Payout without a debit",
  "refund-without-payout": "Refund without a payout",
  "refund-amount": "Refund amount differs",
  "refund-not-failed": "Refund of a payout that did not fail",
  "duplicate-refund": "Payout refunded twice",
  "failed-without-refund": "Failed payout not refunded",
  "stuck-payout": "Payout stuck",
  "webhook-disagrees": "Webhook disagrees with the report",
};

/** "1 Nov 2026 – 30 Nov 2026", or "Since the first entry – 25 Nov 2026". */
export function windowWords(window: { from: string | null; to: string }): string {
  const day = (d: string) =>
    new Intl.DateTimeFormat("en-GB", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${d}T00:00:00Z`));
  return `${window.from ? day(window.from) : "Since the first entry"} – ${day(window.to)}`;
}
