// Where the embedded cluster of a DATA_DIR lives. Normally in `<DATA_DIR>/postgres`. As root, Postgres runs
// as the `postgres` system user, which cannot reach a project inside a home directory closed to others
// (/root is 0700): initdb fails with EACCES. Rather than open up the home directory, the cluster then lives
// in a directory of its own under a system location that user can reach (/var/lib/merchant-console by
// default, which is kept across reboots), named after the DATA_DIR, and `<DATA_DIR>/postgres.location`
// records where, so later starts keep using the same data.
import { createHash } from "node:crypto";
import { access, mkdir, readFile, writeFile } from "node:fs/promises";
import { basename, join, resolve } from "node:path";
import { canEnter, ensurePostgresOsUser, isRoot } from "./postgres-os-user";

export const DEFAULT_SHARED_CLUSTER_ROOT = "/var/lib/merchant-console";
const LOCATION_FILE = "postgres.location";

export type ClusterLocation = { clusterDir: string; relocated: boolean };

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** A directory name that says which DATA_DIR it serves and cannot collide with another one's. */
export function sharedClusterName(dataDir: string): string {
  const hash = createHash("sha256").update(resolve(dataDir)).digest("hex").slice(0, 16);
  const label = basename(resolve(dataDir)).replace(/[^A-Za-z0-9_-]/g, "") || "data";
  return `${label}-${hash}`;
}

export async function clusterLocation(
  dataDir: string,
  sharedRoot: string,
  log: (line: string) => void,
): Promise<ClusterLocation> {
  const locationFile = join(dataDir, LOCATION_FILE);
  const recorded = (await readFile(locationFile, "utf8").catch(() => "")).trim();
  if (recorded !== "") return { clusterDir: recorded, relocated: true };

  const local = join(dataDir, "postgres");
  if (!isRoot() || (await exists(join(local, "PG_VERSION")))) return { clusterDir: local, relocated: false };
  const osUser = await ensurePostgresOsUser(log);
  if (await canEnter(dataDir, osUser)) return { clusterDir: local, relocated: false };

  await mkdir(sharedRoot, { recursive: true, mode: 0o755 });
  if (!(await canEnter(sharedRoot, osUser))) {
    throw new Error(
      `The "postgres" system user can enter neither ${dataDir} nor ${sharedRoot}, so the embedded Postgres ` +
        `cannot run. Run "chmod o+x" on each directory above ${dataDir} that is closed to others, set ` +
        "DATA_DIR to a directory outside your home, run as a non-root user, or set DATABASE_URL and " +
        "SANDBOX_DATABASE_URL to an existing Postgres.",
    );
  }
  const clusterDir = join(sharedRoot, sharedClusterName(dataDir));
  await writeFile(locationFile, `${clusterDir}\n`, { mode: 0o600 });
  log(
    `the "postgres" system user cannot enter ${dataDir}; the database cluster lives in ${clusterDir} ` +
      `instead (recorded in ${locationFile})`,
  );
  return { clusterDir, relocated: true };
}
