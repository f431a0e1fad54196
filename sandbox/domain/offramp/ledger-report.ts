import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { decimal } from "@/lib/money";
import type { LedgerEntryType, LedgerSummary } from "@/lib/payments-api";
import type { Db } from "../../db/client";
import { floatLedger } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { colomboWindow, type DateWindow, pagination } from "./report-window";
import { lkr, toWireLedgerEntry } from "./wire";

const sumOf = (type: LedgerEntryType) =>
  sql<string>`coalesce(sum(${floatLedger.amountLkr}) filter (where ${floatLedger.type} = ${type}), 0)`;
const countOf = (type: LedgerEntryType) => sql<number>`count(*) filter (where ${floatLedger.type} = ${type})`;

function windowConditions(merchantId: string, window: DateWindow): SQL[] {
  const conditions = [eq(floatLedger.merchantId, merchantId)];
  if (window.from) conditions.push(gte(floatLedger.createdAt, window.from));
  if (window.until) conditions.push(lt(floatLedger.createdAt, window.until));
  return conditions;
}

/** `balance_after` of the newest entry matching `where` (by time, then sequence), or null. */
async function balanceAt(db: Db, where: SQL | undefined): Promise<string | null> {
  const [row] = await db
    .select({ balance: floatLedger.balanceAfter })
    .from(floatLedger)
    .where(where)
    .orderBy(desc(floatLedger.createdAt), desc(floatLedger.seq))
    .limit(1);
  return row?.balance ?? null;
}

/**
 * Summary of the date window, whatever the `type` filter (like the offramp report's summary):
 * totals and counts per type in the window, the live balance, and the balances that bracket the window.
 */
async function ledgerSummary(db: Db, merchantId: string, window: DateWindow) {
  const [totals, current, opening, closing] = await Promise.all([
    db
      .select({
        credits: sumOf("CREDIT"),
        debits: sumOf("DEBIT"),
        refunds: sumOf("REFUND"),
        creditCount: countOf("CREDIT"),
        debitCount: countOf("DEBIT"),
        refundCount: countOf("REFUND"),
      })
      .from(floatLedger)
      .where(and(...windowConditions(merchantId, window))),
    db
      .select({ balance: floatLedger.balanceAfter })
      .from(floatLedger)
      .where(eq(floatLedger.merchantId, merchantId))
      .orderBy(desc(floatLedger.seq))
      .limit(1),
    window.from
      ? balanceAt(db, and(eq(floatLedger.merchantId, merchantId), lt(floatLedger.createdAt, window.from)))
      : null,
    window.until
      ? balanceAt(db, and(eq(floatLedger.merchantId, merchantId), lt(floatLedger.createdAt, window.until)))
      : null,
  ]);
  const row = totals[0];
  if (!row) throw new Error("aggregate query returned no row");
  const credits = decimal(row.credits);
  const debits = decimal(row.debits);
  const refunds = decimal(row.refunds);
  const summary: LedgerSummary = {
    currentBalanceLkr: lkr(current[0]?.balance ?? "0"),
    totalCreditsLkr: lkr(row.credits),
    totalDebitsLkr: lkr(row.debits),
    totalRefundsLkr: lkr(row.refunds),
    netMovementLkr: lkr(credits.minus(debits).plus(refunds).toFixed(2)),
    creditCount: Number(row.creditCount),
    debitCount: Number(row.debitCount),
    refundCount: Number(row.refundCount),
    openingBalanceLkr: opening === null ? null : lkr(opening),
    closingBalanceLkr: closing === null ? null : lkr(closing),
  };
  return summary;
}

// GET /v1/aggregator/report/ledger – one page of the float ledger with the window's summary.
export const getLedgerReport: HandlerFor<"getLedgerReport"> = async ({ services, merchant, query }) => {
  const { db } = services;
  const window = colomboWindow(query.startDate, query.endDate);
  const conditions = windowConditions(merchant.id, window);
  if (query.type) conditions.push(eq(floatLedger.type, query.type));
  const direction = query.sortOrder === "asc" ? asc : desc;

  const [summary, rows] = await Promise.all([
    ledgerSummary(db, merchant.id, window),
    db
      .select()
      .from(floatLedger)
      .where(and(...conditions))
      .orderBy(direction(floatLedger.createdAt), direction(floatLedger.seq))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  // The summary's per-type counts cover the same window, so the filtered total needs no extra query.
  const totalCount = query.type
    ? { CREDIT: summary.creditCount, DEBIT: summary.debitCount, REFUND: summary.refundCount }[query.type]
    : summary.creditCount + summary.debitCount + summary.refundCount;

  return {
    body: {
      pagination: pagination(query.page, query.limit, totalCount),
      summary,
      ledger: rows.map(toWireLedgerEntry),
    },
  };
};
