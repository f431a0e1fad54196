import "server-only";
import { createHash } from "node:crypto";

const KEY_ID_PREFIX = "ak_live_";
const SECRET_PREFIX = "sk_live_";
const FORMAT = `${KEY_ID_PREFIX}<id>.${SECRET_PREFIX}<secret>`;
const PRINTABLE_ASCII = /^[\x21-\x7e]+$/;

/**
 * A key that cannot be used. Its message describes what is wrong with the key's shape and never
 * repeats any part of the key, so it is safe to show and to log.
 */
export class InvalidApiKeyError extends Error {
  override name = "InvalidApiKeyError";
}

export interface ParsedApiKey {
  /** `ak_live_<id>`: the only part that is ever sent (as `x-api-key`). */
  keyId: string;
  /** `sk_live_<secret>`: used once to derive the signing key, then dropped. */
  secret: string;
}

/** Splits a full key `ak_live_<id>.sk_live_<secret>` as shown once by the merchant dashboard. */
export function parseApiKey(full: string): ParsedApiKey {
  // Keys are pasted by people; a trailing newline or space is not part of the key.
  const key = typeof full === "string" ? full.trim() : "";
  if (key === "") throw new InvalidApiKeyError(`The API key is empty; expected ${FORMAT}`);
  if (!PRINTABLE_ASCII.test(key)) {
    throw new InvalidApiKeyError("The API key contains spaces or characters outside printable ASCII");
  }
  const dot = key.indexOf(".");
  if (dot === -1) {
    throw new InvalidApiKeyError(`The API key has no "." between key id and secret; expected ${FORMAT}`);
  }
  const keyId = key.slice(0, dot);
  const secret = key.slice(dot + 1);
  if (!keyId.startsWith(KEY_ID_PREFIX)) {
    throw new InvalidApiKeyError(`The API key id must start with "${KEY_ID_PREFIX}"; expected ${FORMAT}`);
  }
  if (keyId.length === KEY_ID_PREFIX.length) {
    throw new InvalidApiKeyError(`The API key id is empty after "${KEY_ID_PREFIX}"`);
  }
  if (!secret.startsWith(SECRET_PREFIX)) {
    throw new InvalidApiKeyError(`The API key secret must start with "${SECRET_PREFIX}"; expected ${FORMAT}`);
  }
  if (secret.length === SECRET_PREFIX.length) {
    throw new InvalidApiKeyError(`The API key secret is empty after "${SECRET_PREFIX}"`);
  }
  return { keyId, secret };
}

/** The HMAC key of the spec: lowercase hex SHA-256 of the whole secret (`sk_live_…`), used as text. */
export function deriveSigningKey(secret: string): string {
  if (secret === "") throw new InvalidApiKeyError("Cannot derive a signing key from an empty secret");
  return createHash("sha256").update(secret, "utf8").digest("hex");
}
