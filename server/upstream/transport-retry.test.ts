import "server-only";
import { createHash } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { rejection } from "@/lib/testing/thrown";
import { RateLimitError, UpstreamTimeoutError, UpstreamUnavailableError } from "./errors";
import { closedPort, recordingServerEachTest } from "./testing/recording-server";
import { createTransport, type TransportOptions } from "./transport";

const SIGNING_KEY = createHash("sha256").update("sk_live_retry-test-secret").digest("hex");
const T0 = 1_763_799_330_000;

const server = recordingServerEachTest(SIGNING_KEY);
let waits: number[];
beforeEach(() => {
  waits = [];
});

/** A transport whose sleeps are recorded, not slept, and whose clock ticks one second per reading. */
function transport(overrides: Partial<TransportOptions> = {}) {
  let tick = 0;
  return createTransport({
    baseUrl: server.url,
    keyId: "ak_live_4f7a2c",
    signingKey: SIGNING_KEY,
    sleep: async (ms) => {
      waits.push(ms);
    },
    now: () => T0 + 1000 * tick++,
    random: () => 0.5,
    ...overrides,
  });
}

const unavailable = { status: 503, json: { statusCode: 503, message: "down", error: "Service Unavailable" } };
const tooMany = (headers: Record<string, string>) => ({
  status: 429,
  headers,
  json: { statusCode: 429, message: "Too Many Requests", error: "Too Many Requests" },
});

describe("retries", () => {
  it("retries a GET on 503 with jittered backoff and a fresh signature each time", async () => {
    server.respond((_req, i) => (i < 2 ? unavailable : { status: 200, json: { ok: true } }));
    const response = await transport().request({ method: "GET", pathWithQuery: "/v1/payment/list?page=1" });
    expect(response.body).toEqual({ ok: true });
    expect(server.requests).toHaveLength(3);
    expect(server.requests.every((r) => r.signatureValid)).toBe(true);
    const stamps = server.requests.map((r) => r.headers["x-timestamp"]);
    expect(new Set(stamps).size).toBe(3);
    const signatures = server.requests.map((r) => r.headers["x-signature"]);
    expect(new Set(signatures).size).toBe(3);
    // Full jitter with random() = 0.5: half of 200 ms, then half of 400 ms.
    expect(waits).toEqual([100, 200]);
  });

  it("gives up on a GET after maxRetries and reports the last 503", async () => {
    server.respond(() => unavailable);
    const error = await rejection(
      UpstreamUnavailableError,
      transport({ maxRetries: 2 }).request({ method: "GET", pathWithQuery: "/v1/bank/list" }),
    );
    expect(error).toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(3);
  });

  it("never retries a POST on 503", async () => {
    server.respond(() => unavailable);
    await rejection(
      UpstreamUnavailableError,
      transport().request({ method: "POST", pathWithQuery: "/v1/payment", body: { amount: 1 } }),
    );
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("retries a GET on timeout but never a PATCH", async () => {
    server.respond(() => "hang");
    await rejection(
      UpstreamTimeoutError,
      transport({ timeoutMs: 200, maxRetries: 1 }).request({ method: "GET", pathWithQuery: "/v1/bank/list" }),
    );
    expect(server.requests).toHaveLength(2);
    await rejection(
      UpstreamTimeoutError,
      transport({ timeoutMs: 200, maxRetries: 1 }).request({
        method: "PATCH",
        pathWithQuery: "/v1/branch/br_1",
        body: { name: "x" },
      }),
    );
    expect(server.requests).toHaveLength(3);
  });

  it("retries on a refused connection for GET only", async () => {
    const baseUrl = `http://127.0.0.1:${await closedPort()}`;
    await expect(
      transport({ baseUrl }).request({ method: "GET", pathWithQuery: "/v1/bank/list" }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(waits).toHaveLength(2);
    await expect(
      transport({ baseUrl }).request({ method: "POST", pathWithQuery: "/v1/branch", body: {} }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(waits).toHaveLength(2);
  });

  it("retries a POST on 429 after Retry-After, resending the same bytes freshly signed", async () => {
    server.respond((_req, i) =>
      i === 0 ? tooMany({ "retry-after": "2" }) : { status: 201, json: { id: "pay_1" } },
    );
    const response = await transport().request({
      method: "POST",
      pathWithQuery: "/v1/payment",
      body: { amount: 5 },
    });
    expect(response.status).toBe(201);
    expect(waits).toEqual([2000]);
    const [first, second] = server.requests;
    expect(second?.rawBody.equals(first?.rawBody ?? Buffer.alloc(0))).toBe(true);
    expect(first?.headers["x-timestamp"]).not.toBe(second?.headers["x-timestamp"]);
    expect([first?.signatureValid, second?.signatureValid]).toEqual([true, true]);
  });

  it("waits until X-RateLimit-Reset (Unix seconds) when there is no Retry-After", async () => {
    const reset = String(T0 / 1000 + 7);
    server.respond((_req, i) =>
      i === 0 ? tooMany({ "x-ratelimit-reset": reset }) : { status: 200, json: {} },
    );
    await transport({ now: () => T0 }).request({ method: "GET", pathWithQuery: "/v1/bank/list" });
    expect(waits).toEqual([7000]);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ["Retry-After", { "retry-after": "120" }, 120],
    ["X-RateLimit-Reset", { "x-ratelimit-reset": String(T0 / 1000 + 60) }, 60],
  ])("throws RateLimitError at once when %s asks for more than the cap", async (_name, headers, seconds) => {
    server.respond(() => tooMany(headers));
    const error = await rejection(
      RateLimitError,
      transport({ now: () => T0 }).request({ method: "POST", pathWithQuery: "/v1/payment", body: {} }),
    );
    expect(error).toMatchObject({ status: 429, code: "rate_limited", retryAfterSeconds: seconds });
    expect(server.requests).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it("reports RateLimitError when 429 persists through every retry", async () => {
    server.respond(() => tooMany({ "retry-after": "1" }));
    const error = await rejection(
      RateLimitError,
      transport({ maxRetries: 2 }).request({ method: "DELETE", pathWithQuery: "/v1/payment-link/pl_1" }),
    );
    expect(error).toMatchObject({ retryAfterSeconds: 1 });
    expect(server.requests).toHaveLength(3);
    expect(waits).toEqual([1000, 1000]);
  });
});
