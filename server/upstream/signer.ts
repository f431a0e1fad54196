import "server-only";
import { createHmac } from "node:crypto";
import { InvalidApiKeyError } from "./api-key";

const SIGNING_KEY = /^[0-9a-f]{64}$/;
const DECIMAL = /^\d+$/;

export interface SignInput {
  /** The derived signing key (64 lowercase hex chars), never the raw secret. */
  signingKey: string;
  /** Unix milliseconds; the same text goes into `x-timestamp`. */
  timestamp: number | string;
  method: string;
  /** The request target exactly as sent: path plus `?` and the raw query, if any. */
  pathWithQuery: string;
  /** The JSON text exactly as sent. Ignored for GET and DELETE, which sign the empty string. */
  body?: string;
}

export interface AuthHeaders {
  "x-api-key": string;
  "x-timestamp": string;
  "x-signature": string;
}

function signsBody(method: string): boolean {
  return method !== "GET" && method !== "DELETE";
}

/** Lowercase hex HMAC-SHA256 of `timestamp + METHOD + pathWithQuery + body`, keyed by the hex text. */
export function signRequest(input: SignInput): string {
  // A raw secret here would still produce a signature, just one the service rejects; fail loudly instead.
  if (!SIGNING_KEY.test(input.signingKey)) {
    throw new InvalidApiKeyError(
      "The signing key must be the 64-character lowercase hex SHA-256 of the secret",
    );
  }
  const timestamp = String(input.timestamp);
  if (!DECIMAL.test(timestamp)) throw new Error("The request timestamp must be Unix milliseconds in decimal");
  if (!input.pathWithQuery.startsWith("/")) throw new Error("The signed path must start with '/'");
  const method = input.method.toUpperCase();
  const body = signsBody(method) ? (input.body ?? "") : "";
  return createHmac("sha256", Buffer.from(input.signingKey, "utf8"))
    .update(`${timestamp}${method}${input.pathWithQuery}${body}`, "utf8")
    .digest("hex");
}

export interface AuthHeadersInput extends Omit<SignInput, "timestamp"> {
  keyId: string;
  /** Unix milliseconds of this attempt. */
  now: number;
}

/** The three authentication headers of one attempt. */
export function authHeaders(input: AuthHeadersInput): AuthHeaders {
  // A key id with a "." is the full key, secret included; it must never go on the wire.
  if (input.keyId.includes(".") || !input.keyId.startsWith("ak_live_")) {
    throw new InvalidApiKeyError("x-api-key must be the key id alone (ak_live_…), never the full key");
  }
  if (!Number.isSafeInteger(input.now) || input.now < 0) {
    throw new Error("The request time must be whole Unix milliseconds");
  }
  const timestamp = String(input.now);
  return {
    "x-api-key": input.keyId,
    "x-timestamp": timestamp,
    "x-signature": signRequest({ ...input, timestamp }),
  };
}
