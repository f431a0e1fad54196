import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The sandbox and scripts are separate programs; only app/ is built here.
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
