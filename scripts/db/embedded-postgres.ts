// The databases of one running copy of the app (ARCHITECTURE.md, "Data", docs/service-rules.md §11). With both
// DATABASE_URL and SANDBOX_DATABASE_URL set, those are used as they are. Otherwise a real Postgres runs
// from `<DATA_DIR>/postgres` (or where cluster-location.ts puts it), initialised on the first start, and
// serves whichever of the two databases (`console`, `sandbox`) has no URL of its own.
import { mkdir, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { clusterLocation, DEFAULT_SHARED_CLUSTER_ROOT } from "./cluster-location";
import { startEmbeddedCluster } from "./embedded-cluster";
import { ensureDatabases } from "./ensure-databases";
import { readOrCreatePassword } from "./local-password";

export type Databases = {
  consoleUrl: string;
  sandboxUrl: string;
  /** A superuser URL of the embedded cluster; null when nothing was started. */
  adminUrl: string | null;
  /** Stops the embedded cluster (a no-op when nothing was started). Safe to call twice. */
  stop(): Promise<void>;
  embedded: boolean;
};

export type StartDatabasesOptions = {
  dataDir?: string;
  log?: (line: string) => void;
  /** Defaults to process.env; tests pass their own. */
  env?: Record<string, string | undefined>;
  /** Where a cluster goes when the postgres user cannot enter DATA_DIR (cluster-location.ts). */
  sharedClusterRoot?: string;
};

export const CONSOLE_DATABASE = "console";
export const SANDBOX_DATABASE = "sandbox";

export async function startDatabases(options: StartDatabasesOptions = {}): Promise<Databases> {
  const env = options.env ?? process.env;
  const log = options.log ?? (() => {});
  const consoleUrl = nonEmpty(env.DATABASE_URL);
  const sandboxUrl = nonEmpty(env.SANDBOX_DATABASE_URL);
  if (consoleUrl && sandboxUrl) {
    return { consoleUrl, sandboxUrl, adminUrl: null, stop: async () => {}, embedded: false };
  }

  const dataDir = resolve(options.dataDir ?? nonEmpty(env.DATA_DIR) ?? ".data");
  await mkdir(dataDir, { recursive: true });
  const passwordFile = join(dataDir, "postgres.password");
  const { password, created } = await readOrCreatePassword(passwordFile);
  const { clusterDir } = await clusterLocation(
    dataDir,
    options.sharedClusterRoot ?? DEFAULT_SHARED_CLUSTER_ROOT,
    log,
  );
  const cluster = await startEmbeddedCluster({ clusterDir, password, log });
  if (created && !cluster.initialised) {
    // A new password cannot open a cluster initialised with the old one.
    await cluster.stop();
    await rm(passwordFile, { force: true });
    throw new Error(
      `${clusterDir} exists but its password file ${passwordFile} is gone. Restore that file, or delete ` +
        `${clusterDir} to start again with empty databases.`,
    );
  }

  try {
    const wanted = [consoleUrl ? null : CONSOLE_DATABASE, sandboxUrl ? null : SANDBOX_DATABASE];
    const made = await ensureDatabases(
      cluster.url("postgres"),
      wanted.filter((name) => name !== null),
    );
    if (made.length > 0) log(`created database ${made.join(", ")}`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }

  return {
    consoleUrl: consoleUrl ?? cluster.url(CONSOLE_DATABASE),
    sandboxUrl: sandboxUrl ?? cluster.url(SANDBOX_DATABASE),
    adminUrl: cluster.url("postgres"),
    stop: () => cluster.stop(),
    embedded: true,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === "" ? undefined : value;
}
