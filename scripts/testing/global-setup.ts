// Integration runs share one throwaway Postgres: TEST_DATABASE_URL (a superuser URL of an existing
// server) when given, otherwise an embedded cluster in a temporary directory, deleted at the end. Each test
// file then makes its own databases in it (scripts/testing/databases.ts).
import "./provided-context";
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedCluster } from "../db/embedded-cluster";
import { sweepAbandonedRuns } from "./sweep-abandoned-runs";

const RUN_DIR_PREFIX = "merchant-console-int-";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide("adminDatabaseUrl", given);
    return async () => {};
  }

  await sweepAbandonedRuns(tmpdir(), RUN_DIR_PREFIX);
  const root = await mkdtemp(join(tmpdir(), RUN_DIR_PREFIX));
  try {
    // When we are root, Postgres runs as the "postgres" user, which must be able to enter this directory.
    await chmod(root, 0o711);
    const cluster = await startEmbeddedCluster({
      clusterDir: join(root, "postgres"),
      password: randomBytes(24).toString("hex"),
      throwaway: true,
      // Test files run in parallel, each with its own databases and connection pools.
      settings: { max_connections: "200" },
    });
    project.provide("adminDatabaseUrl", cluster.url("postgres"));
    return async () => {
      try {
        await cluster.stop();
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
