import "server-only";
import { createDecipheriv, createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import { servedOverHttps, sessionCookieName } from "./cookie-names";
import { SESSION_MAX_AGE_SECONDS } from "./session-limits";

/**
 * Reads the console's session cookie without next-auth: the cookie is next-auth's encrypted JWT (JWE
 * compact, `dir` + A256CBC-HS512, the key derived with HKDF from the session secret and the cookie's name).
 * One HMAC and one AES block chain on a key derived once per cookie name: a fraction of what a full session
 * read costs, for the request paths that only need to know who is asking. Whether the session was ended
 * and the user is still active is checked by the query that uses the claims.
 */

// Tokens from a clock slightly ahead (another instance) are still accepted, as next-auth's own reader does.
const CLOCK_TOLERANCE_SECONDS = 15;
const SKEW_SECONDS = 60;

export interface SessionClaims {
  /** The user id. */
  sub: string;
  /** The session id, which sign-out revokes. */
  sid: string;
  signedInAt: number;
  exp: number;
}

const keys = new Map<string, { mac: Buffer; enc: Buffer }>();

function keyFor(secret: string, salt: string) {
  const cacheKey = `${salt}\u0000${secret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    const material = Buffer.from(
      hkdfSync("sha256", secret, salt, `Auth.js Generated Encryption Key (${salt})`, 64),
    );
    key = { mac: material.subarray(0, 32), enc: material.subarray(32) };
    keys.set(cacheKey, key);
  }
  return key;
}

/** The value of a cookie, joined from its chunks (`name.0`, `name.1`, …) when next-auth split it. */
function cookieValue(header: string, name: string): string | null {
  const pairs = new Map<string, string>();
  for (const part of header.split(";")) {
    const index = part.indexOf("=");
    if (index < 0) continue;
    const key = part.slice(0, index).trim();
    if (key === name || key.startsWith(`${name}.`)) pairs.set(key, part.slice(index + 1).trim());
  }
  const whole = pairs.get(name);
  if (whole) return whole;
  const chunks: string[] = [];
  for (let i = 0; pairs.has(`${name}.${i}`); i++) chunks.push(pairs.get(`${name}.${i}`) ?? "");
  return chunks.length > 0 ? chunks.join("") : null;
}

function decrypt(token: string, secret: string, salt: string): unknown {
  const parts = token.split(".");
  if (parts.length !== 5) return null;
  const [headerB64 = "", encryptedKey, ivB64 = "", cipherB64 = "", tagB64 = ""] = parts;
  if (encryptedKey !== "") return null;
  const header = JSON.parse(Buffer.from(headerB64, "base64url").toString("utf8")) as Record<string, unknown>;
  if (header.alg !== "dir" || header.enc !== "A256CBC-HS512" || header.zip !== undefined) return null;
  const { mac, enc } = keyFor(secret, salt);
  const aad = Buffer.from(headerB64, "ascii");
  const iv = Buffer.from(ivB64, "base64url");
  const ciphertext = Buffer.from(cipherB64, "base64url");
  const tag = Buffer.from(tagB64, "base64url");
  const length = Buffer.alloc(8);
  length.writeBigUInt64BE(BigInt(aad.length * 8));
  const expected = createHmac("sha512", mac)
    .update(aad)
    .update(iv)
    .update(ciphertext)
    .update(length)
    .digest();
  if (tag.length !== 32 || !timingSafeEqual(tag, expected.subarray(0, 32))) return null;
  const decipher = createDecipheriv("aes-256-cbc", enc, iv);
  const plain = Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  return JSON.parse(plain.toString("utf8"));
}

// Decrypted tokens, so a burst of calls with one cookie decrypts it once; expiry is judged on every read.
const opened = new Map<string, { secret: string; claims: unknown }>();
const OPENED_MAX = 1_000;

function openToken(token: string, secret: string, name: string): unknown {
  const key = `${name}\u0000${token}`;
  const kept = opened.get(key);
  if (kept && kept.secret === secret) return kept.claims;
  let claims: unknown;
  try {
    claims = decrypt(token, secret, name);
  } catch {
    claims = null;
  }
  if (opened.size >= OPENED_MAX) {
    const oldest = opened.keys().next().value;
    if (oldest !== undefined) opened.delete(oldest);
  }
  opened.set(key, { secret, claims });
  return claims;
}

/**
 * The claims of the session cookie called `name` (cookie-names.ts: only the configured one), or null when
 * there is none, or it is not one this console issued with this secret, or it has expired (by its own
 * expiry, or 12 hours after sign-in).
 */
export function readSessionCookie(
  cookieHeader: string | null,
  secret: string,
  name: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): SessionClaims | null {
  if (!cookieHeader) return null;
  const token = cookieValue(cookieHeader, name);
  if (!token) return null;
  const claims = openToken(token, secret, name);
  if (typeof claims !== "object" || claims === null) return null;
  const { sub, sid, signedInAt, exp } = claims as Record<string, unknown>;
  if (typeof sub !== "string" || typeof sid !== "string") return null;
  if (typeof signedInAt !== "number" || typeof exp !== "number") return null;
  if (exp + CLOCK_TOLERANCE_SECONDS <= nowSeconds) return null;
  if (signedInAt > nowSeconds + SKEW_SECONDS || nowSeconds >= signedInAt + SESSION_MAX_AGE_SECONDS)
    return null;
  return { sub, sid, signedInAt, exp };
}

/** Who a request is from, as its session cookie says; revocation is checked by the query that uses it. */
export interface RequestSession {
  userId: string;
  /** The session's id, which sign-out revokes; null when the caller vouches for the user another way. */
  sessionId: string | null;
  /** When the session signed in (seconds); sessions before the user's cut-off are ended. */
  signedInAt?: number;
}

/**
 * The session of a request (a Request, or next/headers' headers) from its Cookie header, with the console's
 * session secret: the cookie of the configured name only (prefixed when served over HTTPS).
 */
export function requestSession(
  request: { headers: { get(name: string): string | null }; url?: string },
  secret: string,
): RequestSession | null {
  const name = sessionCookieName(servedOverHttps(request));
  const claims = readSessionCookie(request.headers.get("cookie"), secret, name);
  return claims ? { userId: claims.sub, sessionId: claims.sid, signedInAt: claims.signedInAt } : null;
}
