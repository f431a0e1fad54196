import "server-only";

const MASTER_KEY_BYTES = 32;
const hexPattern = /^[0-9a-fA-F]{64}$/;
// Standard or URL-safe alphabet, padding optional: operators paste keys from many tools.
const base64Pattern = /^[A-Za-z0-9+/_-]{43}=?$/;

/** The 32 key bytes from 64 hex characters or base64 text, or null when the text is neither. */
export function decodeMasterKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (hexPattern.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!base64Pattern.test(trimmed)) return null;
  const bytes = Buffer.from(trimmed.replace(/-/g, "+").replace(/_/g, "/"), "base64");
  return bytes.length === MASTER_KEY_BYTES ? bytes : null;
}

export function encodeMasterKey(key: Buffer): string {
  return key.toString("base64");
}

export const masterKeyFormatHint = "32 bytes, written as 64 hex characters or as base64 (44 characters)";

export { MASTER_KEY_BYTES };
