import { fileFixture } from "@/lib/testing/file-fixture";
import { createTestDatabase, type TestDatabase } from "@/scripts/testing/databases";
import { type ConsoleDbHandle, createConsoleDb } from "@/server/db/client";
import { migrateConsoleDb } from "@/server/db/migrate";

export interface MigratedTestDb {
  database: TestDatabase;
  handle: ConsoleDbHandle;
  /** Closes the connections and drops the database. */
  close(): Promise<void>;
}

/** A fresh database of its own for a test file, with every console migration applied. */
export async function migratedTestDb(prefix: string, connections = 2): Promise<MigratedTestDb> {
  const database = await createTestDatabase(prefix);
  await migrateConsoleDb(database.url);
  const handle = createConsoleDb(database.url, { max: connections });
  return {
    database,
    handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * migratedTestDb for every test of the file: made before the first test and dropped after the last.
 */
export function migratedTestDbForFile(prefix: string): MigratedTestDb {
  return fileFixture(
    () => migratedTestDb(prefix),
    (testDb) => testDb.close(),
  );
}
