import "server-only";
import { env } from "@/server/env";
import { usesSecureCookies } from "./request-info";

/**
 * The names of the console's sign-in cookies, and when they are the prefixed, `Secure` ones. Served over
 * HTTPS, the session and the sign-in's callback address are `__Secure-` cookies (only ever set over HTTPS,
 * with `Secure`) and the CSRF token a `__Host-` one (also no `Domain`, path `/`), so that neither a sibling
 * host nor a plain-HTTP answer can plant one. Over plain HTTP (loopback, tests) they keep their plain names.
 * next-auth writes them with these names (session-config.ts) and the console reads only the configured one
 * (session-cookie.ts): a plain-named session cookie is not read over HTTPS.
 */

export const AUTH_COOKIE_BASE_NAMES = {
  sessionToken: "authjs.session-token",
  csrfToken: "authjs.csrf-token",
  callbackUrl: "authjs.callback-url",
} as const;

export type AuthCookie = keyof typeof AUTH_COOKIE_BASE_NAMES;

const PREFIX: Record<AuthCookie, string> = {
  sessionToken: "__Secure-",
  csrfToken: "__Host-",
  callbackUrl: "__Secure-",
};

/** Each sign-in cookie's name, prefixed when the console is served over HTTPS. */
export function authCookieNames(secure: boolean): Record<AuthCookie, string> {
  const names = {} as Record<AuthCookie, string>;
  for (const [cookie, base] of Object.entries(AUTH_COOKIE_BASE_NAMES) as [AuthCookie, string][])
    names[cookie] = secure ? `${PREFIX[cookie]}${base}` : base;
  return names;
}

export function sessionCookieName(secure: boolean): string {
  return authCookieNames(secure).sessionToken;
}

interface HeaderSource {
  get(name: string): string | null;
}

const isHttps = (url: string | undefined) => url !== undefined && new URL(url).protocol === "https:";

/**
 * Whether the console is served over HTTPS: any of its configured public addresses (AUTH_URL,
 * CONSOLE_PUBLIC_URL, PUBLIC_URL) is https; else, when AUTH_URL is set (http), not; else the protocol the
 * browser used, as the front server established it (`X-Forwarded-Proto`, which it rewrites on every
 * request) or the request URL's.
 */
export function servedOverHttps(request: { headers: HeaderSource; url?: string | undefined }): boolean {
  const { AUTH_URL, CONSOLE_PUBLIC_URL, PUBLIC_URL } = env();
  if ([AUTH_URL, CONSOLE_PUBLIC_URL, PUBLIC_URL].some(isHttps)) return true;
  return usesSecureCookies({ authUrl: AUTH_URL, headers: request.headers, url: request.url });
}
