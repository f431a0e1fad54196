import type { MiddlewareHandler } from "hono";
import { secureHeaders } from "hono/secure-headers";

// Hosted pages take a customer's click (pay, approve a direct debit), so no other site may frame them
// (clickjacking), and they run nothing but the sandbox's own files. The policy allows exactly what the
// pages load: the stylesheet, the checkout's countdown script and form posts back to the sandbox. Page
// addresses hold payment ids and link slugs, so no referrer leaves them. The sandbox is served over plain
// HTTP on loopback, so it claims no Strict-Transport-Security.
const headers = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'none'"],
    styleSrc: ["'self'"],
    scriptSrc: ["'self'"],
    formAction: ["'self'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
  },
  xFrameOptions: "DENY",
  referrerPolicy: "no-referrer",
  strictTransportSecurity: false,
});

/** A page shows a live status; a cached copy would offer buttons for a payment already settled. */
const noStorePages: MiddlewareHandler = async (c, next) => {
  await next();
  if (c.res.headers.get("Content-Type")?.startsWith("text/html")) c.header("Cache-Control", "no-store");
};

/** Headers for every response, and for HTML pages the caching rule. */
export const securityHeaders: MiddlewareHandler[] = [headers, noStorePages];
