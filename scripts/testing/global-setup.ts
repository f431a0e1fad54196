// Integration runs share one throwaway Postgres: TEST_DATABASE_URL (a superuser URL of an existing
// server) when given, otherwise an embedded cluster in a temporary directory, deleted at the end. Each test
// file then makes its own databases in it (scripts/testing/databases.ts).
import "./provided-context";
import { tmpdir } from "node:os";
import type { TestProject } from "vitest/node";
import { startThrowawayCluster } from "../db/throwaway-cluster";
import { sweepAbandonedRuns } from "./sweep-abandoned-runs";

const RUN_DIR_PREFIX = "merchant-console-int-";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide("adminDatabaseUrl", given);
    return async () => {};
  }

  await sweepAbandonedRuns(tmpdir(), RUN_DIR_PREFIX);
  const cluster = await startThrowawayCluster(RUN_DIR_PREFIX, {
    // Test files run in parallel, each with its own databases and connection pools.
    settings: { max_connections: "200" },
  });
  project.provide("adminDatabaseUrl", cluster.url("postgres"));
  return () => cluster.stop();
}
