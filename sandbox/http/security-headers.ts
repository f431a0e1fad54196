import type { MiddlewareHandler } from "hono";

// Hosted pages take a customer's click (pay, approve a direct debit), so no other site may frame them
// (clickjacking), and they run nothing but the sandbox's own files. The policy allows exactly what the
// pages load: the stylesheet, the checkout's countdown script and form posts back to the sandbox.
export const PAGE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "script-src 'self'",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Headers for every response, and for HTML pages the framing, content and caching rules. */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("X-Content-Type-Options", "nosniff");
  // Page addresses hold payment ids and link slugs; a merchant's site linked from a page learns neither.
  c.header("Referrer-Policy", "no-referrer");
  if (c.res.headers.get("Content-Type")?.startsWith("text/html")) {
    c.header("Content-Security-Policy", PAGE_CSP);
    c.header("X-Frame-Options", "DENY");
    // A page shows a live status; a cached copy would offer buttons for a payment already settled.
    c.header("Cache-Control", "no-store");
  }
};
