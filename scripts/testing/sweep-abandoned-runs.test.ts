import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sweepAbandonedRuns } from "./sweep-abandoned-runs";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), "sweep-test-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function runDir(name: string, launcherPid: number | null): Promise<string> {
  const dir = join(root, name);
  await mkdir(join(dir, "postgres"), { recursive: true });
  if (launcherPid !== null) await writeFile(join(dir, "postgres.launcher.pid"), `${launcherPid}\n`);
  return dir;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await once(child, "exit");
  if (child.pid === undefined) throw new Error("no pid");
  return child.pid;
}

describe("sweepAbandonedRuns", () => {
  it("removes runs whose launcher died and keeps live, starting and unrelated ones", async () => {
    const dead = await runDir("run-dead", await deadPid());
    await runDir("run-live", process.pid);
    await runDir("run-starting", null);
    const stale = await runDir("run-unclaimed-old", null);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(stale, twoHoursAgo, twoHoursAgo);
    await runDir("other-dead", await deadPid());

    const swept = await sweepAbandonedRuns(root, "run-");

    expect(swept.sort()).toEqual([dead, stale].sort());
    expect((await readdir(root)).sort()).toEqual(["other-dead", "run-live", "run-starting"]);
  });

  it("is quiet when the temp root does not exist", async () => {
    expect(await sweepAbandonedRuns(join(root, "missing"), "run-")).toEqual([]);
  });
});
