import type { ContractChargesAnswer } from "@/lib/charge-schedules";
import { colomboDate } from "@/lib/dates";

/** How often a contract's charges are read again while one is on its way. */
export const CHARGES_POLL_MS = 5_000;
/** A waiting retry further off than this is not worth asking about every few seconds. */
const SOON_MS = 60_000;
/**
 * A charge sent or made this long ago without news is left to a reload: its payment's notice may never
 * come (the service's webhook lost), and the page should not ask every few seconds for as long as it is open.
 */
const STALE_MS = 10 * 60_000;

/**
 * Whether something is about to change on its own: a charge being sent or made but not paid yet (in the
 * last few minutes), or waiting to go within a minute, or an active schedule due today (its first charge is
 * made within a minute).
 */
export function chargesMoving(answer: ContractChargesAnswer | undefined, now: Date): boolean {
  if (!answer) return false;
  const today = colomboDate(now);
  const soon = now.getTime() + SOON_MS;
  const fresh = now.getTime() - STALE_MS;
  return (
    answer.charges.some(
      (charge) =>
        ((charge.state === "sending" || charge.state === "made") && Date.parse(charge.updatedAt) >= fresh) ||
        (charge.state === "waiting" && (!charge.notBefore || Date.parse(charge.notBefore) <= soon)),
    ) ||
    answer.schedules.some(
      (schedule) =>
        schedule.state === "active" && schedule.nextDueDate !== null && schedule.nextDueDate <= today,
    )
  );
}
