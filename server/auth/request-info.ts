import "server-only";
import { isIP } from "node:net";

/** What the throttle counts when no address is known (e.g. a request that bypassed the HTTP server). */
export const UNKNOWN_CLIENT_IP = "local";

interface HeaderSource {
  get(name: string): string | null;
}

function asAddress(value: string | undefined): string | null {
  if (value === undefined) return null;
  let candidate = value.trim();
  // RFC 7239 style `[2001:db8::1]` and an optional port after the brackets.
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(candidate);
  if (bracketed?.[1]) candidate = bracketed[1];
  // An IPv4 address with a port, as some proxies send it.
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(candidate);
  if (withPort?.[1]) candidate = withPort[1];
  return isIP(candidate) === 0 ? null : candidate.toLowerCase();
}

/**
 * The client address the login throttle counts: the first `X-Forwarded-For` entry, else `X-Real-IP`, else
 * "local". Next's server fills `X-Forwarded-For` from the socket when no proxy did. The first entry is
 * whatever the client or the nearest proxy wrote, so the per-address lock is a brake, not a guarantee; the
 * per-email lock does not depend on it. Anything that is not an IP address is ignored rather than counted,
 * so junk headers cannot spread one client over many throttle keys.
 */
export function clientIp(headers: HeaderSource): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0];
  return asAddress(forwarded) ?? asAddress(headers.get("x-real-ip") ?? undefined) ?? UNKNOWN_CLIENT_IP;
}

/**
 * Whether session cookies get the `Secure` flag (and their `__Secure-` names). AUTH_URL decides when set;
 * otherwise the protocol the browser used: `X-Forwarded-Proto` from a TLS-terminating proxy, else the
 * request URL's. Every part of next-auth must agree on this, or a cookie set at sign-in is not read back.
 */
export function usesSecureCookies(request: {
  authUrl?: string | undefined;
  headers: HeaderSource;
  url?: string | undefined;
}): boolean {
  if (request.authUrl) return new URL(request.authUrl).protocol === "https:";
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  if (forwarded) return forwarded === "https";
  if (request.url) return new URL(request.url).protocol === "https:";
  return false;
}

/**
 * The origin the browser used, from `X-Forwarded-Host`/`Host` and `X-Forwarded-Proto` (the console trusts
 * its host headers, like next-auth's `trustHost`), or null when they do not name a plausible host. Next's
 * route handlers see `localhost` in `request.url` whatever the browser asked for, and next-auth builds its
 * redirects from that URL.
 */
export function requestOrigin(headers: HeaderSource, fallbackUrl: string): string | null {
  const host = (headers.get("x-forwarded-host") ?? headers.get("host"))?.split(",")[0]?.trim().toLowerCase();
  if (!host || !/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) return null;
  const forwarded = headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  const protocol =
    forwarded === "https" || forwarded === "http" ? forwarded : new URL(fallbackUrl).protocol.slice(0, -1);
  return `${protocol}://${host}`;
}

/**
 * A same-site path to return to after signing in, or "/". Only absolute paths are accepted: `//host`,
 * `/\host` and full URLs would send a freshly signed-in user to another site. The checks run on the path
 * as a browser will read it (dot segments resolved, percent-encoded dots decoded): `/.//host` becomes
 * `//host` only after normalisation.
 */
export function safeCallbackPath(value: unknown): string {
  if (typeof value !== "string" || value.length === 0 || value.length > 2048) return "/";
  if (!isLocalPath(value)) return "/";
  const parsed = new URL(value, "http://console.invalid");
  if (parsed.origin !== "http://console.invalid") return "/";
  const normalised = `${parsed.pathname}${parsed.search}${parsed.hash}`;
  return isLocalPath(normalised) && !parsed.pathname.startsWith("//") ? normalised : "/";
}

function isLocalPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return false;
  // Control characters (tab, newline) are dropped by URL parsers, which can turn `/\t/host` into `//host`.
  return ![...path].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}
