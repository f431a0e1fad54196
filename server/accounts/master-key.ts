import "server-only";
import { randomBytes } from "node:crypto";
import { chmodSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { env } from "@/server/env";
import { decodeMasterKey, encodeMasterKey, MASTER_KEY_BYTES, masterKeyFormatHint } from "./master-key-format";

export const MASTER_KEY_FILE = "master.key";

export interface MasterKeySource {
  /** Already-decoded CONSOLE_MASTER_KEY; wins over the file when given. */
  fromEnv?: Buffer | undefined;
  dataDir: string;
}

function defaultSource(): MasterKeySource {
  const { CONSOLE_MASTER_KEY, DATA_DIR } = env();
  return { fromEnv: CONSOLE_MASTER_KEY, dataDir: DATA_DIR };
}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/**
 * Writes a fresh key without ever exposing a half-written file: the key goes to a private temporary
 * file that is then hard-linked into place, which fails if another process won the race.
 */
function createKeyFile(path: string): void {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  writeFileSync(temporary, `${encodeMasterKey(randomBytes(MASTER_KEY_BYTES))}\n`, {
    mode: 0o600,
    flag: "wx",
  });
  try {
    linkSync(temporary, path);
  } catch (error) {
    if (!isErrno(error, "EEXIST")) throw error;
  } finally {
    unlinkSync(temporary);
  }
}

function readKeyFile(path: string): Buffer {
  // Group or world access to the key would defeat the vault; tighten it rather than refuse to start.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  const key = decodeMasterKey(readFileSync(path, "utf8"));
  if (key === null) throw new Error(`${path} does not hold a master key (expected ${masterKeyFormatHint})`);
  return key;
}

/**
 * The vault's master key: CONSOLE_MASTER_KEY when set, otherwise `<DATA_DIR>/master.key`, generated
 * on first use with mode 0600.
 */
export function loadMasterKey(source: MasterKeySource = defaultSource()): Buffer {
  if (source.fromEnv !== undefined) {
    if (source.fromEnv.length !== MASTER_KEY_BYTES) {
      throw new Error(`CONSOLE_MASTER_KEY must be ${masterKeyFormatHint}`);
    }
    return source.fromEnv;
  }
  const dataDir = resolve(source.dataDir);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const path = join(dataDir, MASTER_KEY_FILE);
  try {
    return readKeyFile(path);
  } catch (error) {
    if (!isErrno(error, "ENOENT")) throw error;
  }
  createKeyFile(path);
  return readKeyFile(path);
}
