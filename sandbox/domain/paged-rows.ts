import { count, type InferSelectModel, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";

/**
 * One page of a merchant's list and how many rows the whole list has, read together. The order must end in
 * a unique column (the id), so pages never overlap or skip rows.
 */
export async function pagedRows<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  orderBy: Array<SQL | PgColumn>,
  page: { page: number; size: number },
): Promise<{ rows: InferSelectModel<T>[]; totalItems: number }> {
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(table as PgTable)
      .where(where)
      .orderBy(...orderBy)
      .limit(page.size)
      .offset((page.page - 1) * page.size),
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(where),
  ]);
  return { rows: rows as InferSelectModel<T>[], totalItems: totals[0]?.total ?? 0 };
}
