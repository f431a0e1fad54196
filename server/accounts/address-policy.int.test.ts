import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { rejection } from "@/lib/testing/thrown";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { resetEnvForTests } from "@/server/env";
import { AccountError } from "./errors";
import { type ConsoleFixture, createConsoleFixture } from "./testing/console-fixture";

// Adding (or re-keying) an account makes the console call the address a person typed. Only public
// addresses, or hosts an operator allowed, are called; what a foreign service answers is never repeated.

let sandbox: TestSandbox;
let fx: ConsoleFixture;
let chatty: Server;
let chattyUrl = "";

beforeAll(async () => {
  [sandbox, fx] = await Promise.all([startTestSandbox(), createConsoleFixture("console_ssrf")]);
  // Something on loopback that is not a payments service and says more than it should.
  chatty = createServer((_req, res) =>
    res
      .writeHead(500, { "content-type": "application/json" })
      .end('{"message":"internal db password=hunter2"}'),
  );
  await new Promise<void>((resolve) => chatty.listen(0, "127.0.0.1", resolve));
  chattyUrl = `http://127.0.0.1:${(chatty.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  resetEnvForTests();
  await new Promise<void>((resolve) => chatty?.close(() => resolve()));
  await fx?.close();
  await sandbox?.close();
});

function allowOnly(hosts: string) {
  vi.stubEnv("UPSTREAM_ALLOWED_HOSTS", hosts);
  resetEnvForTests();
}

const failure = (promise: Promise<unknown>) => rejection(AccountError, promise);

describe("the addresses an account may name", () => {
  it("refuses a loopback service no operator allowed, whatever its port, and calls nothing", async () => {
    const merchant = await sandbox.createMerchant({ name: "Loopback" });
    allowOnly("gateway.internal");
    let calls = 0;
    chatty.on("request", () => calls++);
    for (const baseUrl of [sandbox.url, chattyUrl, sandbox.url.replace("127.0.0.1", "localhost")]) {
      const error = await failure(
        fx.accounts.addAccount({ name: "Loopback", baseUrl, apiKey: merchant.apiKey }),
      );
      expect(error).toMatchObject({ code: "upstream_unreachable", field: "baseUrl" });
      expect(error.message).toContain("UPSTREAM_ALLOWED_HOSTS");
    }
    expect(calls).toBe(0);
  });

  it("calls an allowed host, and never repeats what a foreign service answered", async () => {
    const merchant = await sandbox.createMerchant({ name: "Chatty" });
    allowOnly(`${new URL(chattyUrl).host},${new URL(sandbox.url).host}`);
    const error = await failure(
      fx.accounts.addAccount({ name: "Chatty", baseUrl: chattyUrl, apiKey: merchant.apiKey }),
    );
    expect(error.code).toBe("upstream_error");
    expect(error.message).toContain("500");
    expect(error.message).not.toContain("hunter2");
    expect(error.message).not.toContain("internal db");
    const added = await fx.accounts.addAccount({
      name: "Allowed",
      baseUrl: sandbox.url,
      apiKey: merchant.apiKey,
    });
    expect(added.baseUrl).toBe(sandbox.url);
  });

  it("checks the address again on every call, not only when the account was saved", async () => {
    const merchant = await sandbox.createMerchant({ name: "Later" });
    allowOnly(new URL(sandbox.url).host);
    const added = await fx.accounts.addAccount({
      name: "Later",
      baseUrl: sandbox.url,
      apiKey: merchant.apiKey,
    });
    allowOnly("");
    const error = await failure(fx.accounts.rotateKey(added.id, merchant.apiKey));
    expect(error.message).toContain("UPSTREAM_ALLOWED_HOSTS");
  });

  it("takes https only for production accounts", async () => {
    const merchant = await sandbox.createMerchant({ name: "Production" });
    allowOnly(new URL(sandbox.url).host);
    const error = await failure(
      fx.accounts.addAccount({
        name: "Production",
        baseUrl: sandbox.url,
        apiKey: merchant.apiKey,
        environment: "production",
      }),
    );
    expect(error).toMatchObject({
      field: "baseUrl",
      message: "A production account needs an https:// base URL",
    });
  });
});
