import { defineConfig } from "@playwright/test";
import { E2E } from "./e2e/env";
import { chromiumArgs } from "./e2e/helpers/chromium";

// The whole product (embedded Postgres, sandbox with the demo seed, console build) starts once for the run,
// on its own ports and a fresh data directory, exactly as `npm start` brings it up.
export default defineConfig({
  testDir: "./e2e",
  outputDir: "./test-results/playwright",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // A limit is for a hang: the unit and integration layers run beside this one in `npm test`.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  projects: [
    { name: "setup", testMatch: /auth\.setup\.ts/ },
    {
      name: "e2e",
      dependencies: ["setup"],
      testIgnore: /lockout\.spec\.ts/,
      use: { storageState: E2E.storageState },
    },
    // Last: it locks the loopback address out of signing in for a quarter of an hour.
    { name: "lockout", dependencies: ["e2e"], testMatch: /lockout\.spec\.ts/ },
  ],
  use: {
    baseURL: E2E.consoleUrl,
    browserName: "chromium",
    // Recording a trace costs every test its snapshots; set E2E_TRACE=1 to keep one of each failure.
    trace: process.env.E2E_TRACE ? "retain-on-failure" : "off",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: chromiumArgs,
    },
  },
  webServer: {
    command: `rm -rf ${E2E.dataDir} && npx tsx --conditions=react-server scripts/start.ts`,
    url: `${E2E.consoleUrl}/sign-in`,
    reuseExistingServer: false,
    // start.ts builds the console first when its build is missing or older than the code.
    timeout: 600_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(E2E.consolePort),
      SANDBOX_PORT: String(E2E.sandboxPort),
      DATA_DIR: E2E.dataDir,
      SANDBOX_ADMIN_TOKEN: E2E.adminToken,
      SANDBOX_SEED: "demo",
      LOG_LEVEL: "warn",
      REQUEST_TIMEOUT_MS: String(E2E.requestDeadlineMs),
    },
  },
});
