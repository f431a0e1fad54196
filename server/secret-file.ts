import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * A secret kept in a file readable by this user only (mode 0600), generated on first use. The one way the
 * console and its scripts keep generated secrets: the vault's master key, the session secret, the embedded
 * database's password.
 *
 * A fresh secret is written to a private temporary file and hard-linked into place, so no process ever
 * reads half a file, and two processes starting together agree on the one that won. A file that others may
 * read is tightened rather than refused. `read` checks and decodes the text; it throws to refuse it.
 */
export function readOrCreateSecretFile<T>(
  path: string,
  options: { generate: () => string; read: (text: string) => T },
): { value: T; created: boolean } {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const existing = readSecret(path, options.read);
  if (existing !== null) return { value: existing, created: false };
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${options.generate()}\n`, { mode: 0o600, flag: "wx" });
  let created = true;
  try {
    linkSync(temporary, path);
  } catch (error) {
    if (!isErrno(error, "EEXIST")) throw error;
    created = false;
  } finally {
    unlinkSync(temporary);
  }
  const value = readSecret(path, options.read);
  if (value === null) throw new Error(`${path} vanished while it was being created`);
  return { value, created };
}

function readSecret<T>(path: string, read: (text: string) => T): T | null {
  let text: string;
  try {
    if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (isErrno(error, "ENOENT")) return null;
    throw error;
  }
  return read(text);
}
