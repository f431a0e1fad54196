import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type ConsoleFixture, createConsoleFixture } from "@/server/accounts/testing/console-fixture";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { auditLog } from "@/server/db/schema";
import {
  closedPort,
  type RecordingServer,
  startRecordingServer,
} from "@/server/upstream/testing/recording-server";
import type { BffLogLine } from "./log";
import { callBff, seenResponses } from "./testing/bff-client";

// The forwarder against a recording server: what goes on the wire, byte for byte, and how failures map.
const keyId = "ak_live_wiretest";
const secret = "sk_live_wire-secret-value";
const signingKey = createHash("sha256").update(secret).digest("hex");

let fx: ConsoleFixture;
let upstream: RecordingServer;
let accountId: string;
let user: { id: string; email: string; name: string | null };
const logLines: BffLogLine[] = [];

function forwarder(timeoutMs = 2_000) {
  return forwarderFor(fx, user.id, { timeoutMs, log: (line) => logLines.push(line) });
}

beforeAll(async () => {
  [fx, upstream] = await Promise.all([
    createConsoleFixture("console_bff_wire"),
    startRecordingServer(signingKey),
  ]);
  accountId = await fx.storeAccount({ baseUrl: upstream.url, keyId, signingKey });
  user = await fx.createUser();
  await fx.addMember(user.id, accountId, "owner");
});

afterAll(async () => {
  await upstream?.close();
  await fx?.close();
});

beforeEach(() => {
  upstream.requests.length = 0;
  upstream.respond(() => ({ status: 200, json: {} }));
});

describe("what reaches the service", () => {
  it("sends the caller's path and query as they were, signed, and returns the answer unchanged", async () => {
    const answer = '{"data":[],"meta":{"page":2,"pageSize":5,"totalItems":0,"totalPages":0},"odd":1.50}';
    upstream.respond(() => ({
      status: 200,
      text: answer,
      headers: {
        "content-type": "application/json",
        "x-ratelimit-limit": "200",
        "x-ratelimit-remaining": "199",
        "x-ratelimit-reset": "1900000000",
        "x-request-id": "upstream-req-1",
      },
    }));
    const pathWithQuery = "/v1/payment/list?page=2&pageSize=5&search=caf%C3%A9%20%26%20tea&status=PAID";
    const response = await callBff(forwarder(), "GET", accountId, pathWithQuery);

    expect(upstream.requests).toHaveLength(1);
    const [sent] = upstream.requests;
    expect(sent?.method).toBe("GET");
    expect(sent?.target).toBe(pathWithQuery);
    expect(sent?.signatureValid).toBe(true);
    expect(sent?.headers["x-api-key"]).toBe(keyId);
    expect(response.status).toBe(200);
    expect(response.text).toBe(answer);
    expect(response.headers.get("x-ratelimit-limit")).toBe("200");
    expect(response.headers.get("x-ratelimit-remaining")).toBe("199");
    expect(response.headers.get("x-ratelimit-reset")).toBe("1900000000");
    expect(response.headers.get("x-upstream-request-id")).toBe("upstream-req-1");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends spaces as %20 even when the framework re-serialized the query with '+'", async () => {
    upstream.respond(() => ({
      status: 200,
      json: { data: [], meta: { page: 1, pageSize: 20, totalItems: 0, totalPages: 0 } },
    }));
    // Next re-serializes a route handler's query with URLSearchParams, which writes a space as '+'.
    await callBff(forwarder(), "GET", accountId, "/v1/payment/list?search=Perera+%26+Sons&page=1");
    expect(upstream.requests[0]?.target).toBe("/v1/payment/list?search=Perera%20%26%20Sons&page=1");
    expect(upstream.requests[0]?.signatureValid).toBe(true);
  });

  it("signs and sends the caller's JSON body, and audits the call without the body", async () => {
    upstream.respond(() => ({ status: 201, json: { id: "link-1", name: "Tea" } }));
    const body = {
      name: "Tea",
      amount: 10.5,
      currency: "LKR",
      allowCustomAmount: false,
      description: "secret recipe",
    };
    const response = await callBff(forwarder(), "POST", accountId, "/v1/payment-link", { body });

    const [sent] = upstream.requests;
    expect(sent?.target).toBe("/v1/payment-link");
    expect(sent?.rawBody.toString("utf8")).toBe(JSON.stringify(body));
    expect(sent?.headers["content-type"]).toBe("application/json");
    expect(sent?.signatureValid).toBe(true);
    expect(response.status).toBe(201);

    const requestId = response.headers.get("x-request-id") ?? "";
    const [entry] = await fx.handle.db.select().from(auditLog).where(eq(auditLog.requestId, requestId));
    expect(entry).toMatchObject({
      userId: user.id,
      accountId,
      action: "createPaymentLink",
      method: "POST",
      path: "/v1/payment-link",
      status: 201,
      outcome: "success",
      details: { resourceId: "link-1" },
    });
    expect(JSON.stringify(entry)).not.toContain("secret recipe");
  });

  it("forwards no query to an operation that takes none, and drops a body from a GET", async () => {
    await callBff(forwarder(), "GET", accountId, "/v1/payment/pay%2F1?debug=1");
    expect(upstream.requests[0]?.target).toBe("/v1/payment/pay%2F1");
    expect(upstream.requests[0]?.rawBody.length).toBe(0);
  });
  it("sets a branch-scoped member's branch on list queries, keeping the rest of the query as sent", async () => {
    const branchId = "3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d";
    const cashier = await fx.createUser();
    await fx.addMember(cashier.id, accountId, "staff", branchId);
    const handlers = forwarderFor(fx, cashier.id);
    await callBff(handlers, "GET", accountId, "/v1/payment-link/list?search=a%20b&page=1");
    expect(upstream.requests[0]?.target).toBe(
      `/v1/payment-link/list?search=a%20b&page=1&branchId=${branchId}`,
    );
    expect(upstream.requests[0]?.signatureValid).toBe(true);
    upstream.respond(() => ({ status: 201, json: { id: "p1", branchId } }));
    await callBff(handlers, "POST", accountId, "/v1/payment-link", {
      body: { name: "Tea", amount: 1, currency: "LKR", allowCustomAmount: false },
    });
    expect(JSON.parse(upstream.requests[1]?.rawBody.toString("utf8") ?? "")).toEqual({
      name: "Tea",
      amount: 1,
      allowCustomAmount: false,
      currency: "LKR",
      branchId,
    });
  });
});

