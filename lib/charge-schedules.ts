import { z } from "zod";
import { addDays, isDateOnly } from "@/lib/dates";
import { type MoneyKind, readMoneyText } from "@/lib/money-text";
import type { FeeBreakdown } from "@/lib/payments-api/payments";
import { plainText } from "@/lib/plain-text";

// Recurring charges of a signed direct-debit contract (server/charge-schedules): the bodies the console's
// own routes take, what they answer, and the calendar every side counts due dates with. Due dates are
// Asia/Colombo calendar days; a charge falls due at 00:00 in Colombo on its day.

export const SCHEDULE_EVERY = ["day", "week", "month"] as const;
export type ScheduleEvery = (typeof SCHEDULE_EVERY)[number];
export const EVERY_WORDS: Record<ScheduleEvery, string> = { day: "Day", week: "Week", month: "Month" };

export const SCHEDULE_STATES = ["active", "paused", "cancelled", "ended"] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const SCHEDULE_ACTIONS = ["pause", "resume", "cancel"] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

/** The most charges one schedule may count to, and its longest horizon: ten years of days. */
export const MAX_CHARGES = 3_650;
/** Retries of a charge that failed or was refused, after the attempt before it: 1 hour, then 24 hours. */
export const RETRY_AFTER_MS = [60 * 60 * 1000, 24 * 60 * 60 * 1000] as const;
export const ATTEMPTS = RETRY_AFTER_MS.length + 1;

const day = z.string().refine(isDateOnly, "Enter a date as YYYY-MM-DD");

/** An amount exactly as typed in the contract's currency: a decimal string, never rounded on the way in. */
export function scheduleAmountProblem(amount: string, currency: "USDT" | "LKR"): string | null {
  const read = readMoneyText(amount, currency as MoneyKind);
  if (read.kind === "blank") return "Enter the amount of each charge";
  if (read.kind === "refused") return read.message;
  if (Number(read.value) < 0.01) return "Each charge is at least 0.01";
  return null;
}

const fields = {
  /** In the contract's currency, as typed ("1,500.50"); checked against the contract by the server. */
  amount: z.string().max(40),
  productName: plainText(256).min(1, "Enter what the customer is charged for"),
  productDetail: plainText(256).optional(),
  endsOn: day.nullish(),
  maxCharges: z.number().int().min(1).max(MAX_CHARGES, `At most ${MAX_CHARGES} charges`).nullish(),
};

/** POST /api/accounts/:accountId/charge-schedules */
export const createScheduleBodySchema = z
  .object({
    contractId: z.uuid(),
    every: z.enum(SCHEDULE_EVERY),
    firstDate: day,
    ...fields,
  })
  .refine((body) => !body.endsOn || body.endsOn >= body.firstDate, {
    path: ["endsOn"],
    message: "The end is on or after the first charge",
  })
  .refine((body) => !(body.endsOn && body.maxCharges), {
    path: ["maxCharges"],
    message: "End on a date or after a number of charges, not both",
  });
export type CreateScheduleBody = z.infer<typeof createScheduleBodySchema>;

/** PATCH /api/accounts/:accountId/charge-schedules/:scheduleId: applies from the next charge on. */
export const editScheduleBodySchema = z.object(fields).refine((body) => !(body.endsOn && body.maxCharges), {
  path: ["maxCharges"],
  message: "End on a date or after a number of charges, not both",
});
export type EditScheduleBody = z.infer<typeof editScheduleBodySchema>;

export interface PersonRef {
  id: string;
  name: string | null;
  email: string;
}

