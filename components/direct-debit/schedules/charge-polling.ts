import type { ContractChargesAnswer } from "@/lib/charge-schedules";
import { colomboDate } from "@/lib/dates";

/** How often a contract's charges are read again while one is on its way. */
export const CHARGES_POLL_MS = 5_000;
/** A waiting retry further off than this is not worth asking about every few seconds. */
const SOON_MS = 60_000;

/**
 * Whether something is about to change on its own: a charge being sent, made but not paid yet, or waiting
 * to go within a minute, or an active schedule due today (its first charge is made within a minute).
 */
export function chargesMoving(answer: ContractChargesAnswer | undefined, now: Date): boolean {
  if (!answer) return false;
  const today = colomboDate(now);
  const soon = now.getTime() + SOON_MS;
  return (
    answer.charges.some(
      (charge) =>
        charge.state === "sending" ||
        charge.state === "made" ||
        (charge.state === "waiting" && (!charge.notBefore || Date.parse(charge.notBefore) <= soon)),
    ) ||
    answer.schedules.some(
      (schedule) =>
        schedule.state === "active" && schedule.nextDueDate !== null && schedule.nextDueDate <= today,
    )
  );
}
