import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from "drizzle-orm";
import { decimal, toApiNumber } from "@/lib/money";
import { withdrawals } from "../../db/schema";
import type { HandlerFor } from "../../http/types";
import { poolToBeClaimed } from "./pool";
import { withdrawalToWire } from "./wire";

const SORT_COLUMNS = {
  settlement_date: withdrawals.settlementDate,
  created_at: withdrawals.createdAt,
  total_gross_amount_lkr: withdrawals.totalGrossAmountLkr,
  status: withdrawals.status,
} as const;

// GET /v1/withdrawal/list – one page of requests, a summary of the date window and the pool to claim
export const listWithdrawals: HandlerFor<"listWithdrawals"> = async ({ services, merchant, query }) => {
  const { db } = services;
  const window: SQL[] = [eq(withdrawals.merchantId, merchant.id)];
  // Settlement dates are stored as YYYY-MM-DD, so text order is date order.
  if (query.startDate) window.push(gte(withdrawals.settlementDate, query.startDate));
  if (query.endDate) window.push(lte(withdrawals.settlementDate, query.endDate));
  const filtered =
    query.status === "ALL" ? and(...window) : and(...window, eq(withdrawals.status, query.status));

  const sortColumn = SORT_COLUMNS[query.sortBy];
  const direction = query.sortOrder === "asc" ? asc : desc;

  const [rows, totals, summaryRows, pool] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(filtered)
      .orderBy(direction(sortColumn), desc(withdrawals.createdAt), desc(withdrawals.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(withdrawals).where(filtered),
    // The summary covers the whole date window whatever the status filter (docs/service-rules.md §7). Its amounts
    // are net (what reaches the bank account) and, like totalRequests, include requests of every status.
    db
      .select({
        totalRequests: count(),
        totalLkr: sql<string>`coalesce(sum(${withdrawals.totalNetAmountLkr}), 0)`,
        totalUsdt: sql<string>`coalesce(sum(${withdrawals.totalNetAmountUsdt}), 0)`,
        pendingCount: sql<number>`(count(*) filter (where ${withdrawals.status} = 'PENDING'))::int`,
        approvedCount: sql<number>`(count(*) filter (where ${withdrawals.status} = 'APPROVED'))::int`,
        rejectedCount: sql<number>`(count(*) filter (where ${withdrawals.status} = 'REJECTED'))::int`,
      })
      .from(withdrawals)
      .where(and(...window)),
    poolToBeClaimed(db, merchant.id, services.rates.current()),
  ]);

  const totalCount = totals[0]?.total ?? 0;
  const totalPages = Math.ceil(totalCount / query.limit);
  const summary = summaryRows[0];
  return {
    body: {
      pagination: {
        currentPage: query.page,
        totalPages,
        totalCount,
        limit: query.limit,
        hasNext: query.page < totalPages,
        hasPrev: query.page > 1,
      },
      summary: {
        totalRequests: summary?.totalRequests ?? 0,
        totalLkrAmount: toApiNumber(decimal(summary?.totalLkr ?? "0"), "LKR"),
        totalUsdtAmount: toApiNumber(decimal(summary?.totalUsdt ?? "0"), "USDT"),
        pendingCount: summary?.pendingCount ?? 0,
        approvedCount: summary?.approvedCount ?? 0,
        rejectedCount: summary?.rejectedCount ?? 0,
        lkrToBeClaimed: toApiNumber(pool.lkr, "LKR"),
        usdtToBeClaimed: toApiNumber(pool.usdt, "USDT"),
      },
      withdrawalRequests: rows.map((row) => withdrawalToWire(row, merchant.name)),
    },
  };
};