describe("what never reaches the service", () => {
  it("answers a contract violation with 400 and details", async () => {
    const response = await callBff(forwarder(), "POST", accountId, "/v1/payment", {
      body: { amount: -1, currency: "EUR" },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ statusCode: 400, error: "Bad Request", code: "validation_failed" });
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: "amount", constraint: "min", message: "amount must be greater than 0" },
        expect.objectContaining({ field: "currency", constraint: "isIn" }),
      ]),
    );
    expect(response.body.message).toBe(
      `amount must be greater than 0 (and ${response.body.details.length - 1} more)`,
    );
    const broken = await callBff(forwarder(), "POST", accountId, "/v1/payment", { rawBody: "{not json" });
    expect(broken.status).toBe(400);
    expect(broken.body.details[0].constraint).toBe("json");
    expect(upstream.requests).toHaveLength(0);
  });

  it("answers 404 for anything outside the contract", async () => {
    for (const [method, path] of [
      ["GET", "/v1/unknown"],
      ["GET", "/v1/payment"],
      ["DELETE", "/v1/payment/p1"],
      ["GET", "/v1/payment/list/extra"],
    ] as const) {
      const response = await callBff(forwarder(), method, accountId, path);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body.code).toBe("not_found");
    }
    expect(upstream.requests).toHaveLength(0);
  });

  it("refuses state-changing calls without this console's Origin", async () => {
    const body = { name: "Tea", amount: 10, currency: "LKR", allowCustomAmount: false };
    for (const origin of [null, "https://evil.example", "null"]) {
      const response = await callBff(forwarder(), "POST", accountId, "/v1/payment-link", { body, origin });
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("origin_rejected");
    }
    const read = await callBff(forwarder(), "GET", accountId, "/v1/branch/list", { origin: null });
    expect(read.status).toBe(200);
    expect(upstream.requests).toHaveLength(1);
  });

  it("answers 401 without a session", async () => {
    const handlers = forwarderFor(fx, null);
    const response = await callBff(handlers, "GET", accountId, "/v1/branch/list");
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ statusCode: 401, error: "Unauthorized", code: "unauthenticated" });
    expect(upstream.requests).toHaveLength(0);
  });
});

describe("upstream failures", () => {
  it("maps a service that does not answer in time to 504 with a request id", async () => {
    upstream.respond(() => "hang");
    const started = Date.now();
    const response = await callBff(forwarder(300), "GET", accountId, "/v1/branch/list");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(response.status).toBe(504);
    expect(response.body).toMatchObject({
      statusCode: 504,
      error: "Gateway Timeout",
      code: "upstream_timeout",
    });
    expect(response.body.requestId).toBe(response.headers.get("x-request-id"));
    expect(logLines.find((line) => line.requestId === response.body.requestId)).toMatchObject({
      status: 504,
      operationId: "listBranches",
      accountId,
    });
  });

  it("maps an unreachable service to 502", async () => {
    const port = await closedPort();
    const deadAccount = await fx.storeAccount({ baseUrl: `http://127.0.0.1:${port}`, keyId, signingKey });
    await fx.addMember(user.id, deadAccount, "owner");
    const response = await callBff(forwarder(), "POST", deadAccount, "/v1/webhooks/test", {
      body: { webhookUrl: "https://shop.example/hooks" },
    });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({
      statusCode: 502,
      error: "Bad Gateway",
      code: "upstream_unreachable",
    });
    const [entry] = await fx.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.requestId, response.body.requestId));
    expect(entry).toMatchObject({ action: "testWebhook", status: 502, outcome: "error" });
  });

  it("passes a service error's status and body through", async () => {
    const conflict = { statusCode: 409, message: "Payment link is not active", error: "Conflict" };
    upstream.respond(() => ({ status: 409, json: conflict, headers: { "x-ratelimit-remaining": "3" } }));
    const response = await callBff(
      forwarder(),
      "PATCH",
      accountId,
      "/v1/payment-link/8d0f6f8e-4a51-4bd5-9d6e-3c1f2b7a9e10",
      { body: { name: "New" } },
    );
    expect(response.status).toBe(409);
    expect(response.body).toEqual(conflict);
    expect(response.headers.get("x-ratelimit-remaining")).toBe("3");
  });
});

describe("key material", () => {
  it("appears in no response and no log line", () => {
    expect(seenResponses.length).toBeGreaterThan(10);
    const everything = [
      ...seenResponses.map((response) => `${JSON.stringify([...response.headers])}\n${response.text}`),
      ...logLines.map((line) => JSON.stringify(line)),
    ].join("\n");
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain(signingKey);
  });
});
