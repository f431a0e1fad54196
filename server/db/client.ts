import "server-only";
import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from "drizzle-orm/node-postgres";
import type { PgDatabase } from "drizzle-orm/pg-core";
import { Pool } from "pg";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import * as schema from "./schema";

export type ConsoleDb = NodePgDatabase<typeof schema>;
/** A database or a transaction on it: what query helpers should accept. */
export type ConsoleExecutor = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export interface ConsoleDbHandle {
  db: ConsoleDb;
  pool: Pool;
  close(): Promise<void>;
}

/** A drizzle instance on its own pool; for scripts and tests that manage their own lifetime. */
export function createConsoleDb(url: string, options: { max?: number } = {}): ConsoleDbHandle {
  const pool = new Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client losing its connection emits "error" on the pool; unhandled, it would kill the process.
  pool.on("error", (error) =>
    logger().error("idle database connection lost", { scope: "db", error: error.message }),
  );
  return { db: drizzle(pool, { schema }), pool, close: () => pool.end() };
}

// Kept on globalThis so that Next's dev reloads reuse one pool instead of leaking a pool per reload.
const slot = globalThis as typeof globalThis & { __consoleDb?: ConsoleDbHandle };

/** The process-wide console database, connected on first use. */
export function getDb(): ConsoleDb {
  if (!slot.__consoleDb) {
    const url = env().DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL is not set: the console has no database to talk to");
    slot.__consoleDb = createConsoleDb(url);
  }
  return slot.__consoleDb.db;
}

export async function closeDb(): Promise<void> {
  const handle = slot.__consoleDb;
  slot.__consoleDb = undefined;
  await handle?.close();
}
