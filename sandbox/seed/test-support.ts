import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SQL } from "drizzle-orm";
import type { Logger } from "../log";
import { startTestSandbox, type TestSandbox } from "../testing/harness";
import { seedDemo } from "./demo";

// Shared by the demo seed's integration tests: a sandbox on a fresh database, seeded once.

export type Row = Record<string, unknown>;

export interface Seeded {
  sandbox: TestSandbox;
  dataDir: string;
  logs: Array<{ message: string; fields?: Record<string, unknown> }>;
  seededAt: Date;
}

export function recordingLogger(logs: Seeded["logs"]): Logger {
  const record = (message: string, fields?: Record<string, unknown>) => {
    logs.push({ message, fields });
  };
  const logger: Logger = {
    error: record,
    warn: record,
    info: record,
    debug: () => {},
    child: () => logger,
  };
  return logger;
}

// No background ticks: the seeded statuses must stay as seeded while the test reads them.
export async function seededSandbox(seedNumber?: string): Promise<Seeded> {
  const dataDir = await mkdtemp(join(tmpdir(), "demo-seed-"));
  const sandbox = await startTestSandbox({
    env: {
      SANDBOX_SEED: "none",
      DATA_DIR: dataDir,
      SANDBOX_TICK_MS: "3600000",
      SANDBOX_AUTO_SETTLE: "false",
      ...(seedNumber ? { SANDBOX_SEED_NUMBER: seedNumber } : {}),
    },
  });
  const logs: Seeded["logs"] = [];
  const seededAt = sandbox.services.clock.now();
  await seedDemo(sandbox.services, recordingLogger(logs));
  const summary = logs.find((l) => l.message.startsWith("demo seed:"));
  // Reported, not asserted: the time depends on the machine and on what else runs.
  console.log(`[demo seed] ${summary?.message ?? "no summary logged"}`);
  return { sandbox, dataDir, logs, seededAt };
}

export async function closeSeeded(run: Seeded | undefined): Promise<void> {
  if (!run) return;
  await run.sandbox.close();
  await rm(run.dataDir, { recursive: true, force: true });
}

export async function rows(run: Seeded, query: SQL): Promise<Row[]> {
  const result = await run.sandbox.services.db.execute(query);
  return result.rows as Row[];
}
