// The console's administration CLI (scripts/console-cli.ts) as one long-lived process for an e2e worker:
// each line on stdin is one command's arguments (JSON), run by the CLI's own parser and commands on the
// e2e stack's database; each answer is a line of JSON with what the command printed and its exit code.
// The same commands without a process, a migration check and a database pool per call (seconds each on a
// busy machine). Needs `--conditions=react-server`, as the CLI does; it ends when stdin closes.
import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { SUPERUSER } from "@/scripts/db/embedded-cluster";
import { CONSOLE_DATABASE } from "@/scripts/db/embedded-postgres";
import { loadMasterKey } from "@/server/accounts/master-key";
import { createAccountService } from "@/server/accounts/service";
import { parseCommand } from "@/server/cli/parse";
import { executeCommand, reportWithoutDatabase } from "@/server/cli/run";
import { findRunningCluster } from "@/server/cli/running-cluster";
import { createConsoleDb } from "@/server/db/client";
import { migrateConsoleDb } from "@/server/db/migrate";
import { env } from "@/server/env";

const port = process.env.SANDBOX_PORT ?? "4010";
process.env.UPSTREAM_ALLOWED_HOSTS ??= `127.0.0.1:${port},localhost:${port}`;

const dataDir = resolve(env().DATA_DIR);
const url = await findRunningCluster({ dataDir, user: SUPERUSER, database: CONSOLE_DATABASE });
if (!url) throw new Error(`no console database running in ${dataDir}`);
await migrateConsoleDb(url);
const handle = createConsoleDb(url, { max: 4 });
let masterKey: Buffer | undefined;
const accounts = createAccountService({
  db: handle.db,
  masterKey: () => {
    masterKey ??= loadMasterKey();
    return masterKey;
  },
});
const deps = { db: handle.db, accounts, readFile: (path: string) => readFile(path, "utf8") };

const lines = createInterface({ input: process.stdin });
lines.on("line", async (line) => {
  const { id, args } = JSON.parse(line) as { id: number; args: string[] };
  let stdout = "";
  let stderr = "";
  const io = {
    out: (text: string) => {
      stdout += `${text}\n`;
    },
    err: (text: string) => {
      stderr += `${text}\n`;
    },
  };
  let code = 1;
  try {
    const parsed = parseCommand(args);
    code = parsed.kind === "run" ? await executeCommand(parsed, deps, io) : reportWithoutDatabase(parsed, io);
  } catch (error) {
    io.err(`Error: ${error instanceof Error ? error.message : String(error)}`);
  }
  process.stdout.write(`${JSON.stringify({ id, code, stdout, stderr })}\n`);
});
lines.on("close", () => void handle.close().then(() => process.exit(0)));