/** A schedule as the console's routes answer it. */
export interface ChargeSchedule {
  id: string;
  contractId: string;
  amount: string;
  currency: "USDT" | "LKR";
  every: ScheduleEvery;
  firstDate: string;
  endsOn: string | null;
  maxCharges: number | null;
  productName: string;
  productDetail: string | null;
  state: ScheduleState;
  /** Why the console ended it by itself (the contract terminated, expired or no longer signed). */
  endedReason: string | null;
  /** The next due date, null when nothing more falls due. */
  nextDueDate: string | null;
  /** Due dates reached so far (each one charge, with its retries). */
  dueCount: number;
  lastChargeFailed: boolean;
  createdBy: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

export const CHARGE_STATES = ["waiting", "sending", "made", "paid", "failed", "refused", "skipped"] as const;
/**
 * waiting: due, not sent yet (or a retry not due yet); sending: sent, no answer yet; made: the service
 * answered with a payment, not paid yet; paid; failed: the payment failed; refused: the service refused
 * the charge; skipped: not sent because the contract was no longer signed.
 */
export type ChargeState = (typeof CHARGE_STATES)[number];

/** One charge the console made or will make, manual or scheduled. */
export interface ContractCharge {
  id: string;
  contractId: string;
  scheduleId: string | null;
  dueDate: string | null;
  attempt: number;
  state: ChargeState;
  paymentId: string | null;
  amount: string;
  currency: "USDT" | "LKR";
  fees: FeeBreakdown | null;
  failureReason: string | null;
  /** When a waiting retry is tried. */
  notBefore: string | null;
  madeBy: PersonRef | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/accounts/:accountId/contract-charges?contractId= */
export interface ContractChargesAnswer {
  charges: ContractCharge[];
  schedules: ChargeSchedule[];
  /** The soonest due date among the contract's active schedules, with its schedule. */
  nextDue: { date: string; scheduleId: string; amount: string; currency: "USDT" | "LKR" } | null;
  /** For "about LKR …" beside a USDT amount; null when the console has seen no LKR payment yet. */
  rate: KnownRate | null;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The n-th (0-based) due date of a plan, ignoring its end. A month's 29th–31st falls on a shorter month's last day. */
export function nthDueDate(plan: { every: ScheduleEvery; firstDate: string }, n: number): string {
  if (plan.every === "day") return addDays(plan.firstDate, n);
  if (plan.every === "week") return addDays(plan.firstDate, 7 * n);
  const [y, m, d] = plan.firstDate.split("-").map(Number) as [number, number, number];
  const months = m - 1 + n;
  const year = y + Math.floor(months / 12);
  const month = (months % 12) + 1;
  const dayOfMonth = Math.min(d, lastDayOfMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** Whether the n-th due date is still within the plan's end (a date, inclusive, or a number of charges). */
export function withinEnd(
  plan: { endsOn?: string | null; maxCharges?: number | null },
  n: number,
  date: string,
): boolean {
  if (plan.maxCharges != null && n >= plan.maxCharges) return false;
  if (plan.endsOn && date > plan.endsOn) return false;
  return date <= "2999-12-31";
}

/** Up to `count` due dates of a plan from its n-th on, stopping at its end. */
export function dueDatesFrom(
  plan: { every: ScheduleEvery; firstDate: string; endsOn?: string | null; maxCharges?: number | null },
  from: number,
  count: number,
): string[] {
  const dates: string[] = [];
  for (let n = from; dates.length < count; n++) {
    const date = nthDueDate(plan, n);
    if (!withinEnd(plan, n, date)) break;
    dates.push(date);
  }
  return dates;
}

/** The index of the first due date on or after `day` (for a schedule resumed after a pause). */
export function firstIndexOnOrAfter(plan: { every: ScheduleEvery; firstDate: string }, day: string): number {
  if (day <= plan.firstDate) return 0;
  // A cheap estimate, then forward: at most a few steps for months.
  const days = Math.round((Date.parse(day) - Date.parse(plan.firstDate)) / 86_400_000);
  let n = plan.every === "day" ? days : plan.every === "week" ? Math.floor(days / 7) : Math.floor(days / 31);
  while (n > 0 && nthDueDate(plan, n - 1) >= day) n--;
  while (nthDueDate(plan, n) < day) n++;
  return n;
}

/** "Every month" and its siblings, for lists. */
export function everyInWords(every: ScheduleEvery): string {
  return every === "day" ? "Every day" : every === "week" ? "Every week" : "Every month";
}

/**
 * GET /api/accounts/:accountId/charge-schedules?contractId=a,b (at most 100 ids; none: the account's 500
 * newest) &state=active &limit=N (0 to 500; 0 for the count alone): schedules newest first, and how many of
 * the account's live schedules (active or paused) failed on their last charge.
 */
export interface ScheduleListAnswer {
  schedules: ChargeSchedule[];
  failingCount: number;
}
export const SCHEDULE_LIST_IDS = 100;

/** The USDT/LKR rate the console last saw on one of the account's LKR payments, for "about LKR …". */
export interface KnownRate {
  rateUsdtLkr: string;
  /** When the payment with that rate was made. */
  at: string;
}
