// npm run console -- <command>: administers the console's database (docs/service-rules.md §11): users, merchant
// accounts, memberships. Uses DATABASE_URL, or the embedded Postgres of DATA_DIR: joined when `npm start`
// already runs it, started for the duration of the command otherwise. Needs `--conditions=react-server`.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { SUPERUSER } from "./db/embedded-cluster";
import { CONSOLE_DATABASE, startDatabases } from "./db/embedded-postgres";

// Joined to the embedded set-up (no DATABASE_URL), the CLI may reach that set-up's sandbox on loopback,
// as `npm start` allows it; any other loopback or private address needs UPSTREAM_ALLOWED_HOSTS.
if (!process.env.DATABASE_URL && !process.env.UPSTREAM_ALLOWED_HOSTS) {
  const port = process.env.SANDBOX_PORT ?? "4010";
  process.env.UPSTREAM_ALLOWED_HOSTS = `127.0.0.1:${port},localhost:${port}`;
}

const io = {
  out: (text: string) => process.stdout.write(`${text}\n`),
  err: (text: string) => process.stderr.write(`${text}\n`),
};

/** The server modules, loaded so that a missing react-server condition gets a clear message. */
async function loadServer() {
  try {
    const [parse, run, env, db, migrate, service, masterKey, cluster] = await Promise.all([
      import("@/server/cli/parse"),
      import("@/server/cli/run"),
      import("@/server/env"),
      import("@/server/db/client"),
      import("@/server/db/migrate"),
      import("@/server/accounts/service"),
      import("@/server/accounts/master-key"),
      import("@/server/cli/running-cluster"),
    ]);
    return { ...parse, ...run, ...env, ...db, ...migrate, ...service, ...masterKey, ...cluster };
  } catch (error) {
    if (error instanceof Error && /Server Component/.test(error.message)) {
      io.err(
        "Run this script as `tsx --conditions=react-server scripts/console-cli.ts` (npm run console does).",
      );
      process.exit(1);
    }
    throw error;
  }
}

const server = await loadServer();
const parsed = server.parseCommand(process.argv.slice(2));
if (parsed.kind !== "run") process.exit(server.reportWithoutDatabase(parsed, io));

async function openConsoleDatabase(): Promise<{ url: string; close(): Promise<void> }> {
  const { DATABASE_URL, DATA_DIR } = server.env();
  if (DATABASE_URL) return { url: DATABASE_URL, close: async () => {} };
  const dataDir = resolve(DATA_DIR);
  const running = await server.findRunningCluster({ dataDir, user: SUPERUSER, database: CONSOLE_DATABASE });
  if (running) return { url: running, close: async () => {} };
  const databases = await startDatabases({ dataDir, env: { DATA_DIR: dataDir } });
  return { url: databases.consoleUrl, close: () => databases.stop() };
}

let exitCode = 1;
try {
  const database = await openConsoleDatabase();
  try {
    await server.migrateConsoleDb(database.url);
    const handle = server.createConsoleDb(database.url, { max: 2 });
    try {
      let masterKey: Buffer | undefined;
      const accounts = server.createAccountService({
        db: handle.db,
        masterKey: () => {
          masterKey ??= server.loadMasterKey();
          return masterKey;
        },
      });
      const deps = { db: handle.db, accounts, readFile: (path: string) => readFile(path, "utf8") };
      exitCode = await server.executeCommand(parsed, deps, io);
    } finally {
      await handle.close();
    }
  } finally {
    await database.close();
  }
} catch (error) {
  // Unexpected failures (database down, broken data directory): their messages carry no key material.
  io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
  exitCode = 1;
}
process.exit(exitCode);
