import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { Decimal, decimal, divide } from "@/lib/money";
import type { OfframpReportItem, OfframpReportSummary, OfframpStatus } from "@/lib/payments-api";
import type { Db } from "../../db/client";
import { aggregatorBankAccounts, aggregatorUsers, banks, offramps } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { colomboWindow, type DateWindow, pagination } from "./report-window";
import { exact, iso, isoOrNull, lkr, type OfframpRow } from "./wire";

const lkrOf = (status?: OfframpStatus) =>
  status
    ? sql<string>`coalesce(sum(${offramps.amountLkr}) filter (where ${offramps.status} = ${status}), 0)`
    : sql<string>`coalesce(sum(${offramps.amountLkr}), 0)`;
const usdtOf = (status?: OfframpStatus) =>
  status
    ? sql<string>`coalesce(sum(${offramps.amountUsdt}) filter (where ${offramps.status} = ${status}), 0)`
    : sql<string>`coalesce(sum(${offramps.amountUsdt}), 0)`;
/** Σ rate × USDT, the numerator of the USDT-weighted average rate. */
const rateWeightOf = (status?: OfframpStatus) =>
  status
    ? sql<string>`coalesce(sum(${offramps.rateUsdtLkr} * ${offramps.amountUsdt}) filter (where ${offramps.status} = ${status}), 0)`
    : sql<string>`coalesce(sum(${offramps.rateUsdtLkr} * ${offramps.amountUsdt}), 0)`;
const countOf = (status?: OfframpStatus) =>
  status ? sql<number>`count(*) filter (where ${offramps.status} = ${status})` : sql<number>`count(*)`;

function windowConditions(merchantId: string, window: DateWindow): SQL[] {
  const conditions = [eq(offramps.merchantId, merchantId)];
  if (window.from) conditions.push(gte(offramps.createdAt, window.from));
  if (window.until) conditions.push(lt(offramps.createdAt, window.until));
  return conditions;
}

/**
 * The window's summary whatever the status filter. The average rate weights each offramp's locked rate by its
 * USDT amount, over the COMPLETED offramps, or over all of the window's offramps when none has completed; it is
 * null only for a window without offramps.
 */
async function offrampSummary(db: Db, merchantId: string, window: DateWindow): Promise<OfframpReportSummary> {
  const [row] = await db
    .select({
      totalCount: countOf(),
      totalLkr: lkrOf(),
      totalUsdt: usdtOf(),
      completedCount: countOf("COMPLETED"),
      completedLkr: lkrOf("COMPLETED"),
      completedUsdt: usdtOf("COMPLETED"),
      pendingCount: countOf("PENDING"),
      pendingLkr: lkrOf("PENDING"),
      processingCount: countOf("PROCESSING"),
      processingLkr: lkrOf("PROCESSING"),
      failedCount: countOf("FAILED"),
      failedLkr: lkrOf("FAILED"),
      completedRateWeight: rateWeightOf("COMPLETED"),
      rateWeight: rateWeightOf(),
    })
    .from(offramps)
    .where(and(...windowConditions(merchantId, window)));
  if (!row) throw new Error("aggregate query returned no row");
  const completed = Number(row.completedCount) > 0;
  const weight = decimal(completed ? row.completedRateWeight : row.rateWeight);
  const usdt = decimal(completed ? row.completedUsdt : row.totalUsdt);
  const averageRate = usdt.isZero()
    ? null
    : divide(weight, usdt).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toNumber();
  return {
    totalCount: Number(row.totalCount),
    totalAmountLkr: lkr(row.totalLkr),
    totalAmountUsdt: exact(row.totalUsdt),
    completedCount: Number(row.completedCount),
    completedAmountLkr: lkr(row.completedLkr),
    completedAmountUsdt: exact(row.completedUsdt),
    pendingCount: Number(row.pendingCount),
    pendingAmountLkr: lkr(row.pendingLkr),
    processingCount: Number(row.processingCount),
    processingAmountLkr: lkr(row.processingLkr),
    failedCount: Number(row.failedCount),
    failedAmountLkr: lkr(row.failedLkr),
    averageRateUsdtLkr: averageRate,
  };
}

