// An embedded Postgres in a new temporary directory, for runs that throw their data away (integration
// tests, benchmarks): stopping it deletes the directory, and a start that fails leaves none behind.
import { randomBytes } from "node:crypto";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type EmbeddedCluster, type EmbeddedClusterOptions, startEmbeddedCluster } from "./embedded-cluster";

export async function startThrowawayCluster(
  dirPrefix: string,
  options: Pick<EmbeddedClusterOptions, "log" | "settings"> = {},
): Promise<EmbeddedCluster> {
  const root = await mkdtemp(join(tmpdir(), dirPrefix));
  try {
    // When we are root, Postgres runs as the "postgres" user, which must be able to enter this directory.
    await chmod(root, 0o711);
    const cluster = await startEmbeddedCluster({
      ...options,
      clusterDir: join(root, "postgres"),
      password: randomBytes(24).toString("hex"),
      throwaway: true,
    });
    return {
      ...cluster,
      async stop() {
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

/** Runs one statement on its own connection (create or drop a database, say). */
export async function runStatement(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
