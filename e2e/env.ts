import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const consolePort = Number(process.env.E2E_PORT ?? 3100);
const sandboxPort = Number(process.env.E2E_SANDBOX_PORT ?? 4110);
const dataDir = resolve(process.env.E2E_DATA_DIR ?? ".data/e2e");

/** Where the e2e stack runs; separate from `npm start` so both can run side by side. */
export const E2E = {
  consolePort,
  sandboxPort,
  dataDir,
  consoleUrl: `http://127.0.0.1:${consolePort}`,
  sandboxUrl: `http://127.0.0.1:${sandboxPort}`,
  adminToken: "e2e-sandbox-admin-token",
  /**
   * The console's whole-request deadline in this stack (REQUEST_TIMEOUT_MS; 30 s by default): shorter, so
   * the spec that waits for it waits less, and still above the forward's own 10-s body deadline.
   */
  requestDeadlineMs: 15_000,
  storageState: join(dataDir, "owner-state.json"),
};

export type DemoKey = { merchantId: string; name: string; apiKey: string; keyId: string };

export function demoLogin(): { email: string; password: string } {
  return JSON.parse(readFileSync(join(E2E.dataDir, "demo-login.json"), "utf8"));
}

export function demoKeys(): { merchant: DemoKey; aggregator: DemoKey } {
  return JSON.parse(readFileSync(join(E2E.dataDir, "demo-keys.json"), "utf8"));
}

/** Calls the sandbox's control API (it plays the customer, the bank and the platform admin). */
export async function sandboxControl(method: string, path: string, body?: unknown) {
  const response = await fetch(E2E.sandboxUrl + path, {
    method,
    headers: { "x-sandbox-admin-token": E2E.adminToken, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
