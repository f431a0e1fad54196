// The security headers of every response, in one place (README, "Security"). Three users:
// - proxy.ts gives every page a Content-Security-Policy with a fresh nonce (pageContentSecurityPolicy):
//   scripts run only with that nonce (Next puts it on its own scripts, the root layout on next-themes'
//   one) or when a nonced script loaded them ('strict-dynamic'); no 'unsafe-inline' and, outside
//   development, no 'unsafe-eval'.
// - next.config.ts sets the static headers (securityHeaders) on what Next serves, and the closed policy
//   (API_CONTENT_SECURITY_POLICY) on what is not a page: route handlers answer JSON, CSV or event streams
//   and never need to run or embed anything.
// - the front server (server/front/) sets securityHeaders() on what it serves itself (the forwarder's fast
//   path, static brotli files, its refusals), and Strict-Transport-Security per request.
// Pure and free of "server-only": next.config.ts and proxy.ts load it, and Node loads next.config.ts outside
// the react-server condition, where "server-only" throws.

/** The policy of everything that is not a page: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * A page's policy. Styles allow 'unsafe-inline' (style-src only): React renders `style` attributes
 * (Radix's positioned popovers, the charts' tooltips, progress bars) and sonner and react-remove-scroll add
 * <style> elements without a nonce; a nonce in style-src would switch 'unsafe-inline' off for all of them.
 * Styles cannot run code; scripts, which can, need the nonce.
 * `dev`: `next dev` evaluates modules with eval() and talks to its HMR socket.
 */
export function pageContentSecurityPolicy(nonce: string, dev: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join("; ");
}

/** A fresh nonce: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export type HeaderEntry = { key: string; value: string };

/** The headers every response carries, whatever serves it (the policy is replaced on pages). */
export function staticSecurityHeaders(): HeaderEntry[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

/** The static headers with the closed policy: what non-page answers carry. */
export function securityHeaders(): HeaderEntry[] {
  return [...staticSecurityHeaders(), { key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];
}

/**
 * Route handlers outside /api (answers, not pages: they take the closed policy). The headers test fails
 * when app/ gains a route.ts outside app/api that this list does not name.
 */
export const ROUTE_HANDLERS_OUTSIDE_API: readonly RegExp[] = [
  /^\/settings\/audit\/export\/?$/,
  /^\/accounts\/[^/]+\/approvals\/(requests|summary|requesters)\/?$/,
];

/** Whether a path is answered by a page (and so gets a nonce): not /api, not Next's files, not a file. */
export function isPagePath(pathname: string): boolean {
  if (/^\/(api|_next)(\/|$)/.test(pathname)) return false;
  if (/\.[A-Za-z0-9]+$/.test(pathname.slice(pathname.lastIndexOf("/") + 1))) return false;
  return !ROUTE_HANDLERS_OUTSIDE_API.some((pattern) => pattern.test(pathname));
}
