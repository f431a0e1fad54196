import "server-only";
import { sql } from "drizzle-orm";
import { colomboDate, colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";
import type { ResolvedPeriod } from "@/lib/filters/overview";
import {
  type BranchAggregate,
  buildOverviewInsights,
  type DayStatusAggregate,
  type OverviewInsights,
} from "@/lib/filters/overview-insights";
import type { ConsoleExecutor } from "@/server/db/client";
import { branchScope, unplacedColumn } from "./branch-scope-sql";
import { indexFreshness } from "./figures";

type Row = {
  /** 0: a (day, status) row; 1: a (branch, unplaced, period, status) row. */
  by_branch: number | string;
  day: string | null;
  status: string;
  branch_id: string | null;
  unplaced: boolean | null;
  is_current: boolean | null;
  count: number | string;
  amount: string | null;
  lkr_amount: string | null;
  lkr_count: number | string;
  read_count: number | string;
  unplaced_count: number | string;
};

/**
 * The merchant overview's figures for a period and the previous one of the same length, from the payment
 * index in one scan of the (account, created_at) index, grouped two ways at once: by Colombo day and status,
 * and by branch, period and status. `branchId` limits it to one branch (the picked one, or the member's own);
 * payments that may still turn out to be that branch's are counted apart, so the days they fall on read as
 * not known rather than low.
 */
export async function paymentInsights(
  db: ConsoleExecutor,
  accountId: string,
  period: ResolvedPeriod,
  scope: { branchId: string | null; branchScoped: boolean },
  now: Date = new Date(),
): Promise<OverviewInsights> {
  const since = colomboDayStart(period.previousFrom).toISOString();
  const currentFrom = colomboDayStart(period.from).toISOString();
  const until = colomboDayEndExclusive(period.to).toISOString();
  const scoped = branchScope(accountId, scope.branchId);
  const [result, freshness] = await Promise.all([
    // Sri Lanka keeps +05:30 all year, so a Colombo day is the UTC time moved by a fixed offset; the day is
    // written as text after grouping, once per group rather than once per payment.
    db.execute<Row>(sql`
      select grouping(day) as by_branch, to_char(day, 'YYYY-MM-DD') as day, status, branch_id, unplaced,
        is_current,
        count(*) filter (where mine) as count,
        sum(amount) filter (where mine) as amount,
        coalesce(sum(lkr_amount) filter (where mine), 0) as lkr_amount,
        count(lkr_amount) filter (where mine) as lkr_count,
        count(details_read_at) filter (where mine) as read_count,
        count(*) filter (where not mine) as unplaced_count
      from (
        select ((created_at at time zone 'UTC') + interval '5 hours 30 minutes')::date as day,
          status, branch_id, created_at >= ${currentFrom} as is_current, amount, lkr_amount, details_read_at,
          ${unplacedColumn(accountId)} as unplaced, ${scoped.mine} as mine
        from payment_index
        where account_id = ${accountId}
          and created_at >= ${since} and created_at < ${until}${scoped.where}
      ) as p
      group by grouping sets ((day, status), (branch_id, unplaced, is_current, status))`),
    indexFreshness(db, accountId),
  ]);
  const branchGroups = new Map<string, BranchAggregate>();
  for (const row of result.rows) {
    if (Number(row.by_branch) === 0 || row.status !== "PAID" || Number(row.count) === 0) continue;
    const unplaced = row.branch_id === null && row.unplaced === true;
    const key = unplaced ? "?" : (row.branch_id ?? "");
    const entry = branchGroups.get(key) ?? {
      branchId: row.branch_id,
      unplaced,
      count: 0,
      amount: "0",
      previousCount: 0,
      previousAmount: "0",
    };
    if (row.is_current) {
      entry.count = Number(row.count);
      entry.amount = row.amount ?? "0";
    } else {
      entry.previousCount = Number(row.count);
      entry.previousAmount = row.amount ?? "0";
    }
    branchGroups.set(key, entry);
  }
  const dayRows: DayStatusAggregate[] = result.rows
    .filter((row) => Number(row.by_branch) === 0)
    .map((row) => ({
      day: row.day ?? "",
      status: row.status,
      count: Number(row.count),
      amount: row.amount ?? "0",
      lkrAmount: row.lkr_amount ?? "0",
      lkrCount: Number(row.lkr_count),
      readCount: Number(row.read_count),
      unplacedCount: Number(row.unplaced_count),
    }));
  return buildOverviewInsights(period, dayRows, [...branchGroups.values()], {
    ...scope,
    freshness,
    today: colomboDate(now),
  });
}
