import "server-only";

export interface SecurityHeader {
  key: string;
  value: string;
}

/**
 * The Content Security Policy. `next start` inlines small scripts (the RSC payload and bootstrap) without
 * nonces, so scripts need 'unsafe-inline'; everything else stays on our origin, and no page may frame us.
 * Development adds 'unsafe-eval' (React's dev tooling) and websockets (hot reload).
 */
export function contentSecurityPolicy(options: { development?: boolean } = {}): string {
  const dev = options.development === true;
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", "'unsafe-inline'", ...(dev ? ["'unsafe-eval'"] : [])],
    "style-src": ["'self'", "'unsafe-inline'"],
    // QR codes and charts render as data: and blob: images.
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(dev ? ["ws:", "wss:"] : [])],
    "frame-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/**
 * Headers for every response. Strict-Transport-Security is only meaningful over HTTPS (browsers ignore it
 * on http://, and sending it from a local http console would pin localhost), so it is added only when
 * the console's public URL is https.
 */
export function securityHeaders(options: { https?: boolean; development?: boolean } = {}): SecurityHeader[] {
  const headers: SecurityHeader[] = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Frame-Options", value: "DENY" },
    {
      key: "Permissions-Policy",
      value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (options.https) {
    headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  }
  return headers;
}
