import "server-only";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { rejection } from "@/lib/testing/thrown";
import {
  AuthenticationError,
  BadResponseError,
  ConflictError,
  NotFoundError,
  PermissionError,
  UpstreamError,
  UpstreamTimeoutError,
  UpstreamUnavailableError,
  ValidationError,
} from "./errors";
import { closedPort, recordingServerEachTest } from "./testing/recording-server";
import { createTransport, type TransportOptions } from "./transport";

const KEY_ID = "ak_live_4f7a2c";
const SIGNING_KEY = createHash("sha256").update("sk_live_transport-test-secret").digest("hex");

const server = recordingServerEachTest(SIGNING_KEY);

function transport(overrides: Partial<TransportOptions> = {}) {
  return createTransport({
    baseUrl: server.url,
    keyId: KEY_ID,
    signingKey: SIGNING_KEY,
    sleep: async () => {},
    ...overrides,
  });
}

describe("what is sent is what is signed", () => {
  it("sends an encoded query byte for byte as signed", async () => {
    const path =
      "/v1/payment/list?search=John%20Doe&tag=a+b&ref=~x1&ids=a%2Cb&city=%E0%B6%9A%E0%B7%9C%E0%B7%85%E0%B6%B9&ids%5B%5D=p1&ids[]=p2";
    const response = await transport().request({ method: "GET", pathWithQuery: path });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    const [seen] = server.requests;
    expect(seen?.target).toBe(path);
    expect(seen?.signatureValid).toBe(true);
    expect(seen?.headers["x-api-key"]).toBe(KEY_ID);
    expect(seen?.headers["content-type"]).toBeUndefined();
    expect(seen?.rawBody.length).toBe(0);
  });

  it("serializes a JSON body once and signs exactly those bytes", async () => {
    server.respond(() => ({ status: 201, json: { id: "pay_1" }, headers: { "x-request-id": "req_9" } }));
    const body = { amount: 1500.5, currency: "LKR", customerName: "Colombo කොළඹ", note: "₨ 1,500.50" };
    const response = await transport().request({ method: "POST", pathWithQuery: "/v1/payment", body });
    expect(response).toMatchObject({ status: 201, body: { id: "pay_1" }, requestId: "req_9" });
    const [seen] = server.requests;
    expect(seen?.rawBody.toString("utf8")).toBe(JSON.stringify(body));
    expect(seen?.headers["content-type"]).toBe("application/json");
    expect(seen?.signatureValid).toBe(true);
  });

  it("signs the canonical form of characters the URL standard encodes", async () => {
    await transport().request({ method: "GET", pathWithQuery: "/v1/branch/list?search=O'Brien කොළඹ" });
    const [seen] = server.requests;
    expect(seen?.target).toBe("/v1/branch/list?search=O%27Brien%20%E0%B6%9A%E0%B7%9C%E0%B7%85%E0%B6%B9");
    expect(seen?.signatureValid).toBe(true);
  });

  it("sends no body on DELETE and signs the empty string", async () => {
    server.respond(() => ({ status: 204 }));
    const response = await transport().request({
      method: "DELETE",
      pathWithQuery: "/v1/branch/br_1",
      body: { x: 1 },
    });
    expect(response).toMatchObject({ status: 204, body: null, rawBody: "" });
    expect(server.requests[0]?.rawBody.length).toBe(0);
    expect(server.requests[0]?.signatureValid).toBe(true);
  });

  it("keeps a base URL's path prefix in the signed target and refuses paths that leave it", async () => {
    const prefixed = transport({ baseUrl: `${server.url}/gateway/` });
    await prefixed.request({ method: "GET", pathWithQuery: "/v1/bank/list" });
    expect(server.requests[0]?.target).toBe("/gateway/v1/bank/list");
    expect(server.requests[0]?.signatureValid).toBe(true);
    await expect(prefixed.request({ method: "GET", pathWithQuery: "/../admin" })).rejects.toThrow(/escapes/);
    await expect(
      transport().request({ method: "GET", pathWithQuery: "//evil.example/v1" }),
    ).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});

describe("failures", () => {
  it("turns a missing answer into UpstreamTimeoutError", async () => {
    server.respond(() => "hang");
    const started = Date.now();
    const error = await rejection(
      UpstreamTimeoutError,
      transport({ timeoutMs: 200 }).request({ method: "POST", pathWithQuery: "/v1/payment", body: {} }),
    );
    expect((error as UpstreamTimeoutError).code).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a redirect without following it", async () => {
    server.respond((req) =>
      req.target === "/redirect-target"
        ? { status: 200, json: { followed: true } }
        : { status: 302, headers: { location: "/redirect-target" } },
    );
    await rejection(BadResponseError, transport().request({ method: "GET", pathWithQuery: "/v1/bank/list" }));
    expect(server.requests.map((r) => r.target)).toEqual(["/v1/bank/list"]);
  });

  it.each([
    [
      401,
      AuthenticationError,
      "authentication",
      { statusCode: 401, message: "Invalid signature", error: "Unauthorized" },
    ],
    [
      403,
      PermissionError,
      "permission",
      { statusCode: 403, message: "No AGGREGATOR access", error: "Forbidden" },
    ],
    [404, NotFoundError, "not_found", { statusCode: 404, message: "Payment not found", error: "Not Found" }],
    [409, ConflictError, "conflict", { statusCode: 409, message: "Branch code exists", error: "Conflict" }],
  ])("maps %i to its error class with status, body and request id", async (status, type, code, body) => {
    server.respond(() => ({ status, json: body, headers: { "x-request-id": `req_${status}` } }));
    const error = await rejection(
      type,
      transport().request({ method: "GET", pathWithQuery: "/v1/payment/pay_1" }),
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status, code, body, requestId: `req_${status}` });
    expect((error as Error).message).toContain(body.message);
    expect(server.requests).toHaveLength(1);
  });

  it("maps 400 to ValidationError with its details", async () => {
    const details = [{ field: "amount", constraint: "min", message: "amount must be greater than 0" }];
    const body = { statusCode: 400, message: "Validation failed", error: "Bad Request", details };
    server.respond(() => ({ status: 400, json: body, headers: { "x-request-id": "req_400" } }));
    const error = await rejection(
      ValidationError,
      transport().request({ method: "POST", pathWithQuery: "/v1/payment", body: { amount: 0 } }),
    );
    expect(error).toMatchObject({ status: 400, code: "validation", body, requestId: "req_400", details });
  });

  it("turns a refused connection into UpstreamUnavailableError", async () => {
    const port = await closedPort();
    const error = await rejection(
      UpstreamUnavailableError,
      transport({ baseUrl: `http://127.0.0.1:${port}`, maxRetries: 0 }).request({
        method: "GET",
        pathWithQuery: "/v1/bank/list",
      }),
    );
    expect(error).toMatchObject({ status: null, code: "unavailable" });
    expect((error as Error).message).not.toContain(SIGNING_KEY);
  });

  it("lets the caller's abort through unchanged and does not retry it", async () => {
    server.respond(() => "hang");
    const controller = new AbortController();
    const pending = transport().request({
      method: "GET",
      pathWithQuery: "/v1/bank/list",
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(UpstreamError);
    expect((error as Error).name).toBe("AbortError");
    expect(server.requests).toHaveLength(1);
  });
});
