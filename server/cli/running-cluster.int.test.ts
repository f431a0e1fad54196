import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SUPERUSER } from "@/scripts/db/embedded-cluster";
import { CONSOLE_DATABASE, type Databases, startDatabases } from "@/scripts/db/embedded-postgres";
import { findRunningCluster } from "./running-cluster";

let dataDir: string;
let databases: Databases | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "console-cli-cluster-"));
  // As root, Postgres runs as "postgres", which must be able to enter the directory.
  await chmod(dataDir, 0o711);
});

afterAll(async () => {
  await databases?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const find = () => findRunningCluster({ dataDir, user: SUPERUSER, database: CONSOLE_DATABASE });

describe("findRunningCluster", () => {
  it("finds nothing where no cluster was ever started", async () => {
    expect(await find()).toBeNull();
  });

  it("joins the cluster another process runs on the data directory, and not a stopped one", async () => {
    databases = await startDatabases({ dataDir, env: {} });
    const url = await find();
    expect(url).toBe(databases.consoleUrl);
    const client = new pg.Client({ connectionString: url ?? "" });
    await client.connect();
    const { rows } = await client.query("select current_database() as name");
    await client.end();
    expect(rows[0]?.name).toBe(CONSOLE_DATABASE);

    await databases.stop();
    databases = undefined;
    expect(await find()).toBeNull();
  });
});
