// Databases the benchmark may fill and throw away: new databases on the server of SANDBOX_DATABASE_URL
// when it is set (dropped afterwards), otherwise a throwaway embedded Postgres in a temporary directory.
import { randomBytes } from "node:crypto";
import { runStatement, startThrowawayCluster } from "../db/throwaway-cluster";

export interface BenchDatabase {
  url: string;
  /** Where it lives, for the report. */
  description: string;
  cleanup(): Promise<void>;
}

export interface BenchDatabases {
  /** One URL for each database asked for, each an empty database of its own. */
  urls: string[];
  description: string;
  cleanup(): Promise<void>;
}

const run = runStatement;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** `count` empty databases on one server (a sandbox's and a console's, say). */
export async function freshBenchDatabases(
  count: number,
  log: (line: string) => void,
): Promise<BenchDatabases> {
  const prefix = `offramp_bench_${randomBytes(6).toString("hex")}`;
  const names = Array.from({ length: count }, (_, i) => (i === 0 ? prefix : `${prefix}_${i + 1}`));
  const given = process.env.SANDBOX_DATABASE_URL?.trim();
  if (given) {
    for (const name of names) await run(given, `create database "${name}"`);
    return {
      urls: names.map((name) => withDatabase(given, name)),
      description: `${count === 1 ? "a database" : "databases"} of its own on the SANDBOX_DATABASE_URL server, dropped afterwards`,
      cleanup: async () => {
        for (const name of names) await run(given, `drop database if exists "${name}" with (force)`);
      },
    };
  }

  const cluster = await startThrowawayCluster("offramp-bench-", { log });
  try {
    for (const name of names) await run(cluster.url("postgres"), `create database "${name}"`);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return {
    urls: names.map((name) => cluster.url(name)),
    description: "a throwaway embedded Postgres 18",
    cleanup: () => cluster.stop(),
  };
}

export async function freshBenchDatabase(log: (line: string) => void): Promise<BenchDatabase> {
  const { urls, description, cleanup } = await freshBenchDatabases(1, log);
  return { url: urls[0] as string, description, cleanup };
}
