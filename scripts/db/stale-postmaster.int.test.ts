import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { chmod, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { startDatabases } from "./embedded-postgres";
import { findPasswdEntry, isRoot, POSTGRES_OS_USER } from "./postgres-os-user";

const cleanups: (() => Promise<unknown>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDataDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "stale-pg-test-"));
  await chmod(dir, 0o755);
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** A zombie (exited, not yet reaped by its new parent) counts as gone. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
}

function track(child: ChildProcess): ChildProcess {
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  });
  return child;
}

/** Postgres only honours a lock file naming a process it could signal, i.e. one of its own user. */
async function spawnSleeperAsClusterOwner(): Promise<ChildProcess> {
  const owner = isRoot() ? findPasswdEntry(await readFile("/etc/passwd", "utf8"), POSTGRES_OS_USER) : null;
  const sleeper = track(spawn("sleep", ["60"], { stdio: "ignore", ...(owner ?? {}) }));
  await once(sleeper, "spawn");
  return sleeper;
}

describe("a postmaster.pid left behind", () => {
  it("is removed when its pid now belongs to an unrelated live process", async () => {
    const dataDir = await tempDataDir();
    await (await startDatabases({ dataDir, env: {} })).stop();

    const sleeper = await spawnSleeperAsClusterOwner();
    const lockFile = join(dataDir, "postgres", "postmaster.pid");
    await writeFile(lockFile, `${sleeper.pid}\n${join(dataDir, "postgres")}\n`);

    const databases = await startDatabases({ dataDir, env: {} });
    try {
      expect(await query(databases.consoleUrl, "select 1 as one")).toEqual([{ one: 1 }]);
      expect(sleeper.exitCode).toBeNull();
    } finally {
      await databases.stop();
    }
  });

  it("belongs to an orphan of a killed launcher, which is stopped and its data kept", async () => {
    const dataDir = await tempDataDir();
    const script = fileURLToPath(new URL("./serve-databases.ts", import.meta.url));
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    delete env.SANDBOX_DATABASE_URL;
    const launcher = track(
      spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script], {
        env,
        stdio: ["ignore", "pipe", "ignore"],
      }),
    );
    if (!launcher.stdout) throw new Error("launcher has no stdout pipe");
    const lines = createInterface({ input: launcher.stdout });
    const [firstLine] = (await once(lines, "line")) as [string];
    const { consoleUrl } = JSON.parse(firstLine) as { consoleUrl: string };
    await query(consoleUrl, "create table survivors (name text)");
    await query(consoleUrl, "insert into survivors values ('before the crash')");

    const orphanPid = Number(
      (await readFile(join(dataDir, "postgres", "postmaster.pid"), "utf8")).split("\n")[0],
    );
    cleanups.push(async () => {
      if (isAlive(orphanPid)) process.kill(orphanPid, "SIGINT");
    });
    launcher.kill("SIGKILL");
    await once(launcher, "exit");
    expect(isAlive(orphanPid)).toBe(true);

    const databases = await startDatabases({ dataDir, env: {} });
    try {
      expect(isAlive(orphanPid)).toBe(false);
      expect(await query(databases.consoleUrl, "select name from survivors")).toEqual([
        { name: "before the crash" },
      ]);
    } finally {
      await databases.stop();
    }
  });

  it("of a cluster still in use stops a second launcher, not the cluster", async () => {
    const dataDir = await tempDataDir();
    const running = await startDatabases({ dataDir, env: {} });
    cleanups.push(() => running.stop());
    await expect(startDatabases({ dataDir, env: {} })).rejects.toThrow(/in use by process/);
    expect(await query(running.sandboxUrl, "select 1 as one")).toEqual([{ one: 1 }]);
  });
});
