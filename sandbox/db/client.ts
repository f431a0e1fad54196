import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; every write that emits a webhook takes one. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

// numeric stays a string (drizzle's default); bigint (int8) counts come back as numbers.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export function createDb(url: string, max = 10) {
  const pool = new pg.Pool({ connectionString: url, max, application_name: "payments-sandbox" });
  // An idle client dropped by the server (shutdown, a dropped test database) must not crash the process;
  // the pool discards it and the next query gets a fresh connection.
  pool.on("error", (error) => {
    process.stderr.write(
      `${JSON.stringify({ level: "warn", message: "idle database client lost", error: error.message })}\n`,
    );
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
