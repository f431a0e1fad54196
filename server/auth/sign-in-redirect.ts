import "server-only";
export const SIGN_IN_PATH = "/sign-in";

// Reachable signed out: the auth pages themselves, every /api route (each authorizes and answers 401 JSON
// by itself) and Next's own assets.
const openPrefixes = ["/api", "/sign-in", "/setup", "/invite", "/_next"];

/** The `reason` the sign-in page turns into "Your session has expired". */
export const SESSION_EXPIRED_REASON = "session-expired";

/** Whether the proxy should send a signed-out visitor of this path to the sign-in page. */
export function needsSignIn(pathname: string): boolean {
  if (openPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))) return false;
  // Files from public/ (favicon.ico, openapi.json, robots.txt, images): console pages have no extension.
  const lastSegment = pathname.slice(pathname.lastIndexOf("/") + 1);
  return !/\.[A-Za-z0-9]+$/.test(lastSegment);
}

/** Where the proxy sends a signed-out visitor: the sign-in page, coming back to the same place after. */
export function signInLocation(from: { pathname: string; search: string }, sessionExpired: boolean): string {
  const query = new URLSearchParams({ callbackUrl: `${from.pathname}${from.search}` });
  if (sessionExpired) query.set("reason", SESSION_EXPIRED_REASON);
  return `${SIGN_IN_PATH}?${query}`;
}

/** Whether the request still carries a session cookie (possibly split into chunks `.0`, `.1`, …). */
export function hasSessionCookie(cookieNames: Iterable<string>): boolean {
  for (const name of cookieNames) {
    if (/^(__Secure-)?authjs\.session-token(\.\d+)?$/.test(name)) return true;
  }
  return false;
}
