import "server-only";
import { eq, sql } from "drizzle-orm";
import {
  type FigureWindow,
  figureWindows,
  type IndexFreshness,
  type PaymentFigures,
  type StatusFigure,
} from "@/lib/figures";
import { decimal } from "@/lib/money";
import type { ConsoleExecutor } from "@/server/db/client";
import { paymentIndexSync } from "@/server/db/schema";

type Row = {
  status: string;
  today_count: number | string;
  today_amount: string | null;
  week_count: number | string;
  week_amount: string | null;
};

function windowOf(
  rows: Row[],
  which: "today" | "week",
  range: { startDate: string; endDate: string },
): FigureWindow {
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
  const branch = scope.branchId === null ? sql`` : sql` and branch_id = ${scope.branchId}`;
  const result = await db.execute<Row>(sql`
    select status,
      count(*) filter (where created_at >= ${windows.today.from.toISOString()}) as today_count,
      sum(amount) filter (where created_at >= ${windows.today.from.toISOString()}) as today_amount,
      count(*) as week_count,
      sum(amount) as week_amount
    from payment_index
    where account_id = ${accountId}
      and created_at >= ${windows.week.from.toISOString()}
      and created_at < ${windows.week.until.toISOString()}${branch}
    group by status
    order by status`);
  const rows = result.rows;
  return {
    today: windowOf(rows, "today", windows.today),
    week: windowOf(rows, "week", windows.week),
    freshness: await indexFreshness(db, accountId),
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
  };
}
