// What the two reports should say, worked out in the tests from the raw entries and offramps they received,
// with none of the report code: plain filters and decimal sums over the wire values.
import { Decimal } from "@/lib/money";

export interface WireEntry {
  id: string;
  type: "CREDIT" | "DEBIT" | "REFUND";
  amountLkr: number;
  balanceAfter: number;
  createdAt: string;
}

export interface WireOfframp {
  paymentId: string;
  status: "PENDING" | "PROCESSING" | "COMPLETED" | "FAILED";
  amountLkr: number;
  amountUsdt: number;
  rateUsdtLkr: number;
  completedAt: string | null;
  createdAt: string;
}

export interface Window {
  startDate?: string;
  endDate?: string;
}

const COLOMBO_MS = 5.5 * 3600 * 1000;
/** The Asia/Colombo calendar day of an ISO instant (UTC+05:30, no daylight saving). */
export const colomboDay = (iso: string) =>
  new Date(new Date(iso).getTime() + COLOMBO_MS).toISOString().slice(0, 10);

export function inWindow(createdAt: string, { startDate, endDate }: Window): boolean {
  const day = colomboDay(createdAt);
  return (!startDate || day >= startDate) && (!endDate || day <= endDate);
}

const dec = (n: number) => new Decimal(String(n));
const total = (values: number[]) => values.reduce((acc, v) => acc.plus(dec(v)), new Decimal(0)).toNumber();

/** `entries` in ledger order (oldest first). */
export function expectedLedgerSummary(entries: WireEntry[], window: Window) {
  const inside = entries.filter((e) => inWindow(e.createdAt, window));
  const ofType = (type: WireEntry["type"]) => inside.filter((e) => e.type === type);
  const credits = total(ofType("CREDIT").map((e) => e.amountLkr));
  const debits = total(ofType("DEBIT").map((e) => e.amountLkr));
  const refunds = total(ofType("REFUND").map((e) => e.amountLkr));
  const before = window.startDate
    ? entries.filter((e) => colomboDay(e.createdAt) < (window.startDate as string))
    : [];
  const upTo = window.endDate
    ? entries.filter((e) => colomboDay(e.createdAt) <= (window.endDate as string))
    : [];
  return {
    currentBalanceLkr: entries.at(-1)?.balanceAfter ?? 0,
    totalCreditsLkr: credits,
    totalDebitsLkr: debits,
    totalRefundsLkr: refunds,
    netMovementLkr: dec(credits).minus(dec(debits)).plus(dec(refunds)).toNumber(),
    creditCount: ofType("CREDIT").length,
    debitCount: ofType("DEBIT").length,
    refundCount: ofType("REFUND").length,
    openingBalanceLkr: window.startDate ? (before.at(-1)?.balanceAfter ?? null) : null,
    closingBalanceLkr: window.endDate ? (upTo.at(-1)?.balanceAfter ?? null) : null,
  };
}

export function expectedOfframpSummary(offramps: WireOfframp[], window: Window) {
  const inside = offramps.filter((o) => inWindow(o.createdAt, window));
  const withStatus = (status: WireOfframp["status"]) => inside.filter((o) => o.status === status);
  const completed = withStatus("COMPLETED");
  const completedLkr = total(completed.map((o) => o.amountLkr));
  const completedUsdt = total(completed.map((o) => o.amountUsdt));
  return {
    totalCount: inside.length,
    totalAmountLkr: total(inside.map((o) => o.amountLkr)),
    totalAmountUsdt: total(inside.map((o) => o.amountUsdt)),
    completedCount: completed.length,
    completedAmountLkr: completedLkr,
    completedAmountUsdt: completedUsdt,
    pendingCount: withStatus("PENDING").length,
    pendingAmountLkr: total(withStatus("PENDING").map((o) => o.amountLkr)),
    processingCount: withStatus("PROCESSING").length,
    processingAmountLkr: total(withStatus("PROCESSING").map((o) => o.amountLkr)),
    failedCount: withStatus("FAILED").length,
    failedAmountLkr: total(withStatus("FAILED").map((o) => o.amountLkr)),
    averageRateUsdtLkr: weightedRate(completed.length > 0 ? completed : inside),
  };
}

/** Each offramp's locked rate weighted by its USDT amount; null without offramps. */
function weightedRate(rows: WireOfframp[]): number | null {
  if (rows.length === 0) return null;
  const weighted = rows.reduce(
    (acc, o) => acc.plus(dec(o.rateUsdtLkr).times(dec(o.amountUsdt))),
    new Decimal(0),
  );
  const usdt = rows.reduce((acc, o) => acc.plus(dec(o.amountUsdt)), new Decimal(0));
  return weighted.div(usdt).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toNumber();
}

/** Newest first by creation, ties by id (the offramp report's default order). */
export const newestFirst = (rows: WireOfframp[]) =>
  [...rows].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.paymentId.localeCompare(a.paymentId));
