import { chmod, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startDatabases } from "./embedded-postgres";
import { isRoot } from "./postgres-os-user";

const tempDirs: string[] = [];

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "embedded-pg-test-"));
  // The cluster runs as the "postgres" user when we are root; it must be able to enter this directory.
  await chmod(dir, 0o755);
  tempDirs.push(dir);
  return dir;
}

async function query<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}

async function refusesConnections(url: string): Promise<boolean> {
  return query(url, "select 1").then(
    () => false,
    (error: NodeJS.ErrnoException) => error.code === "ECONNREFUSED",
  );
}

afterEach(async () => {
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("startDatabases with the embedded cluster", () => {
  it("initialises once, serves both databases and keeps their data across a restart", async () => {
    const dataDir = await tempDataDir();
    const first = await startDatabases({ dataDir, env: {} });
    try {
      expect(first.embedded).toBe(true);
      expect(first.consoleUrl).toMatch(/^postgres:\/\/postgres:[0-9a-f]{48}@127\.0\.0\.1:\d+\/console$/);
      expect(first.sandboxUrl).toMatch(/^postgres:\/\/postgres:[0-9a-f]{48}@127\.0\.0\.1:\d+\/sandbox$/);
      expect(first.adminUrl).toMatch(/\/postgres$/);
      for (const [url, name] of [
        [first.consoleUrl, "console"],
        [first.sandboxUrl, "sandbox"],
      ] as const) {
        expect(await query(url, "select 1 as one, current_database() as db")).toEqual([{ one: 1, db: name }]);
        await query(url, `create table notes (id int primary key, body text not null)`);
        await query(url, `insert into notes values (1, 'kept by ${name}')`);
        expect(await query(url, "select body from notes")).toEqual([{ body: `kept by ${name}` }]);
      }
      const settings = await query(
        first.consoleUrl,
        "select current_setting('listen_addresses') as listen, current_setting('unix_socket_directories') as sockets",
      );
      expect(settings).toEqual([{ listen: "127.0.0.1", sockets: "" }]);
    } finally {
      await first.stop();
    }
    expect(await refusesConnections(first.consoleUrl)).toBe(true);

    const passwordFile = join(dataDir, "postgres.password");
    expect((await stat(passwordFile)).mode & 0o777).toBe(0o600);
    const password = await readFile(passwordFile, "utf8");

    const second = await startDatabases({ dataDir, env: {} });
    try {
      expect(await query(second.consoleUrl, "select body from notes")).toEqual([{ body: "kept by console" }]);
      expect(await query(second.sandboxUrl, "select body from notes")).toEqual([{ body: "kept by sandbox" }]);
      expect(await readFile(passwordFile, "utf8")).toBe(password);
    } finally {
      await second.stop();
    }
    await second.stop(); // a second stop is harmless
  });

  it("works from a project folder inside a directory closed to others, and keeps its data", async () => {
    // Like a project in /root (mode 0700): as root, Postgres runs as a user that cannot enter it.
    const closed = await mkdtemp(join(tmpdir(), "embedded-pg-closed-"));
    await chmod(closed, 0o700);
    tempDirs.push(closed);
    const shared = await tempDataDir();
    const dataDir = join(closed, "project", ".data");

    const first = await startDatabases({ dataDir, env: {}, sharedClusterRoot: shared });
    try {
      await query(first.sandboxUrl, "create table kept (note text)");
      await query(first.sandboxUrl, "insert into kept values ('survives a restart')");
    } finally {
      await first.stop();
    }
    const second = await startDatabases({ dataDir, env: {}, sharedClusterRoot: shared });
    try {
      expect(await query(second.sandboxUrl, "select note from kept")).toEqual([
        { note: "survives a restart" },
      ]);
    } finally {
      await second.stop();
    }

    const recorded = await readFile(join(dataDir, "postgres.location"), "utf8").catch(() => null);
    if (isRoot()) {
      // The cluster moved out of reach of the closed directory, and the data directory says where.
      expect(recorded?.trim()).toMatch(new RegExp(`^${shared}/data-[0-9a-f]{16}$`));
      expect((await stat(join(recorded?.trim() ?? "", "PG_VERSION"))).isFile()).toBe(true);
      expect((await stat(closed)).mode & 0o777).toBe(0o700);
    } else {
      expect(recorded).toBeNull();
      expect((await stat(join(dataDir, "postgres", "PG_VERSION"))).isFile()).toBe(true);
    }
  }, 30_000);

  it("runs two data directories side by side on different ports", async () => {
    const [a, b] = await Promise.all([
      startDatabases({ dataDir: await tempDataDir(), env: {} }),
      startDatabases({ dataDir: await tempDataDir(), env: {} }),
    ]);
    try {
      expect(new URL(a.consoleUrl).port).not.toBe(new URL(b.consoleUrl).port);
      await query(a.consoleUrl, "create table only_in_a (id int)");
      const inB = await query(b.consoleUrl, "select to_regclass('only_in_a') is null as missing");
      expect(inB).toEqual([{ missing: true }]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("stops without hanging when Postgres was killed behind its back", async () => {
    const dataDir = await tempDataDir();
    const databases = await startDatabases({ dataDir, env: {} });
    const pid = Number((await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0]);
    process.kill(pid, "SIGKILL");
    for (let attempt = 0; attempt < 100 && !(await refusesConnections(databases.consoleUrl)); attempt++) {
      await sleep(50);
    }
    await databases.stop();
    expect(await refusesConnections(databases.consoleUrl)).toBe(true);
    // Starting a cluster takes most of the time on a busy machine; a stop that hangs never ends.
  }, 90_000);

  it("uses given URLs and starts nothing when both are set", async () => {
    const dataDir = await tempDataDir();
    const env = {
      DATABASE_URL: "postgres://u@db.example/c",
      SANDBOX_DATABASE_URL: "postgres://u@db.example/s",
    };
    const databases = await startDatabases({ dataDir, env });
    expect(databases).toMatchObject({
      consoleUrl: env.DATABASE_URL,
      sandboxUrl: env.SANDBOX_DATABASE_URL,
      adminUrl: null,
      embedded: false,
    });
    await databases.stop();
    expect(await readdir(dataDir)).toEqual([]);
  });

  it("serves only the database that has no URL of its own", async () => {
    const dataDir = await tempDataDir();
    const consoleUrl = "postgres://u@db.example/c";
    const databases = await startDatabases({ dataDir, env: { DATABASE_URL: consoleUrl } });
    try {
      expect(databases.embedded).toBe(true);
      expect(databases.consoleUrl).toBe(consoleUrl);
      expect(databases.sandboxUrl).toMatch(/@127\.0\.0\.1:\d+\/sandbox$/);
      const names = await query<{ datname: string }>(
        databases.adminUrl ?? "",
        "select datname from pg_database where datname in ('console', 'sandbox')",
      );
      expect(names).toEqual([{ datname: "sandbox" }]);
    } finally {
      await databases.stop();
    }
  });
});
