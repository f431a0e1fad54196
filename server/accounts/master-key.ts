import "server-only";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { env } from "@/server/env";
import { readOrCreateSecretFile } from "@/server/secret-file";
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
  const path = join(resolve(source.dataDir), MASTER_KEY_FILE);
  // Group or world access to the key would defeat the vault; the file is kept at mode 0600.
  return readOrCreateSecretFile(path, {
    generate: () => encodeMasterKey(randomBytes(MASTER_KEY_BYTES)),
    read: (text) => {
      const key = decodeMasterKey(text);
      if (key === null)
        throw new Error(`${path} does not hold a master key (expected ${masterKeyFormatHint})`);
      return key;
    },
  }).value;
}
