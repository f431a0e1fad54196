import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { MASTER_KEY_BYTES } from "./master-key-format";

export { loadMasterKey } from "./master-key";

const IV_BYTES = 12;
const TAG_BYTES = 16;
const signingKeyPattern = /^[0-9a-f]{64}$/;

export type VaultErrorCode = "invalid-input" | "malformed" | "unauthenticated";

/** Never carries key material: messages name the account and what went wrong, nothing more. */
export class VaultError extends Error {
  constructor(
    readonly code: VaultErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "VaultError";
  }
}

function checkMasterKey(masterKey: Uint8Array): void {
  if (masterKey.length !== MASTER_KEY_BYTES) {
    throw new VaultError("invalid-input", `The master key must be ${MASTER_KEY_BYTES} bytes`);
  }
}

/**
 * Seals a merchant's derived signing key (lowercase hex SHA-256 of the API secret) as base64 of
 * iv | ciphertext | tag. The account id is bound as associated data, so a sealed key copied onto
 * another account's row does not decrypt.
 */
export function encryptSigningKey(accountId: string, signingKeyHex: string, masterKey: Uint8Array): string {
  checkMasterKey(masterKey);
  // Refusing anything but a derived key keeps a raw secret from being stored by mistake.
  if (!signingKeyPattern.test(signingKeyHex)) {
    throw new VaultError("invalid-input", "The signing key must be 64 lowercase hex characters (a SHA-256)");
  }
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", masterKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(accountId, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(signingKeyHex, "utf8"), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString("base64");
}

export function decryptSigningKey(accountId: string, sealed: string, masterKey: Uint8Array): string {
  checkMasterKey(masterKey);
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length <= IV_BYTES + TAG_BYTES) {
    throw new VaultError("malformed", `The stored signing key of account ${accountId} is malformed`);
  }
  const iv = bytes.subarray(0, IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const ciphertext = bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES);
  let plaintext: string;
  try {
    const decipher = createDecipheriv("aes-256-gcm", masterKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(accountId, "utf8"));
    decipher.setAuthTag(tag);
    plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString("utf8");
  } catch {
    throw new VaultError(
      "unauthenticated",
      `The stored signing key of account ${accountId} does not verify: wrong master key, wrong account or altered data`,
    );
  }
  if (!signingKeyPattern.test(plaintext)) {
    throw new VaultError("malformed", `The stored signing key of account ${accountId} is malformed`);
  }
  return plaintext;
}
