import { addDays, colomboDate, colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";

// The overview's payment figures, as the console's figures route answers them (from the payment index).

export interface StatusFigure {
  status: string;
  count: number;
  /** USDT, a decimal string. */
  amount: string;
}

export interface FigureWindow {
  /** Colombo days, inclusive: the range the payments list is filtered by to show these payments. */
  startDate: string;
  endDate: string;
  /**
   * Whether the index holds every payment of the window (of the branch, for a member limited to one): false
   * while the backfill has not reached its first day, or while payments of the window wait to be placed in
   * their branch. The counts are then only what is known so far, and are not shown as the window's.
   */
  known: boolean;
  byStatus: StatusFigure[];
  total: { count: number; amount: string };
}

export interface IndexFreshness {
  /** The newest moment the index heard from the service (discovery or refresh), ISO. */
  updatedAt: string | null;
  backfill: { done: boolean; pagesRead: number; totalPages: number | null; startedAt: string | null };
  /** The last sync failed after the last success. */
  lastError: { message: string; at: string } | null;
  /** The first Colombo day of which the index holds every payment; null before the backfill read any. */
  knownFrom: string | null;
  /** Every payment created before this instant has its branch in the index (ISO); null before a pass ended. */
  branchesKnownBefore: string | null;
}

const BACKFILL_DAYS = 90;

/**
 * The first day the index holds whole. The backfill reads the last 90 days newest first, so while it runs
 * every payment after the oldest one it read is known (that day itself may have earlier ones); once done,
 * every day after the one its 90 days began on.
 */
export function knownFromDay(backfill: {
  oldestAt: Date | null;
  startedAt: Date | null;
  done: boolean;
}): string | null {
  if (backfill.done && backfill.startedAt) {
    const windowStart = new Date(backfill.startedAt.getTime() - BACKFILL_DAYS * 86_400_000);
    return addDays(colomboDate(windowStart), 1);
  }
  return backfill.oldestAt ? addDays(colomboDate(backfill.oldestAt), 1) : null;
}

export interface PaymentFigures {
  today: FigureWindow;
  week: FigureWindow;
  freshness: IndexFreshness;
  /** Figures of one branch only, when the member is limited to it. */
  branchScoped: boolean;
}

/**
 * Today and this week in Colombo: the week starts on Monday. Both end at the end of today, so a payment
 * created at 23:59:59 Colombo time is today's and one at 00:00 tomorrow is not.
 */
export function figureWindows(now: Date): {
  today: { startDate: string; endDate: string; from: Date; until: Date };
  week: { startDate: string; endDate: string; from: Date; until: Date };
} {
  const today = colomboDate(now);
  // The calendar day's weekday, read at UTC midnight of that date: 0 = Sunday, so Monday is (d + 6) % 7 = 0.
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const until = colomboDayEndExclusive(today);
  return {
    today: { startDate: today, endDate: today, from: colomboDayStart(today), until },
    week: { startDate: monday, endDate: today, from: colomboDayStart(monday), until },
  };
}

/** The LKR side of payments priced in LKR, by payment id (decimal strings), as the payment index knows it. */
export type PricedAmounts = Record<string, { lkr: string; rate: string | null }>;
