import type { ClosingBasis, OpeningBasis } from "@/lib/reconciliation";

// What a window's reconciliation finds, as data: the checks, the kinds of break and the result the route
// sends to the browser. No arithmetic here (lib/reconciliation-checks.ts does it), so the browser reads it
// without the decimal library.

/** Colombo calendar days, both included; `from` null means since the float's first entry. */
export interface ReconciliationWindow {
  from: string | null;
  to: string;
}

/** The five checks, in the order the statement lists them. */
export const RECONCILIATION_CHECKS = [
  { id: "balance", title: "Balances", description: "Opening + credits − debits + refunds = closing" },
  {
    id: "debits",
    title: "Payout debits",
    description: "Every debit belongs to one payout of the same amount",
  },
  {
    id: "refunds",
    title: "Refunds",
    description: "Every failed payout has one refund; no completed one has any",
  },
  { id: "stuck", title: "Stuck payouts", description: "No payout stays open beyond the settlement delay" },
  { id: "webhooks", title: "Webhooks", description: "Received payout events agree with the report" },
] as const;

export type CheckId = (typeof RECONCILIATION_CHECKS)[number]["id"];

export type BreakKind =
  | "balance-equation"
  | "summary-totals"
  | "running-balance"
  | "debit-without-payout"
  | "debit-amount"
  | "duplicate-debit"
  | "payout-without-debit"
  | "refund-without-payout"
  | "refund-amount"
  | "refund-not-failed"
  | "duplicate-refund"
  | "failed-without-refund"
  | "stuck-payout"
  | "webhook-disagrees";

export const CHECK_OF_KIND: Record<BreakKind, CheckId> = {
  "balance-equation": "balance",
  "summary-totals": "balance",
  "running-balance": "balance",
  "debit-without-payout": "debits",
  "debit-amount": "debits",
  "duplicate-debit": "debits",
  "payout-without-debit": "debits",
  "refund-without-payout": "refunds",
  "refund-amount": "refunds",
  "refund-not-failed": "refunds",
  "duplicate-refund": "refunds",
  "failed-without-refund": "refunds",
  "stuck-payout": "stuck",
  "webhook-disagrees": "webhooks",
};

/** A ledger entry as a break shows it. */
export interface BreakEntry {
  id: string;
  type: string;
  amountLkr: string;
  createdAt: string;
  aggregatorOfframpId: string | null;
}

/** A payout as a break shows it. */
export interface BreakPayout {
  paymentId: string;
  externalRef: string | null;
  status: string | null;
  amountLkr: string | null;
  createdAt: string | null;
}

export interface BreakEvent {
  id: number;
  eventType: string;
  receivedAt: string;
}

export interface ReconciliationBreak {
  kind: BreakKind;
  check: CheckId;
  /** One sentence a finance person reads: what is wrong, with the amounts. */
  explanation: string;
  entries: BreakEntry[];
  payouts: BreakPayout[];
  events: BreakEvent[];
}

export interface ReconciliationTotals {
  opening: string;
  openingBasis: OpeningBasis;
  closing: string;
  closingBasis: ClosingBasis;
  credits: string;
  debits: string;
  refunds: string;
  /** opening + credits − debits + refunds, from the entries read. */
  expectedClosing: string;
  creditCount: number;
  debitCount: number;
  refundCount: number;
}

export interface ReconciliationResult {
  window: ReconciliationWindow;
  totals: ReconciliationTotals;
  entriesChecked: number;
  payoutsInWindow: number;
  payoutsRead: number;
  eventsChecked: number;
  /** Entries whose payout's outcome falls after the window or after the ledger was read: not held against it. */
  deferred: number;
  stuckAfterMs: number;
  breaks: ReconciliationBreak[];
  balanced: boolean;
}

/** "3 days 4 hours", "25 minutes", "5 seconds": how long, in words. */
export function durationWords(ms: number): string {
  const units: Array<[string, number]> = [
    ["day", 86_400_000],
    ["hour", 3_600_000],
    ["minute", 60_000],
    ["second", 1_000],
  ];
  const parts: string[] = [];
  let rest = Math.max(0, Math.floor(ms));
  for (const [name, size] of units) {
    const n = Math.floor(rest / size);
    if (n > 0) parts.push(`${n} ${name}${n === 1 ? "" : "s"}`);
    rest -= n * size;
    if (parts.length === 2) break;
  }
  return parts.length > 0 ? parts.join(" ") : "0 seconds";
}

/** Breaks per check, in the statement's order. */
export function breaksPerCheck(result: Pick<ReconciliationResult, "breaks">): Record<CheckId, number> {
  const counts = Object.fromEntries(RECONCILIATION_CHECKS.map((c) => [c.id, 0])) as Record<CheckId, number>;
  for (const item of result.breaks) counts[item.check] += 1;
  return counts;
}
