import "server-only";
import { createHash, randomInt } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { openSealedText, sealText } from "../sealed-box";

/** RFC 6238 with the parameters every authenticator app understands: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of the step before and after the current one are accepted too (clocks drift; people type slowly). */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = "Merchant Console";
export const RECOVERY_CODE_COUNT = 10;

const base32Pattern = /^[A-Z2-7]{32}$/;

function totp(secretBase32: string, label = "console"): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret, base32 (what the manual-entry key shows). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, email: string): string {
  return totp(secretBase32, email).toString();
}

/** The time step a moment falls in. */
export function totpStep(now: number = Date.now()): number {
  return Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (for tests and the CLI's own checks; never logged). */
export function totpCode(secretBase32: string, now: number = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}

/** Digits only, spaces and dashes removed: what people type or paste from an app. */
export function normalizeTotpInput(code: string): string {
  return code.replace(/[\s-]/g, "");
}

/**
 * The time step whose code this is, within ±TOTP_WINDOW steps of `now`, or null. The caller accepts it only
 * when it is later than the last step it accepted, so a code works once.
 */
export function matchingStep(secretBase32: string, code: string, now: number = Date.now()): number | null {
  const token = normalizeTotpInput(code);
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : totpStep(now) + delta;
}

function aad(userId: string): string {
  return `totp:${userId}`;
}

/**
 * Seals a TOTP secret as the vault seals signing keys: AES-256-GCM under the master key, base64 of
 * iv | ciphertext | tag, with the user id as associated data (a sealed secret copied to another user fails).
 */
export function sealTotpSecret(userId: string, secretBase32: string, masterKey: Uint8Array): string {
  if (!base32Pattern.test(secretBase32)) throw new Error("A TOTP secret must be 32 base32 characters");
  return sealText(secretBase32, aad(userId), masterKey);
}

export function openTotpSecret(userId: string, sealed: string, masterKey: Uint8Array): string {
  const opened = openSealedText(sealed, aad(userId), masterKey);
  if (!opened.ok && opened.failure === "malformed") throw new Error("The stored second factor is malformed");
  if (!opened.ok) {
    throw new Error("The stored second factor does not verify: wrong master key, wrong user or altered data");
  }
  const plaintext = opened.plaintext;
  if (!base32Pattern.test(plaintext)) throw new Error("The stored second factor is malformed");
  return plaintext;
}

// No 0/O or 1/I/L: recovery codes are read off paper.
const RECOVERY_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** Ten codes like `K7QX-M2PA-9RTE` (60 bits each), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const codes: string[] = [];
  while (codes.length < count) {
    const chars = Array.from({ length: 12 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    // All digits would read as a six-digit code's kind of input; such a draw (rarer than 1 in 10^7) is redone.
    if (chars.every((char) => /\d/.test(char ?? ""))) continue;
    codes.push([chars.slice(0, 4), chars.slice(4, 8), chars.slice(8)].map((part) => part.join("")).join("-"));
  }
  return codes;
}

/** Upper case, separators removed: `k7qx m2pa 9rte` and `K7QX-M2PA-9RTE` are the same code. */
export function normalizeRecoveryCode(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Recovery codes carry 60 random bits, so a plain SHA-256 is enough to keep them unreadable at rest. */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code), "utf8").digest("hex");
}

/** Whether typed input looks like a recovery code rather than a six-digit code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === 12 && !/^\d+$/.test(normalizeTotpInput(code));
}
