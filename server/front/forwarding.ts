import "server-only";
import type { IncomingHttpHeaders } from "node:http";
import { isIP } from "node:net";

// What the console's front server does to every request before Next sees it: which client address,
// protocol and host the console believes, and which transport-security header it sends.

export type HeaderBag = IncomingHttpHeaders;

const FORWARDING_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-real-ip",
  "forwarded",
];

export const HSTS_VALUE = "max-age=63072000; includeSubDomains";

function address(value: string | undefined): string | null {
  const text = (value ?? "").trim().replace(/^\[([^\]]+)\](?::\d+)?$/, "$1");
  return isIP(text) === 0 ? null : text.toLowerCase();
}

/**
 * The client address: with no trusted proxy, the socket's peer; behind N trusted proxies, the address the
 * outermost of them saw, i.e. the N-th entry from the right of X-Forwarded-For once the socket's peer (the
 * nearest proxy) is appended. Entries further left were written by the client and prove nothing.
 */
export function clientAddress(
  headers: HeaderBag,
  socketAddress: string | undefined,
  trustedHops: number,
): string {
  const socket = address(socketAddress) ?? "unknown";
  if (trustedHops === 0) return socket;
  const chain = String(headers["x-forwarded-for"] ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  chain.push(socket);
  const index = chain.length - 1 - trustedHops;
  return address(chain[Math.max(index, 0)]) ?? socket;
}

/**
 * Rewrites the request's forwarding headers in place so that everything after this point (Next, next-auth,
 * the sign-in throttle, the origin check) reads facts: the client address, and the protocol and host only
 * when a trusted proxy said so. Returns whether the browser reached the console over HTTPS.
 */
export function normalizeForwarding(
  headers: HeaderBag,
  socket: { remoteAddress?: string; encrypted?: boolean },
  trustedHops: number,
): boolean {
  const forwardedProto = String(headers["x-forwarded-proto"] ?? "")
    .split(",")[0]
    ?.trim()
    .toLowerCase();
  const forwardedHost = String(headers["x-forwarded-host"] ?? "")
    .split(",")[0]
    ?.trim();
  const client = clientAddress(headers, socket.remoteAddress, trustedHops);
  for (const name of FORWARDING_HEADERS) delete headers[name];
  const https = socket.encrypted === true || (trustedHops > 0 && forwardedProto === "https");
  headers["x-forwarded-for"] = client;
  headers["x-forwarded-proto"] = https ? "https" : "http";
  if (trustedHops > 0 && forwardedHost) headers["x-forwarded-host"] = forwardedHost;
  return https;
}

/** Strict-Transport-Security is sent on answers to HTTPS requests, or always when PUBLIC_URL is https. */
export function sendsHsts(requestIsHttps: boolean, publicUrl: string | undefined): boolean {
  return requestIsHttps || (publicUrl ?? "").toLowerCase().startsWith("https://");
}

/**
 * The request's raw header list rebuilt from its (normalized) headers object. Servers that build a fetch
 * Request from `rawHeaders` (the bundled forwarder, through @hono/node-server) would otherwise see the
 * forwarding headers exactly as the client sent them.
 */
export function rawHeadersOf(headers: HeaderBag): string[] {
  const raw: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) raw.push(name, String(item));
  }
  return raw;
}
