import { addDays, colomboDate } from "@/lib/dates";
import { type Decimal, decimal, roundLkr } from "@/lib/money";
import type { LedgerEntry } from "@/lib/payments-api/offramp";
import { signedAmount } from "@/lib/reconciliation";

// The float charts' series, from ledger rows the console read page by page. Pure and decimal-only: the
// charts get numbers for drawing, the tables and tooltips get these exact strings.

export type LedgerRowFacts = Pick<LedgerEntry, "id" | "type" | "amountLkr" | "balanceAfter" | "createdAt">;

/** One Colombo day of the float: what came in and went out, and the balance at the day's end. */
export interface FloatDay {
  /** YYYY-MM-DD in Asia/Colombo. */
  day: string;
  /** LKR, two decimals: top-ups booked that day. */
  credits: string;
  /** LKR: payouts (DEBIT entries) that day. */
  payouts: string;
  /** LKR: refunds of failed payouts that day. */
  refunds: string;
  /** LKR: the balance after the day's last entry (carried over on a quiet day); null before anything is known. */
  closingBalance: string | null;
}

export interface DayWindow {
  /** First day, inclusive. */
  from: string;
  /** Last day, inclusive. */
  to: string;
}

/** Every day of the window, in order. */
export function daysOf(window: DayWindow): string[] {
  const days: string[] = [];
  for (let day = window.from; day <= window.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Rows oldest first; rows at the same instant keep the order they were given in (the report's own order). */
export function chronological<T extends { createdAt: string }>(rows: readonly T[]): T[] {
  return rows
    .map((row, index) => ({ row, index, at: Date.parse(row.createdAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ row }) => row);
}

const lkr = (value: Decimal) => roundLkr(value).toFixed(2);

/**
 * The float per Colombo day over `window`: credits, payouts and refunds, and the closing balance from the
 * ledger's own `balanceAfter`. Before the window's first entry the balance is that entry's balance before it
 * (its `balanceAfter` less its own effect), so a quiet start of the window still shows a line; after the last
 * entry the balance is carried. Rows outside the window are ignored.
 */
export function floatDailySeries(rows: readonly LedgerRowFacts[], window: DayWindow): FloatDay[] {
  const ordered = chronological(rows).filter((row) => {
    const day = colomboDate(new Date(row.createdAt));
    return day >= window.from && day <= window.to;
  });
  const byDay = new Map<string, LedgerRowFacts[]>();
  for (const row of ordered) {
    const day = colomboDate(new Date(row.createdAt));
    byDay.set(day, [...(byDay.get(day) ?? []), row]);
  }
  const first = ordered[0];
  let balance: Decimal | null = first ? decimal(first.balanceAfter).minus(signedAmount(first)) : null;
  return daysOf(window).map((day) => {
    let credits = decimal(0);
    let payouts = decimal(0);
    let refunds = decimal(0);
    for (const row of byDay.get(day) ?? []) {
      const amount = decimal(row.amountLkr).abs();
      if (row.type === "CREDIT") credits = credits.plus(amount);
      else if (row.type === "DEBIT") payouts = payouts.plus(amount);
      else if (row.type === "REFUND") refunds = refunds.plus(amount);
      balance = decimal(row.balanceAfter);
    }
    return {
      day,
      credits: lkr(credits),
      payouts: lkr(payouts),
      refunds: lkr(refunds),
      closingBalance: balance === null ? null : lkr(balance),
    };
  });
}

/** The window's totals, for the charts' sentences. */
export interface FloatTotals {
  credits: string;
  payouts: string;
  refunds: string;
  /** Closing balance of the first and last day known. */
  firstBalance: string | null;
  lastBalance: string | null;
}

export function floatTotals(days: readonly FloatDay[]): FloatTotals {
  const total = (pick: (day: FloatDay) => string) =>
    lkr(days.reduce((sum, day) => sum.plus(pick(day)), decimal(0)));
  const known = days.filter((day) => day.closingBalance !== null);
  return {
    credits: total((day) => day.credits),
    payouts: total((day) => day.payouts),
    refunds: total((day) => day.refunds),
    firstBalance: known[0]?.closingBalance ?? null,
    lastBalance: known[known.length - 1]?.closingBalance ?? null,
  };
}

/** The last `days` Colombo days up to and including `now`'s day. */
export function lastDays(now: Date, days: number): DayWindow {
  const to = colomboDate(now);
  return { from: addDays(to, -(days - 1)), to };
}
