// A database the benchmark may fill and throw away: a new database on the server of SANDBOX_DATABASE_URL
// when it is set (dropped afterwards), otherwise a throwaway embedded Postgres in a temporary directory.
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startEmbeddedCluster } from "../db/embedded-cluster";

export interface BenchDatabase {
  url: string;
  /** Where it lives, for the report. */
  description: string;
  cleanup(): Promise<void>;
}

async function run(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function freshBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const name = `offramp_bench_${randomBytes(6).toString("hex")}`;
  const given = process.env.SANDBOX_DATABASE_URL?.trim();
  if (given) {
    await run(given, `create database "${name}"`);
    return {
      url: withDatabase(given, name),
      description: "a database of its own on the SANDBOX_DATABASE_URL server, dropped afterwards",
      cleanup: () => run(given, `drop database if exists "${name}" with (force)`),
    };
  }

  const root = await mkdtemp(join(tmpdir(), "offramp-bench-"));
  try {
    // When we are root, Postgres runs as the "postgres" user, which must be able to enter this directory.
    await chmod(root, 0o711);
    const cluster = await startEmbeddedCluster({
      clusterDir: join(root, "postgres"),
      password: randomBytes(24).toString("hex"),
      throwaway: true,
      log,
    });
    await run(cluster.url("postgres"), `create database "${name}"`);
    return {
      url: cluster.url(name),
      description: "a throwaway embedded Postgres 18",
      cleanup: async () => {
        try {
          await cluster.stop();
        } finally {
          await rm(root, { recursive: true, force: true });
        }
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
