import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@/": root,
  "server-only": fileURLToPath(new URL("./lib/testing/empty-module.ts", import.meta.url)),
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Every test sandbox and stub listens on loopback, which the console calls only when allowed.
    env: { UPSTREAM_ALLOWED_HOSTS: "127.0.0.1,localhost" },
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          environment: "node",
          include: ["{data,lib,server,sandbox,scripts}/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: ["{app,components,data,lib}/**/*.test.tsx"],
          setupFiles: ["./lib/testing/setup-dom.ts"],
          // Forms driven keystroke by keystroke take seconds on a busy 2-core machine; a hang still fails.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          environment: "node",
          include: ["{server,sandbox,scripts}/**/*.int.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One embedded Postgres is shared by every integration file; files still run in parallel.
          globalSetup: ["./scripts/testing/global-setup.ts"],
        },
      },
    ],
  },
});
