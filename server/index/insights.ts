import "server-only";
import { sql } from "drizzle-orm";
import { colomboDayEndExclusive, colomboDayStart } from "@/lib/dates";
import type { ResolvedPeriod } from "@/lib/filters/overview";
import {
  type BranchAggregate,
  buildOverviewInsights,
  type DayStatusAggregate,
  type OverviewInsights,
} from "@/lib/filters/overview-insights";
import type { ConsoleExecutor } from "@/server/db/client";
import { indexFreshness } from "./figures";

type DayRow = {
  day: string;
  status: string;
  count: number | string;
  amount: string | null;
  lkr_amount: string | null;
  lkr_count: number | string;
};

type BranchRow = {
  branch_id: string | null;
  count: number | string;
  amount: string | null;
  previous_count: number | string;
  previous_amount: string | null;
};

/** The Colombo day of `created_at` as text: Sri Lanka keeps +05:30 all year, so the offset is fixed. */
const COLOMBO_DAY = sql`to_char((created_at at time zone 'UTC') + interval '5 hours 30 minutes', 'YYYY-MM-DD')`;

/**
 * The merchant overview's figures for a period and the previous one of the same length, from the payment
 * index in two queries over the (account, created_at) index: payments by Colombo day and status, and paid
 * payments by branch. `branchId` limits both to one branch (the picked one, or the member's own).
 */
export async function paymentInsights(
  db: ConsoleExecutor,
  accountId: string,
  period: ResolvedPeriod,
  scope: { branchId: string | null; branchScoped: boolean },
): Promise<OverviewInsights> {
  const since = colomboDayStart(period.previousFrom).toISOString();
  const currentFrom = colomboDayStart(period.from).toISOString();
  const until = colomboDayEndExclusive(period.to).toISOString();
  const branch = scope.branchId === null ? sql`` : sql` and branch_id = ${scope.branchId}`;
  const [days, branches, freshness] = await Promise.all([
    db.execute<DayRow>(sql`
      select ${COLOMBO_DAY} as day, status,
        count(*) as count,
        sum(amount) as amount,
        coalesce(sum(lkr_amount), 0) as lkr_amount,
        count(lkr_amount) as lkr_count
      from payment_index
      where account_id = ${accountId}
        and created_at >= ${since} and created_at < ${until}${branch}
      group by 1, 2`),
    db.execute<BranchRow>(sql`
      select branch_id,
        count(*) filter (where created_at >= ${currentFrom}) as count,
        sum(amount) filter (where created_at >= ${currentFrom}) as amount,
        count(*) filter (where created_at < ${currentFrom}) as previous_count,
        sum(amount) filter (where created_at < ${currentFrom}) as previous_amount
      from payment_index
      where account_id = ${accountId} and status = 'PAID'
        and created_at >= ${since} and created_at < ${until}${branch}
      group by branch_id`),
    indexFreshness(db, accountId),
  ]);
  const dayRows: DayStatusAggregate[] = days.rows.map((row) => ({
    day: row.day,
    status: row.status,
    count: Number(row.count),
    amount: row.amount ?? "0",
    lkrAmount: row.lkr_amount ?? "0",
    lkrCount: Number(row.lkr_count),
  }));
  const branchRows: BranchAggregate[] = branches.rows.map((row) => ({
    branchId: row.branch_id,
    count: Number(row.count),
    amount: row.amount ?? "0",
    previousCount: Number(row.previous_count),
    previousAmount: row.previous_amount ?? "0",
  }));
  return buildOverviewInsights(period, dayRows, branchRows, { ...scope, freshness });
}
