// An interrupted test run skips its teardown and leaves its temporary cluster (about 40 MB), possibly still
// running, in the OS temp dir. Each run clears what earlier, dead runs left behind.
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { clearStalePostmaster } from "../db/stale-postmaster";

const UNCLAIMED_GRACE_MS = 60 * 60 * 1000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function isAbandoned(runDir: string, clusterDir: string): Promise<boolean> {
  const launcher = Number((await readFile(`${clusterDir}.launcher.pid`, "utf8").catch(() => "")).trim());
  if (Number.isInteger(launcher) && launcher > 0) return !isAlive(launcher);
  // No launcher recorded yet: either a run that is still starting, or one killed while starting.
  const info = await stat(runDir).catch(() => null);
  return info !== null && Date.now() - info.mtimeMs > UNCLAIMED_GRACE_MS;
}

export async function sweepAbandonedRuns(tempRoot: string, prefix: string): Promise<string[]> {
  const swept: string[] = [];
  const names = await readdir(tempRoot).catch(() => []);
  for (const name of names.filter((entry) => entry.startsWith(prefix))) {
    const runDir = join(tempRoot, name);
    const clusterDir = join(runDir, "postgres");
    if (!(await isAbandoned(runDir, clusterDir))) continue;
    try {
      await clearStalePostmaster({
        clusterDir,
        launcherPidFile: `${clusterDir}.launcher.pid`,
        log: () => {},
      });
      await rm(runDir, { recursive: true, force: true });
      swept.push(runDir);
    } catch {
      // Someone else's leftovers we cannot clear are not a reason to fail this run.
    }
  }
  return swept;
}
