// A database the benchmark may fill and throw away: a new database on the server of SANDBOX_DATABASE_URL
// when it is set (dropped afterwards), otherwise a throwaway embedded Postgres in a temporary directory.
import { randomBytes } from "node:crypto";
import { runStatement, startThrowawayCluster } from "../db/throwaway-cluster";

export interface BenchDatabase {
  url: string;
  /** Where it lives, for the report. */
  description: string;
  cleanup(): Promise<void>;
}

const run = runStatement;

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

  const cluster = await startThrowawayCluster("offramp-bench-", { log });
  await run(cluster.url("postgres"), `create database "${name}"`);
  return {
    url: cluster.url(name),
    description: "a throwaway embedded Postgres 18",
    cleanup: () => cluster.stop(),
  };
}
