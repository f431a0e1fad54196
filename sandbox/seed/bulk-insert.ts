import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../db/client";

/** Rows per INSERT: ~30 columns × 1,000 rows stays well under Postgres' 65,535 bind parameters. */
export const INSERT_CHUNK = 1000;

/** Multi-row inserts, chunk by chunk, in the caller's transaction. */
export async function insertInChunks<TTable extends PgTable>(
  tx: Tx,
  table: TTable,
  rows: ReadonlyArray<TTable["$inferInsert"]>,
  size = INSERT_CHUNK,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}
