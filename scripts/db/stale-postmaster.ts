// A postmaster.pid left by a killed run must not block the next start. Postgres ignores a lock file whose
// pid is dead, but after a reboot or in a container that pid is often reused by an unrelated live process
// and Postgres then refuses to start. And when only the launcher was killed, its postmaster keeps running
// on a port nobody knows any more; such an orphan is shut down so the cluster can be started again.
import { readFile, readlink, realpath, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

type ProcessInfo = { alive: boolean; parentPid: number | null; cwd: string | null };

/** The pid on the first line of a pid file (postmaster.pid has more lines after it). */
export async function readPidFile(file: string): Promise<number | null> {
  const text = await readFile(file, "utf8").catch(() => null);
  const pid = Number(text?.split("\n")[0]?.trim());
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process with this pid exists (zombies included); EPERM means it does, owned by someone else. */
export function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Reads /proc where there is one; elsewhere only liveness is known. A zombie counts as dead. */
async function inspect(pid: number): Promise<ProcessInfo> {
  if (!processExists(pid)) return { alive: false, parentPid: null, cwd: null };
  const stat = await readFile(`/proc/${pid}/stat`, "utf8").catch(() => null);
  // Fields after the parenthesised command name: state, ppid, ...
  const [state, ppid] = stat?.slice(stat.lastIndexOf(")") + 2).split(" ") ?? [];
  if (state === "Z") return { alive: false, parentPid: null, cwd: null };
  const cwd = await readlink(`/proc/${pid}/cwd`).catch(() => null);
  return { alive: true, parentPid: ppid === undefined ? null : Number(ppid), cwd };
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  for (let waited = 0; waited < timeoutMs; waited += 50) {
    if (!(await inspect(pid)).alive) return true;
    await sleep(50);
  }
  return !(await inspect(pid)).alive;
}

export async function recordLauncher(launcherPidFile: string): Promise<void> {
  await writeFile(launcherPidFile, `${process.pid}\n`);
}

export async function forgetLauncher(launcherPidFile: string): Promise<void> {
  await rm(launcherPidFile, { force: true });
}

export async function clearStalePostmaster(options: {
  clusterDir: string;
  launcherPidFile: string;
  log: (line: string) => void;
}): Promise<void> {
  const { clusterDir, launcherPidFile, log } = options;
  const lockFile = join(clusterDir, "postmaster.pid");
  const pid = await readPidFile(lockFile);
  if (pid === null) return;

  const postmaster = await inspect(pid);
  // Postgres chdirs into its data directory, so a live process elsewhere merely reuses the old pid.
  const ownDir = await realpath(clusterDir);
  if (!postmaster.alive || (postmaster.cwd !== null && postmaster.cwd !== ownDir)) {
    log(`removing stale ${lockFile} (pid ${pid} is not a running Postgres for this directory)`);
    await rm(lockFile, { force: true });
    return;
  }
  if (postmaster.cwd === null) {
    throw new Error(`Postgres pid ${pid} seems to run on ${clusterDir}; stop it or remove ${lockFile}.`);
  }

  const launcher = await readPidFile(launcherPidFile);
  if (launcher !== null && postmaster.parentPid === launcher) {
    throw new Error(
      `The embedded Postgres in ${clusterDir} is in use by process ${launcher}. Stop that process, or give ` +
        "this one its own DATA_DIR.",
    );
  }

  log(`stopping orphaned Postgres pid ${pid} left running on ${clusterDir} by a killed launcher`);
  process.kill(pid, "SIGINT"); // fast shutdown: rolls back open transactions, keeps committed data
  if (await waitUntilGone(pid, 20_000)) return;
  process.kill(pid, "SIGQUIT"); // immediate shutdown; crash recovery runs at the next start
  if (await waitUntilGone(pid, 5_000)) return;
  throw new Error(`Postgres pid ${pid} on ${clusterDir} did not shut down; stop it by hand.`);
}