function orderFor(sortBy: "created_at" | "completed_at" | "amount_lkr", sortOrder: "asc" | "desc"): SQL[] {
  const direction = sortOrder === "asc" ? asc : desc;
  const tieBreak = [direction(offramps.createdAt), direction(offramps.id)];
  if (sortBy === "amount_lkr") return [direction(offramps.amountLkr), ...tieBreak];
  if (sortBy === "completed_at") {
    // Offramps that have not completed sort last in both directions.
    const completed =
      sortOrder === "asc"
        ? sql`${offramps.completedAt} asc nulls last`
        : sql`${offramps.completedAt} desc nulls last`;
    return [completed, ...tieBreak];
  }
  return tieBreak;
}

/** The partner's user id, account number and bank name of each offramp on the page. */
async function withParties(db: Db, rows: OfframpRow[]): Promise<OfframpReportItem[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const accountIds = [...new Set(rows.map((row) => row.userBankId))];
  const [users, accounts] = await Promise.all([
    db
      .select({ id: aggregatorUsers.id, externalUserId: aggregatorUsers.externalUserId })
      .from(aggregatorUsers)
      .where(inArray(aggregatorUsers.id, userIds)),
    db
      .select({
        id: aggregatorBankAccounts.id,
        accountNumber: aggregatorBankAccounts.accountNumber,
        bankName: banks.name,
      })
      .from(aggregatorBankAccounts)
      .innerJoin(banks, eq(banks.code, aggregatorBankAccounts.bankCode))
      .where(inArray(aggregatorBankAccounts.id, accountIds)),
  ]);
  const userById = new Map(users.map((user) => [user.id, user]));
  const accountById = new Map(accounts.map((account) => [account.id, account]));
  return rows.map((row) => {
    const user = userById.get(row.userId);
    const account = accountById.get(row.userBankId);
    if (!user || !account) throw new Error(`offramp ${row.id} lost its user or bank account`);
    return {
      paymentId: row.id,
      externalRef: row.externalRef,
      status: row.status as OfframpStatus,
      amountUsdt: exact(row.amountUsdt),
      amountLkr: lkr(row.amountLkr),
      rateUsdtLkr: exact(row.rateUsdtLkr),
      bankRef: row.bankRef,
      failureReason: row.failureReason,
      externalUserId: user.externalUserId,
      accountNumber: account.accountNumber,
      bankName: account.bankName,
      processedAt: isoOrNull(row.processedAt),
      completedAt: isoOrNull(row.completedAt),
      failedAt: isoOrNull(row.failedAt),
      createdAt: iso(row.createdAt),
    };
  });
}

// GET /v1/aggregator/report/offramp – one page of offramps with the window's per-status summary.
export const getOfframpReport: HandlerFor<"getOfframpReport"> = async ({ services, merchant, query }) => {
  const { db } = services;
  const window = colomboWindow(query.startDate, query.endDate);
  const conditions = windowConditions(merchant.id, window);
  if (query.status) conditions.push(eq(offramps.status, query.status));

  const [summary, rows] = await Promise.all([
    offrampSummary(db, merchant.id, window),
    db
      .select()
      .from(offramps)
      .where(and(...conditions))
      .orderBy(...orderFor(query.sortBy, query.sortOrder))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
  ]);
  const perStatus: Record<OfframpStatus, number> = {
    PENDING: summary.pendingCount,
    PROCESSING: summary.processingCount,
    COMPLETED: summary.completedCount,
    FAILED: summary.failedCount,
  };
  const totalCount = query.status ? perStatus[query.status] : summary.totalCount;

  return {
    body: {
      pagination: pagination(query.page, query.limit, totalCount),
      summary,
      offramps: await withParties(db, rows),
    },
  };
};
