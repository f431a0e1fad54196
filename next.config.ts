import type { NextConfig } from "next";

import { API_CONTENT_SECURITY_POLICY, staticSecurityHeaders } from "./lib/security-headers";

// Security headers on every response (lib/security-headers.ts, shared with the front server and
// proxy.ts). The Content-Security-Policy of pages, with its nonce, comes from proxy.ts, as does the
// closed one of other paths the proxy sees; Next's own files and /api get the closed one here.
const closedPolicy = [{ key: "Content-Security-Policy", value: API_CONTENT_SECURITY_POLICY }];

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The job runner loads its SQL plans and version file at run time: required from node_modules, not bundled.
  serverExternalPackages: ["pg-boss"],
  // `npm test` type-checks the whole tree in a layer of its own while it builds; the build need not again.
  typescript: { ignoreBuildErrors: process.env.CONSOLE_BUILD_TYPES_CHECKED === "1" },
  // For `scripts/bench/chunks.ts`: source maps name the module behind every byte of a chunk. Never in a
  // build that is served.
  productionBrowserSourceMaps: process.env.CONSOLE_BROWSER_SOURCE_MAPS === "1",
  // `npm run dev` binds to 127.0.0.1; let the dev server's own assets load from that origin too.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  // Answered before anything renders: a redirect from a page would first stream the console's shell.
  async redirects() {
    return [
      { source: "/settings", destination: "/settings/accounts", permanent: false },
      { source: "/accounts", destination: "/", permanent: false },
      {
        source: "/accounts/:accountId/reports",
        destination: "/accounts/:accountId/reports/ledger",
        permanent: false,
      },
    ];
  },
  async headers() {
    return [
      { source: "/:path*", headers: staticSecurityHeaders() },
      { source: "/api/:path*", headers: closedPolicy },
      { source: "/_next/:path*", headers: closedPolicy },
    ];
  },
};

export default nextConfig;
