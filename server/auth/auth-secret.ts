import "server-only";
import { randomBytes } from "node:crypto";
import { join, resolve } from "node:path";
import { env } from "@/server/env";
import { readOrCreateSecretFile } from "@/server/secret-file";

export const AUTH_SECRET_FILE = "auth-secret";
const MIN_SECRET_LENGTH = 32;

export interface AuthSecretSource {
  /** AUTH_SECRET from the environment; wins over the file when given. */
  fromEnv?: string | undefined;
  dataDir: string;
}

/**
 * The key that signs and encrypts session tokens: AUTH_SECRET when set, otherwise `<DATA_DIR>/auth-secret`,
 * generated on first use with mode 0600 so that a fresh clone starts without configuration.
 */
export function loadAuthSecret(source: AuthSecretSource): string {
  if (source.fromEnv !== undefined) return source.fromEnv;
  const path = join(resolve(source.dataDir), AUTH_SECRET_FILE);
  // Anyone who can read the secret can forge a session for any user; the file is kept at mode 0600.
  return readOrCreateSecretFile(path, {
    generate: () => randomBytes(32).toString("base64url"),
    read: (text) => {
      const secret = text.trim();
      if (secret.length < MIN_SECRET_LENGTH) {
        throw new Error(
          `${path} must hold at least ${MIN_SECRET_LENGTH} characters; delete it to generate one`,
        );
      }
      return secret;
    },
  }).value;
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
