import "server-only";
import { openSealedText, sealText } from "../sealed-box";
import { MASTER_KEY_BYTES } from "./master-key-format";

export { loadMasterKey } from "./master-key";

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
  return sealText(signingKeyHex, accountId, masterKey);
}

export function decryptSigningKey(accountId: string, sealed: string, masterKey: Uint8Array): string {
  checkMasterKey(masterKey);
  const opened = openSealedText(sealed, accountId, masterKey);
  if (!opened.ok && opened.failure === "malformed") {
    throw new VaultError("malformed", `The stored signing key of account ${accountId} is malformed`);
  }
  if (!opened.ok) {
    throw new VaultError(
      "unauthenticated",
      `The stored signing key of account ${accountId} does not verify: wrong master key, wrong account or altered data`,
    );
  }
  const plaintext = opened.plaintext;
  if (!signingKeyPattern.test(plaintext)) {
    throw new VaultError("malformed", `The stored signing key of account ${accountId} is malformed`);
  }
  return plaintext;
}
