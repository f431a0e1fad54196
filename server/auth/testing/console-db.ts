// A migrated test database that the console's own getDb() uses (through DATABASE_URL), for integration
// tests of code that takes no database handle.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { fileFixture } from "@/lib/testing/file-fixture";
import { createTestDatabase, type TestDatabase } from "@/scripts/testing/databases";
import { closeDb, getDb } from "@/server/db/client";
import { migrateConsoleDb } from "@/server/db/migrate";
import { merchantAccounts, users } from "@/server/db/schema";
import { resetEnvForTests } from "@/server/env";
import { hashPassword } from "../password";

export interface ConsoleTestDb {
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

const variables = ["DATABASE_URL", "DATA_DIR", "AUTH_SECRET", "AUTH_URL"] as const;

export async function useConsoleTestDb(prefix: string): Promise<ConsoleTestDb> {
  const saved = Object.fromEntries(variables.map((name) => [name, process.env[name]]));
  const database = await createTestDatabase(prefix);
  await migrateConsoleDb(database.url);
  const dataDir = mkdtempSync(join(tmpdir(), `${prefix}-data-`));
  process.env.DATABASE_URL = database.url;
  process.env.DATA_DIR = dataDir;
  delete process.env.AUTH_SECRET;
  delete process.env.AUTH_URL;
  resetEnvForTests();
  return {
    database,
    dataDir,
    async close() {
      await closeDb();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
      for (const name of variables) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
      resetEnvForTests();
    },
  };
}

/**
 * useConsoleTestDb for every test of the file: made before the first test and dropped after the last.
 */
export function consoleTestDbForFile(prefix: string): ConsoleTestDb {
  return fileFixture(
    () => useConsoleTestDb(prefix),
    (testDb) => testDb.close(),
  );
}

export async function createUser(input: {
  email: string;
  password: string;
  name?: string;
  isActive?: boolean;
}): Promise<{ id: string; email: string }> {
  const [user] = await getDb()
    .insert(users)
    .values({
      email: input.email,
      name: input.name ?? null,
      passwordHash: await hashPassword(input.password),
      isActive: input.isActive ?? true,
    })
    .returning({ id: users.id, email: users.email });
  if (!user) throw new Error("user not created");
  return user;
}

export async function createAccount(name: string): Promise<{ id: string }> {
  const [account] = await getDb()
    .insert(merchantAccounts)
    .values({ name, baseUrl: "http://127.0.0.1:9", keyId: "key_test", encryptedSigningKey: "sealed" })
    .returning({ id: merchantAccounts.id });
  if (!account) throw new Error("account not created");
  return account;
}

/**
 * Runs `start` while another session holds an exclusive lock on `table`, and releases it only once
 * `waiters` sessions are queued behind it, so that concurrent transactions really overlap instead of
 * finishing one after the other by accident of timing.
 */
export async function whileTableLocked<T>(
  url: string,
  table: "users" | "invitations",
  waiters: number,
  start: () => Promise<T>,
): Promise<T> {
  const blocker = new pg.Client({ connectionString: url });
  await blocker.connect();
  let queued = 0;
  let outcome: Promise<{ ok: true; value: T } | { ok: false; error: unknown }> | undefined;
  try {
    await blocker.query("begin");
    await blocker.query(`lock table ${table} in access exclusive mode`);
    outcome = start().then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
    for (let i = 0; i < 400 && queued < waiters; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      // Statistics views are read once per transaction unless the snapshot is cleared.
      await blocker.query("select pg_stat_clear_snapshot()");
      const { rows } = await blocker.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      queued = rows[0]?.n ?? 0;
    }
  } finally {
    await blocker.query("commit");
    await blocker.end();
  }
  if (queued < waiters) throw new Error(`only ${queued} of ${waiters} transactions queued on ${table}`);
  if (!outcome) throw new Error("nothing was started");
  const result = await outcome;
  if (!result.ok) throw result.error;
  return result.value;
}
