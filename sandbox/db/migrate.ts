import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type { Db } from "./client";

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function migrateSandboxDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder });
}
