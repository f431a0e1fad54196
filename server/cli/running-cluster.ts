import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { Client } from "pg";

export interface RunningClusterOptions {
  /** DATA_DIR: holds `postgres/` (the cluster) and `postgres.password`. */
  dataDir: string;
  user: string;
  database: string;
  connectTimeoutMs?: number;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The URL of the embedded Postgres of DATA_DIR when another process (`npm start`) already runs it, or
 * null. Starting the cluster a second time would be refused, so a running one is joined instead: its
 * port is line 4 of postmaster.pid, its password the one `npm start` generated. A pid file left by a
 * dead or unrelated process answers null (the caller then starts the cluster, which clears it).
 */
export async function findRunningCluster(options: RunningClusterOptions): Promise<string | null> {
  const pidFile = await readFile(join(options.dataDir, "postgres", "postmaster.pid"), "utf8").catch(
    () => null,
  );
  if (pidFile === null) return null;
  const lines = pidFile.split("\n");
  const pid = Number(lines[0]?.trim());
  const port = Number(lines[3]?.trim());
  if (!Number.isInteger(pid) || pid <= 0 || !Number.isInteger(port) || port <= 0) return null;
  if (!processExists(pid)) return null;
  const password = (
    await readFile(join(options.dataDir, "postgres.password"), "utf8").catch(() => "")
  )?.trim();
  if (!password) return null;

  const url = `postgres://${encodeURIComponent(options.user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(options.database)}`;
  const client = new Client({
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 3_000,
  });
  // A client that fails to connect emits "error" as well as rejecting; unhandled, it would end the process.
  client.on("error", () => {});
  try {
    await client.connect();
    await client.query("select 1");
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}
