import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { apiKeys, merchants } from "../db/schema";
import { ApiError } from "./errors";
import type { ApiKeyRow, MerchantRow } from "./types";

export const AUTH_MESSAGES = {
  fullKey: "Invalid x-api-key format: send only the key ID (ak_live_xxx), not the full key",
  signature: "Invalid signature",
  timestamp: "Request timestamp outside valid window",
  key: "Invalid or inactive API key",
} as const;

export const TIMESTAMP_WINDOW_MS = 5 * 60 * 1000;

export interface AuthRequest {
  apiKey: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
  method: string;
  /** The raw request target as received: path + "?" + raw query, never re-encoded. */
  target: string;
  /** The raw body text as received. */
  body: string;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function expectedSignature(signingKey: string, request: AuthRequest & { timestamp: string }): string {
  const method = request.method.toUpperCase();
  const body = method === "GET" || method === "DELETE" ? "" : request.body;
  return createHmac("sha256", signingKey)
    .update(`${request.timestamp}${method}${request.target}${body}`, "utf8")
    .digest("hex");
}

function constantTimeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, "utf8");
  const right = Buffer.from(b, "utf8");
  // Compare against itself on length mismatch so the time does not depend on where they differ.
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

const unauthorized = (message: string) => new ApiError(401, message);

/**
 * The checks of docs/service-rules.md §2, in order: full-key format → timestamp window (real wall
 * clock) → key (unknown, revoked or inactive merchant) → signature in constant time.
 */
export async function authenticate(
  db: DbOrTx,
  request: AuthRequest,
  wallNow: number = Date.now(),
): Promise<{ merchant: MerchantRow; apiKey: ApiKeyRow }> {
  const keyId = request.apiKey?.trim() ?? "";
  if (keyId.includes(".")) throw unauthorized(AUTH_MESSAGES.fullKey);

  const timestamp = request.timestamp?.trim() ?? "";
  if (!/^\d{1,16}$/.test(timestamp) || Math.abs(wallNow - Number(timestamp)) > TIMESTAMP_WINDOW_MS) {
    throw unauthorized(AUTH_MESSAGES.timestamp);
  }

  if (keyId === "") throw unauthorized(AUTH_MESSAGES.key);
  const [found] = await db
    .select({ apiKey: apiKeys, merchant: merchants })
    .from(apiKeys)
    .innerJoin(merchants, eq(merchants.id, apiKeys.merchantId))
    .where(and(eq(apiKeys.keyId, keyId), isNull(apiKeys.revokedAt)));
  if (!found?.merchant.isActive) throw unauthorized(AUTH_MESSAGES.key);

  const provided = (request.signature ?? "").trim().toLowerCase();
  const expected = expectedSignature(found.apiKey.signingKey, { ...request, timestamp });
  if (!constantTimeEqualHex(provided, expected)) throw unauthorized(AUTH_MESSAGES.signature);

  return found;
}
