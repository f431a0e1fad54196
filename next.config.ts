import type { NextConfig } from "next";

import { securityHeaders } from "./scripts/console/security-headers.mjs";

// Security headers on every response (scripts/console/security-headers.mjs, shared with the front server).
const dev = process.env.NODE_ENV === "development";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm run dev` binds to 127.0.0.1; let the dev server's own assets load from that origin too.
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  // Answered before anything renders: a redirect from a page would first stream the console's shell.
  async redirects() {
    return [{ source: "/settings", destination: "/settings/accounts", permanent: false }];
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders(dev) }];
  },
};

export default nextConfig;
