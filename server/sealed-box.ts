import "server-only";
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

// The stored format of every sealed value (the vault's signing keys, the second factors' secrets):
// base64 of iv | ciphertext | tag, AES-256-GCM with a 12-byte IV and a 16-byte tag.
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Seals text under a 32-byte key with a fresh IV. The associated data names what the value belongs to
 * (an account, a user), so a sealed value copied onto another owner's row does not open.
 */
export function sealText(plaintext: string, associatedData: string, key: Uint8Array): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(associatedData, "utf8"));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString("base64");
}

export type OpenedText =
  | { ok: true; plaintext: string }
  | { ok: false; failure: "malformed" | "unauthenticated" };

/**
 * Opens what `sealText` sealed. A value too short to hold an IV, a tag and one byte is malformed; one that
 * does not verify (wrong key, wrong associated data, altered bytes) is unauthenticated. Callers word the
 * failure for their own kind of value, without key material.
 */
export function openSealedText(sealed: string, associatedData: string, key: Uint8Array): OpenedText {
  const bytes = Buffer.from(sealed, "base64");
  if (bytes.length <= IV_BYTES + TAG_BYTES) return { ok: false, failure: "malformed" };
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(associatedData, "utf8"));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
    return { ok: true, plaintext };
  } catch {
    return { ok: false, failure: "unauthenticated" };
  }
}
