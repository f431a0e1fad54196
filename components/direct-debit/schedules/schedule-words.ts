import {
  ATTEMPTS,
  type ChargeSchedule,
  type ContractCharge,
  dueDatesFrom,
  everyInWords,
  firstIndexOnOrAfter,
  type KnownRate,
  type ScheduleEvery,
} from "@/lib/charge-schedules";
import { colomboDayStart } from "@/lib/dates";
import { formatAmount, formatCount, formatDate, formatDateTime } from "@/lib/format";
import { usdtToLkr } from "@/lib/money";
import { readMoneyText } from "@/lib/money-text";

// What a schedule and its charges say in words: days as people read them, the end, the state and its
// reason, the attempt of a retried charge, and "about LKR …" beside a USDT amount.

const weekday = new Intl.DateTimeFormat("en-LK", { weekday: "short", timeZone: "UTC" });

/** "Mon 30 Nov 2026": a due date (a Colombo calendar day, YYYY-MM-DD). */
export function dayWords(day: string): string {
  return `${weekday.format(new Date(`${day}T00:00:00Z`))} ${formatDate(colomboDayStart(day))}`;
}

/** "Every month, from Mon 30 Nov 2026". */
export function cadenceWords(plan: { every: ScheduleEvery; firstDate: string }): string {
  return `${everyInWords(plan.every)}, from ${dayWords(plan.firstDate)}`;
}

/** "Never ends", "Ends on Tue 30 Nov 2027", "Ends after 12 charges". */
export function endWords(plan: { endsOn?: string | null; maxCharges?: number | null }): string {
  if (plan.endsOn) return `Ends on ${dayWords(plan.endsOn)}`;
  if (plan.maxCharges != null) return `Ends after ${formatCount(plan.maxCharges, ["charge", "charges"])}`;
  return "Never ends";
}

/**
 * For a monthly plan from the 29th, 30th or 31st, the note that a shorter month's charge falls on its last
 * day, naming the first such date among `dates` when there is one; null for any other plan.
 */
export function monthEndNote(plan: { every: ScheduleEvery; firstDate: string }, dates: readonly string[]) {
  const day = Number(plan.firstDate.slice(8, 10));
  if (plan.every !== "month" || day < 29) return null;
  const moved = dates.find((date) => Number(date.slice(8, 10)) !== day);
  const example = moved ? ` (${dayWords(moved)})` : "";
  return `A month without a ${ordinal(day)} is charged on its last day${example}.`;
}

function ordinal(day: number): string {
  return day === 31 ? "31st" : `${day}th`;
}

/**
 * The next `count` dates of a schedule from its next due date on, under `plan` (the schedule itself, or its
 * end as being edited); none once nothing more falls due.
 */
export function nextDatesOf(
  schedule: ChargeSchedule,
  plan: { endsOn?: string | null; maxCharges?: number | null } = schedule,
  count = 5,
): string[] {
  if (!schedule.nextDueDate) return [];
  const from = firstIndexOnOrAfter(schedule, schedule.nextDueDate);
  return dueDatesFrom({ every: schedule.every, firstDate: schedule.firstDate, ...plan }, from, count);
}

/** "Retry 1 of 2" for a scheduled charge tried again; null for a first try or a charge made by hand. */
export function attemptWords(charge: Pick<ContractCharge, "attempt" | "scheduleId">): string | null {
  if (!charge.scheduleId) return null;
  return charge.attempt <= 1 ? null : `Retry ${charge.attempt - 1} of ${ATTEMPTS - 1}`;
}

/** Who made a charge: the person, or the schedule it came from. */
export function madeByWords(charge: ContractCharge, schedules: readonly ChargeSchedule[]): string {
  if (charge.scheduleId) {
    const schedule = schedules.find((s) => s.id === charge.scheduleId);
    return schedule ? `Schedule “${schedule.productName}”` : "A schedule";
  }
  return charge.madeBy ? (charge.madeBy.name ?? charge.madeBy.email) : "—";
}

/**
 * "About LKR 30,012.50 at 300.125 LKR per USDT, the rate of an LKR payment on 28 Nov 2026, 13:45", for a
 * USDT amount as typed; null while the amount is not a number. Exact decimals; rounded to cents once.
 */
export function lkrLine(amountText: string, rate: KnownRate | null): string | null {
  const read = readMoneyText(amountText, "USDT");
  if (read.kind !== "ok") return null;
  if (!rate) return "No USDT/LKR rate is known yet: the console has seen no LKR payment on this account.";
  const lkr = formatAmount(usdtToLkr(read.value, rate.rateUsdtLkr), "LKR");
  return `About ${lkr} at ${rate.rateUsdtLkr} LKR per USDT, the rate of this account's last LKR payment (${formatDateTime(rate.at)}). The customer is charged in USDT; its worth in LKR moves with the rate.`;
}
