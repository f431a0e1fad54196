import "server-only";

import { createPublicKey, type KeyObject, verify } from "node:crypto";

export const WEBHOOK_SIGNATURE_HEADER = "x-webhook-signature";
export const WEBHOOK_TIMESTAMP_HEADER = "x-webhook-timestamp";
export const WEBHOOK_ATTEMPT_HEADER = "x-webhook-attempt";
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

export type WebhookRejection =
  | "missing_signature"
  | "missing_timestamp"
  | "invalid_timestamp"
  | "timestamp_out_of_window"
  | "invalid_public_key"
  | "invalid_signature";

export type WebhookVerification =
  | { ok: true; timestampMs: number; attempt: number | null }
  | { ok: false; reason: WebhookRejection };

export interface VerifyWebhookInput {
  headers: Headers | Record<string, string | undefined>;
  rawBody: string | Uint8Array;
  publicKeyPem: string;
  now?: () => number;
}

// Unix milliseconds stay below 16 digits for millennia; the bound keeps Number() exact.
const TIMESTAMP = /^\d{1,15}$/;
// An ED25519 signature is 64 bytes: 88 base64 characters ending in "==".
const SIGNATURE_BASE64 = /^[A-Za-z0-9+/]{86}==$/;
const ATTEMPT = /^\d{1,3}$/;
const MAX_PEM_LENGTH = 4096;
const MAX_CACHED_KEYS = 64;

const keyCache = new Map<string, KeyObject | null>();

function header(headers: VerifyWebhookInput["headers"], name: string): string | undefined {
  let value: unknown;
  if (headers instanceof Headers) {
    value = headers.get(name);
  } else {
    const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
    value = key === undefined ? undefined : headers[key];
  }
  if (typeof value !== "string") return undefined;
  const trimmed = value.trim();
  return trimmed === "" ? undefined : trimmed;
}

function parsePublicKey(pem: string): KeyObject | null {
  // Only an SPKI "PUBLIC KEY" block: createPublicKey would also derive a key from a private key or a certificate.
  const text = pem.trim();
  if (!text.startsWith("-----BEGIN PUBLIC KEY-----")) return null;
  try {
    const key = createPublicKey({ key: text, format: "pem" });
    return key.asymmetricKeyType === "ed25519" ? key : null;
  } catch {
    return null;
  }
}

function publicKey(pem: unknown): KeyObject | null {
  if (typeof pem !== "string" || pem.length > MAX_PEM_LENGTH) return null;
  const cached = keyCache.get(pem);
  if (cached !== undefined) return cached;
  const key = parsePublicKey(pem);
  if (keyCache.size >= MAX_CACHED_KEYS) keyCache.clear();
  keyCache.set(pem, key);
  return key;
}

function bodyBytes(rawBody: unknown): Uint8Array | null {
  if (typeof rawBody === "string") return Buffer.from(rawBody, "utf8");
  return rawBody instanceof Uint8Array ? rawBody : null;
}

/**
 * Checks a webhook delivery: ED25519 over the exact `X-Webhook-Timestamp` text followed by the raw body,
 * within five minutes of `now`. Returns a reason instead of throwing, whatever the input.
 */
export function verifyWebhook(input: VerifyWebhookInput): WebhookVerification {
  const signature = header(input.headers, WEBHOOK_SIGNATURE_HEADER);
  if (signature === undefined) return { ok: false, reason: "missing_signature" };
  const timestamp = header(input.headers, WEBHOOK_TIMESTAMP_HEADER);
  if (timestamp === undefined) return { ok: false, reason: "missing_timestamp" };
  if (!TIMESTAMP.test(timestamp)) return { ok: false, reason: "invalid_timestamp" };

  const timestampMs = Number(timestamp);
  const now = (input.now ?? Date.now)();
  if (!(Math.abs(now - timestampMs) <= WEBHOOK_TOLERANCE_MS)) {
    return { ok: false, reason: "timestamp_out_of_window" };
  }

  const key = publicKey(input.publicKeyPem);
  if (key === null) return { ok: false, reason: "invalid_public_key" };

  if (!SIGNATURE_BASE64.test(signature)) return { ok: false, reason: "invalid_signature" };
  const body = bodyBytes(input.rawBody);
  if (body === null) return { ok: false, reason: "invalid_signature" };
  const message = Buffer.concat([Buffer.from(timestamp, "ascii"), body]);
  let valid = false;
  try {
    valid = verify(null, message, key, Buffer.from(signature, "base64"));
  } catch {
    valid = false;
  }
  if (!valid) return { ok: false, reason: "invalid_signature" };

  const attempt = header(input.headers, WEBHOOK_ATTEMPT_HEADER);
  return { ok: true, timestampMs, attempt: attempt && ATTEMPT.test(attempt) ? Number(attempt) : null };
}
