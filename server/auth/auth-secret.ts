import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "@/server/env";

export const AUTH_SECRET_FILE = "auth-secret";
const MIN_SECRET_LENGTH = 32;

export interface AuthSecretSource {
  /** AUTH_SECRET from the environment; wins over the file when given. */
  fromEnv?: string | undefined;
  dataDir: string;
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

function readSecretFile(path: string): string {
  // Anyone who can read the secret can forge a session for any user.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const secret = readFileSync(path, "utf8").trim();
  if (secret.length < MIN_SECRET_LENGTH) {
    throw new Error(`${path} must hold at least ${MIN_SECRET_LENGTH} characters; delete it to generate one`);
  }
  return secret;
}

/** Writes through a private temporary file and a hard link, so a concurrent start never reads half a file. */
function createSecretFile(path: string): void {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${randomBytes(32).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if (!isErrno(error, "EEXIST")) throw error;
  } finally {
    unlinkSync(temporary);
  }
}

/**
 * The key that signs and encrypts session tokens: AUTH_SECRET when set, otherwise `<DATA_DIR>/auth-secret`,
 * generated on first use with mode 0600 so that a fresh clone starts without configuration.
 */
export function loadAuthSecret(source: AuthSecretSource): string {
  if (source.fromEnv !== undefined) return source.fromEnv;
  const dataDir = resolve(source.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, AUTH_SECRET_FILE);
  try {
    return readSecretFile(path);
  } catch (error) {
    if (!isErrno(error, "ENOENT")) throw error;
  }
  createSecretFile(path);
  return readSecretFile(path);
}

let cached: { key: string; secret: string } | undefined;

/** The process's session secret, read once per configuration. */
export function authSecret(): string {
  const { AUTH_SECRET, DATA_DIR } = env();
  const key = AUTH_SECRET === undefined ? `file:${resolve(DATA_DIR)}` : `env:${AUTH_SECRET}`;
  if (cached?.key !== key)
    cached = { key, secret: loadAuthSecret({ fromEnv: AUTH_SECRET, dataDir: DATA_DIR }) };
  return cached.secret;
}
