import { Decimal, decimal, roundLkr } from "@/lib/money";
import type { LedgerEntry } from "@/lib/payments-api/offramp";

// How long the float lasts at this week's pace. The pace is the net outflow of the last 7 days: payouts
// (DEBIT) less refunds of failed payouts. Top-ups (CREDIT) are left out on purpose: the runway answers
// "how long until the float runs dry if nobody tops it up", which is when the treasury must act.

export const RUNWAY_WINDOW_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export type RunwayRowFacts = Pick<LedgerEntry, "type" | "amountLkr" | "createdAt">;

export type Runway =
  /** The float is at or below zero: nothing left to pay out from. */
  | { kind: "empty"; balanceLkr: string; weeklyOutflowLkr: string }
  /** No payouts (or more refunds than payouts) in the last 7 days: the float is not shrinking. */
  | { kind: "no-outflow"; balanceLkr: string; weeklyOutflowLkr: string }
  | {
      kind: "days";
      /** Whole days, rounded down: "lasts about 12 days". */
      days: number;
      /** The quotient to 4 decimals, rounded down. */
      exactDays: string;
      balanceLkr: string;
      weeklyOutflowLkr: string;
      dailyOutflowLkr: string;
    };

const lkr = (value: Decimal) => roundLkr(value).toFixed(2);

/** Net outflow of the rows in the 7 days up to `now` (later rows, from a clock ahead of ours, count too). */
export function weeklyNetOutflow(rows: readonly RunwayRowFacts[], now: Date): Decimal {
  const since = now.getTime() - RUNWAY_WINDOW_DAYS * DAY_MS;
  let outflow = decimal(0);
  for (const row of rows) {
    if (Date.parse(row.createdAt) <= since) continue;
    const amount = decimal(row.amountLkr).abs();
    if (row.type === "DEBIT") outflow = outflow.plus(amount);
    else if (row.type === "REFUND") outflow = outflow.minus(amount);
  }
  return outflow;
}

/** The runway of a float of `balanceLkr` (the report's current balance) at the last 7 days' net outflow. */
export function floatRunway(input: {
  rows: readonly RunwayRowFacts[];
  balanceLkr: number | string;
  now: Date;
}): Runway {
  const balance = decimal(input.balanceLkr);
  const weekly = weeklyNetOutflow(input.rows, input.now);
  const base = { balanceLkr: lkr(balance), weeklyOutflowLkr: lkr(weekly) };
  if (balance.lte(0)) return { kind: "empty", ...base };
  if (weekly.lte(0)) return { kind: "no-outflow", ...base };
  const daily = weekly.div(RUNWAY_WINDOW_DAYS);
  const exact = balance.div(daily);
  return {
    kind: "days",
    days: exact.floor().toNumber(),
    exactDays: exact.toDecimalPlaces(4, Decimal.ROUND_DOWN).toFixed(),
    dailyOutflowLkr: lkr(daily),
    ...base,
  };
}

/** Whether the runway is below the person's threshold (in days): a warning. Equal is not below. */
export function runwayBelow(runway: Runway, thresholdDays: number | null | undefined): boolean {
  if (thresholdDays === null || thresholdDays === undefined) return false;
  if (runway.kind === "empty") return true;
  if (runway.kind === "no-outflow") return false;
  // balance ÷ (weekly ÷ 7) < threshold, without the rounding of a quotient.
  return decimal(runway.balanceLkr)
    .times(RUNWAY_WINDOW_DAYS)
    .lt(decimal(runway.weeklyOutflowLkr).times(thresholdDays));
}

/** "The float lasts about 12 days at this week's pace.", "No outflow this week.", "The float is empty." */
export function runwaySentence(runway: Runway): string {
  switch (runway.kind) {
    case "empty":
      return "The float is empty.";
    case "no-outflow":
      return "No outflow this week.";
    case "days":
      if (runway.days < 1) return "The float lasts less than a day at this week's pace.";
      return `The float lasts about ${runway.days} ${runway.days === 1 ? "day" : "days"} at this week's pace.`;
  }
}

/** The threshold a person may set, in whole days. */
export const RUNWAY_THRESHOLD_MIN_DAYS = 1;
export const RUNWAY_THRESHOLD_MAX_DAYS = 365;
