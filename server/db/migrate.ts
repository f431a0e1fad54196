import "server-only";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { drizzle } from "drizzle-orm/node-postgres";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import { Client } from "pg";

// Any constant works as long as every console instance uses the same one.
const MIGRATION_LOCK_ID = 0x636f6e73; // "cons"

/**
 * The checked-in migrations folder. Beside this file under tsx and vitest; when a bundler has moved the
 * module (Next), `import.meta.url` no longer points at the sources, so fall back to the project root.
 */
export function consoleMigrationsFolder(): string {
  const candidates = [join(process.cwd(), "server", "db", "migrations")];
  try {
    candidates.unshift(join(dirname(fileURLToPath(import.meta.url)), "migrations"));
  } catch {
    // Not a file: URL (bundled); the cwd candidate remains.
  }
  const found = candidates.find((folder) => existsSync(join(folder, "meta", "_journal.json")));
  if (!found) throw new Error(`Console migrations not found (looked in ${candidates.join(", ")})`);
  return found;
}

/**
 * Brings the console database up to date. Holds a session advisory lock so that several instances
 * starting together apply each migration once.
 */
export async function migrateConsoleDb(
  url: string,
  migrationsFolder = consoleMigrationsFolder(),
): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
    try {
      await migrate(drizzle(client), { migrationsFolder });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
    }
  } finally {
    await client.end();
  }
}
