import { request } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { fileSandbox } from "../testing/file-sandbox";
import { TEST_ADMIN_TOKEN } from "../testing/harness";

const sandbox = fileSandbox({ env: { SANDBOX_PUBLIC_URL: "https://pay-sandbox.example.lk" } });
let port: number;
beforeAll(async () => {
  port = Number(new URL(sandbox.url).port);
});

/** A request to the sandbox's loopback port that claims to be for `host` (fetch cannot set Host). */
function withHost(host: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, unknown> }>(
    (resolve, reject) => {
      const req = request({ host: "127.0.0.1", port, path, headers: { host, ...headers } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      });
      req.on("error", reject);
      req.end();
    },
  );
}

const token = { "x-sandbox-admin-token": TEST_ADMIN_TOKEN };

describe("the Host check (DNS rebinding defence)", () => {
  it.each([
    ["/health", {}],
    ["/v1/payment/list", {}],
    ["/sandbox/clock", token],
    ["/sandbox/webhook-public-key", {}],
    ["/checkout/0b5e7c1e-3f7a-4c1d-9a1e-2b7d8c9e0f11", {}],
  ])("answers 421 in the error format for a foreign host name: %s", async (path, headers) => {
    for (const host of ["attacker.example", `attacker.example:${port}`, "127.0.0.1.nip.io", "127.0.0.2"]) {
      const response = await withHost(host, path, headers);
      expect(response.status).toBe(421);
      expect(JSON.parse(response.body)).toEqual({
        statusCode: 421,
        message: expect.stringContaining("own host names"),
        error: "Misdirected Request",
      });
    }
  });

  it("answers this machine's names with any port, and the host of SANDBOX_PUBLIC_URL", async () => {
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      "LOCALHOST",
      `[::1]:${port}`,
      "localhost.:80",
      "pay-sandbox.example.lk",
      "pay-sandbox.example.lk:443",
    ]) {
      const response = await withHost(host, "/sandbox/clock", token);
      expect([host, response.status]).toEqual([host, 200]);
    }
  });

  it("still serves the test harness, which addresses the sandbox as 127.0.0.1 with its port", async () => {
    const merchant = await sandbox.createMerchant();
    const list = await sandbox.client(merchant.apiKey).request("GET", "/v1/payment/list");
    expect(list.status).toBe(200);
  });
});
