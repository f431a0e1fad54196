import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  type FigureWindow,
  figureWindows,
  type IndexFreshness,
  knownFromDay,
  type PaymentFigures,
  type StatusFigure,
} from "@/lib/figures";
import { decimal } from "@/lib/money";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndexSync } from "@/server/db/schema";
import { branchScope } from "./branch-scope-sql";

type Row = {
  status: string;
  today_count: number | string;
  today_amount: string | null;
  today_unplaced: number | string;
  week_count: number | string;
  week_amount: string | null;
  week_unplaced: number | string;
};

function windowOf(
  rows: Row[],
  which: "today" | "week",
  range: { startDate: string; endDate: string },
  knownFrom: string | null,
): FigureWindow {
  const unplaced = rows.reduce(
    (n, row) => n + Number(which === "today" ? row.today_unplaced : row.week_unplaced),
    0,
  );
  const byStatus: StatusFigure[] = rows
    .map((row) => ({
      status: row.status,
      count: Number(which === "today" ? row.today_count : row.week_count),
      amount: decimal((which === "today" ? row.today_amount : row.week_amount) ?? "0").toFixed(),
    }))
    .filter((figure) => figure.count > 0);
  const total = byStatus.reduce(
    (sum, figure) => ({ count: sum.count + figure.count, amount: sum.amount.plus(figure.amount) }),
    { count: 0, amount: decimal(0) },
  );
  return {
    startDate: range.startDate,
    endDate: range.endDate,
    known: knownFrom !== null && range.startDate >= knownFrom && unplaced === 0,
    byStatus,
    total: { count: total.count, amount: total.amount.toFixed() },
  };
}

/**
 * Today's and this week's payments of an account by status, counts and USDT sums, from the payment index
 * in one query (Colombo days, the week from Monday); a member limited to a branch gets that branch's.
 */
export async function paymentFigures(
  db: ConsoleExecutor,
  accountId: string,
  scope: { branchId: string | null },
  now: Date = new Date(),
): Promise<PaymentFigures> {
  const windows = figureWindows(now);
  const scoped = branchScope(accountId, scope.branchId);
  const today = sql`created_at >= ${windows.today.from.toISOString()}`;
  const [result, freshness] = await Promise.all([
    db.execute<Row>(sql`
      select status,
        count(*) filter (where mine and ${today}) as today_count,
        sum(amount) filter (where mine and ${today}) as today_amount,
        count(*) filter (where not mine and ${today}) as today_unplaced,
        count(*) filter (where mine) as week_count,
        sum(amount) filter (where mine) as week_amount,
        count(*) filter (where not mine) as week_unplaced
      from (
        select status, amount, created_at, ${scoped.mine} as mine
        from payment_index
        where account_id = ${accountId}
          and created_at >= ${windows.week.from.toISOString()}
          and created_at < ${windows.week.until.toISOString()}${scoped.where}
      ) as p
      group by status
      order by status`),
    indexFreshness(db, accountId),
  ]);
  const rows = result.rows;
  return {
    today: windowOf(rows, "today", windows.today, freshness.knownFrom),
    week: windowOf(rows, "week", windows.week, freshness.knownFrom),
    freshness,
    branchScoped: scope.branchId !== null,
  };
}

/** How fresh the account's payment index is: its last news from the service, the backfill, the last failure. */
export async function indexFreshness(db: ConsoleExecutor, accountId: string): Promise<IndexFreshness> {
  const [sync] = await db.select().from(paymentIndexSync).where(eq(paymentIndexSync.accountId, accountId));
  const moments = [sync?.lastDiscoveryAt, sync?.lastRefreshAt].filter((at): at is Date => at instanceof Date);
  const updatedAt = moments.length > 0 ? new Date(Math.max(...moments.map((at) => at.getTime()))) : null;
  const failedLast =
    sync?.lastError && sync.lastErrorAt && (updatedAt === null || sync.lastErrorAt > updatedAt);
  return {
    updatedAt: updatedAt?.toISOString() ?? null,
    backfill: {
      done: Boolean(sync?.backfillDoneAt),
      pagesRead: Math.max(0, (sync?.backfillNextPage ?? 1) - 1),
      totalPages: sync?.backfillTotalPages ?? null,
      startedAt: sync?.backfillStartedAt?.toISOString() ?? null,
    },
    lastError:
      failedLast && sync?.lastError && sync.lastErrorAt
        ? { message: sync.lastError, at: sync.lastErrorAt.toISOString() }
        : null,
    knownFrom: knownFromDay({
      oldestAt: sync?.backfillOldestAt ?? null,
      startedAt: sync?.backfillStartedAt ?? null,
      done: Boolean(sync?.backfillDoneAt),
    }),
    branchesKnownBefore: sync?.branchesKnownBefore?.toISOString() ?? null,
  };
}
