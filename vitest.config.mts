import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { globSync } from "tinyglobby";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));
const alias = {
  "@/": root,
  "server-only": fileURLToPath(new URL("./lib/testing/empty-module.ts", import.meta.url)),
};

const NODE_TESTS = "{data,lib,server,sandbox,scripts}/**/*.test.ts";
const DOM_TESTS = "{app,components,data,lib}/**/*.test.tsx";
const INTEGRATION_TESTS = "**/*.int.test.ts";
const BUILT_TESTS = "server/**/*.built.test.ts";

// Test files share one module cache per worker (no per-file isolation: a fresh jsdom and fresh imports for
// each of a hundred files cost most of the run). A file that replaces a module with vi.mock needs its own
// cache, so those files run isolated in a project of their own; they are found by reading the files.
const mockingFiles = (pattern: string) =>
  globSync(pattern, {
    cwd: root,
    ignore: pattern.endsWith(INTEGRATION_TESTS)
      ? ["node_modules/**"]
      : [INTEGRATION_TESTS, BUILT_TESTS, "node_modules/**"],
  })
    .filter((file) => readFileSync(`${root}${file}`, "utf8").includes("vi.mock("))
    .sort();
const mocking = {
  node: mockingFiles(NODE_TESTS),
  dom: mockingFiles(DOM_TESTS),
  integration: mockingFiles(`{server,sandbox,scripts}/${INTEGRATION_TESTS}`),
};
const integration = {
  environment: "node" as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // One embedded Postgres per project is shared by its integration files; files still run in parallel.
  globalSetup: ["./scripts/testing/global-setup.ts"],
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
          include: [NODE_TESTS],
          exclude: [INTEGRATION_TESTS, BUILT_TESTS, "node_modules/**", ...mocking.node],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: [DOM_TESTS],
          exclude: ["node_modules/**", ...mocking.dom],
          setupFiles: ["./lib/testing/setup-dom.ts"],
          isolate: false,
          // Forms driven keystroke by keystroke take seconds on a busy 2-core machine; a hang still fails.
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "node-mocks",
          environment: "node",
          include: mocking.node.length ? mocking.node : ["-"],
        },
      },
      {
        extends: true,
        test: {
          name: "dom-mocks",
          environment: "jsdom",
          include: mocking.dom.length ? mocking.dom : ["-"],
          setupFiles: ["./lib/testing/setup-dom.ts"],
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration",
          include: [`{server,sandbox,scripts}/${INTEGRATION_TESTS}`],
          exclude: ["node_modules/**", ...mocking.integration],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          // Tests of the built console as `npm start` runs it: `npm test` runs them after its build.
          name: "built",
          environment: "node",
          include: [BUILT_TESTS],
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration-mocks",
          include: mocking.integration.length ? mocking.integration : ["-"],
        },
      },
    ],
  },
});
