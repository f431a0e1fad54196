import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../testing/api-error";
import { type CreatedMerchant, startTestSandbox, type TestSandbox } from "../testing/harness";

// Signing written out here from the spec, independently of both the sandbox and the console's signer.
function sign(secret: string, timestamp: string, method: string, target: string, body: string) {
  const signingKey = createHash("sha256").update(secret).digest("hex");
  return createHmac("sha256", signingKey).update(`${timestamp}${method}${target}${body}`).digest("hex");
}

let sandbox: TestSandbox;
let merchant: CreatedMerchant;
let keyId: string;
let secret: string;

async function raw(method: string, target: string, headers: Record<string, string>, body?: string) {
  const response = await fetch(sandbox.url + target, { method, headers, body });
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json().catch(() => null),
  };
}

function signedHeaders(method: string, target: string, body = "", timestamp = String(Date.now())) {
  return {
    "x-api-key": keyId,
    "x-timestamp": timestamp,
    "x-signature": sign(
      secret,
      timestamp,
      method,
      target,
      method === "GET" || method === "DELETE" ? "" : body,
    ),
    "content-type": "application/json",
  };
}

beforeAll(async () => {
  sandbox = await startTestSandbox();
  merchant = await sandbox.createMerchant({ name: "Auth Test Traders" });
  [keyId = "", secret = ""] = merchant.apiKey.split(".");
});

afterAll(async () => {
  await sandbox?.close();
});

describe("authentication (docs/service-rules.md §2)", () => {
  it("accepts a correctly signed request with a raw query, and reports rate-limit headers", async () => {
    const target = "/v1/payment/list?page=1&pageSize=5&search=Ama%20Perera";
    const response = await raw("GET", target, signedHeaders("GET", target));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: [], meta: { page: 1, pageSize: 5, totalItems: 0, totalPages: 0 } });
    expect(response.headers.get("x-ratelimit-limit")).toBe("200");
    expect(Number(response.headers.get("x-ratelimit-remaining"))).toBe(199);
    const reset = Number(response.headers.get("x-ratelimit-reset"));
    expect(reset).toBeGreaterThan(Date.now() / 1000);
    expect(reset).toBeLessThanOrEqual(Date.now() / 1000 + 61);
  });

  it("signs the raw target: a re-encoded query does not verify", async () => {
    const sent = "/v1/payment/list?search=a+b";
    const response = await raw("GET", sent, signedHeaders("GET", "/v1/payment/list?search=a%20b"));
    expectApiError(response, 401, "Invalid signature");
  });

  it("rejects the full key in x-api-key before anything else", async () => {
    const target = "/v1/payment/list";
    const response = await raw("GET", target, {
      ...signedHeaders("GET", target, "", "1"),
      "x-api-key": merchant.apiKey,
    });
    expectApiError(
      response,
      401,
      "Invalid x-api-key format: send only the key ID (ak_live_xxx), not the full key",
    );
  });

  // Times are taken when the test runs, not when the file is collected: under load the two differ by seconds.
  it.each([
    ["stale", () => String(Date.now() - 301_000)],
    ["future", () => String(Date.now() + 301_000)],
    ["not a number", () => "yesterday"],
    ["missing", () => ""],
  ])("rejects a %s timestamp (checked before the key)", async (_, timestampNow) => {
    const timestamp = timestampNow();
    const target = "/v1/payment/list";
    const headers = { ...signedHeaders("GET", target, "", timestamp), "x-api-key": "ak_live_unknown" };
    const response = await raw("GET", target, headers);
    expect(response.status).toBe(401);
    expect(response.body.message).toBe("Request timestamp outside valid window");
  });

  it("rejects unknown and revoked keys, and keys of an inactive merchant", async () => {
    const target = "/v1/payment/list";
    const unknown = await raw("GET", target, {
      ...signedHeaders("GET", target),
      "x-api-key": "ak_live_nope",
    });
    expectApiError(unknown, 401, "Invalid or inactive API key");

    const other = await sandbox.createMerchant({ name: "Soon inactive" });
    const client = sandbox.client(other.apiKey);
    expect((await client.request("GET", target)).status).toBe(200);
    await sandbox.control("PATCH", `/sandbox/merchants/${other.merchantId}`, { isActive: false });
    expect((await client.request("GET", target)).body.message).toBe("Invalid or inactive API key");

    const revoked = await sandbox.createMerchant({ name: "Revoked key" });
    const revokedClient = sandbox.client(revoked.apiKey);
    expect((await sandbox.control("DELETE", `/sandbox/api-keys/${revoked.apiKeyId}`)).status).toBe(204);
    expect((await revokedClient.request("GET", target)).body.message).toBe("Invalid or inactive API key");
  });

  it("gives an invalid signature when signed with the raw secret instead of the derived key", async () => {
    const target = "/v1/payment/list";
    const timestamp = String(Date.now());
    const withRawSecret = createHmac("sha256", secret).update(`${timestamp}GET${target}`).digest("hex");
    const response = await raw("GET", target, {
      ...signedHeaders("GET", target, "", timestamp),
      "x-signature": withRawSecret,
    });
    expect(response.body.message).toBe("Invalid signature");
  });

  it("signs the exact body bytes: a tampered body fails", async () => {
    const body = JSON.stringify({ name: "Kandy", code: "KDY" });
    const headers = signedHeaders("POST", "/v1/branch", body);
    const response = await raw("POST", "/v1/branch", headers, body.replace("KDY", "KDX"));
    expect(response.body.message).toBe("Invalid signature");
    const accepted = await raw("POST", "/v1/branch", headers, body);
    expect(accepted.status).toBe(201);
  });

  it("gates the offramp family behind the AGGREGATOR role with 403", async () => {
    const response = await sandbox.client(merchant.apiKey).request("GET", "/v1/bank/list");
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ statusCode: 403, error: "Forbidden" });
  });
});

describe("errors and routing (docs/service-rules.md §1)", () => {
  it("answers unknown /v1 paths with 404 in the general error shape", async () => {
    const response = await sandbox.client(merchant.apiKey).request("GET", "/v1/payments");
    expectApiError(response, 404, "Cannot GET /v1/payments");
  });

  it("rejects a body that is not a JSON object, and lists validation details per field", async () => {
    const client = sandbox.client(merchant.apiKey);
    const notObject = await client.request("POST", "/v1/branch", [1, 2]);
    expectApiError(notObject, 400, "Request body must be a JSON object");
    const invalid = await client.request("POST", "/v1/branch", {
      name: "",
      code: "x".repeat(51),
      extra: true,
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.details).toEqual([
      { field: "name", constraint: "minLength", message: "name should not be empty" },
      {
        field: "code",
        constraint: "maxLength",
        message: "code must be shorter than or equal to 50 characters",
      },
    ]);
    expect(invalid.body.message).toBe("name should not be empty (and 1 more)");
  });
});

describe("rate limits (docs/service-rules.md §3)", () => {
  it("allows the spec's limit per minute per merchant and endpoint, then 429 with Retry-After", async () => {
    const limited = await sandbox.createMerchant({ name: "Busy merchant" });
    const client = sandbox.client(limited.apiKey);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await client.request("POST", "/v1/webhooks/test", { webhookUrl: "http://127.0.0.1:9/x" })).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const over = await client.request("POST", "/v1/webhooks/test", { webhookUrl: "http://127.0.0.1:9/x" });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ statusCode: 429, error: "Too Many Requests" });
    expect(over.body.retryAfter).toBeGreaterThanOrEqual(1);
    expect(over.headers.get("retry-after")).toBe(String(over.body.retryAfter));
    expect(over.headers.get("x-ratelimit-remaining")).toBe("0");
    // Another endpoint of the same merchant has its own pool.
    expect((await client.request("GET", "/v1/webhooks/config")).status).toBe(200);
  });
});

describe("control API and clock (docs/service-rules.md §10)", () => {
  it("requires the admin token, except for the public key", async () => {
    const denied = await fetch(`${sandbox.url}/sandbox/clock`);
    expect(denied.status).toBe(401);
    const pem = await (await fetch(`${sandbox.url}/sandbox/webhook-public-key`)).text();
    expect(pem).toContain("BEGIN PUBLIC KEY");
  });

  it("moves the sandbox clock forward only", async () => {
    const before = await sandbox.control("GET", "/sandbox/clock");
    const after = await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 3600 });
    expect(after.body.offsetSeconds - before.body.offsetSeconds).toBe(3600);
    expect(Date.parse(after.body.now) - Date.parse(before.body.now)).toBeGreaterThanOrEqual(3600_000);
    expect((await sandbox.control("POST", "/sandbox/clock/advance", { seconds: -5 })).status).toBe(400);
  });
});

describe("webhook helpers and delivery (docs/service-rules.md §9)", () => {
  it("serves the signing configuration", async () => {
    const response = await sandbox.client(merchant.apiKey).request("GET", "/v1/webhooks/config");
    expect(response.body).toMatchObject({
      algorithm: "ED25519",
      signatureHeader: "X-Webhook-Signature",
      timestampHeader: "X-Webhook-Timestamp",
      attemptHeader: "X-Webhook-Attempt",
      maxAttempts: 5,
      retryDelaysMinutes: [0, 1, 2, 4, 8],
    });
    expect(response.body.publicKey).toBe(sandbox.instance.signer.publicKeyPem);
  });

  it("delivers a signed test webhook and reports failures", async () => {
    const receiver = await sandbox.webhookReceiver();
    const client = sandbox.client((await sandbox.createMerchant({ name: "Webhook tester" })).apiKey);
    const ok = await client.request("POST", "/v1/webhooks/test", { webhookUrl: receiver.url });
    expect(ok.body).toMatchObject({ success: true });
    expect(typeof ok.body.deliveryTime).toBe("number");
    const [delivery] = receiver.deliveries;
    expect(delivery?.verified).toBe(true);
    expect(delivery?.body).toMatchObject({ event: "webhook.test" });
    expect(delivery?.headers["user-agent"]).toBe("PaymentsSandbox-Webhook/2.0");
    receiver.respondWith(500);
    const failed = await client.request("POST", "/v1/webhooks/test", { webhookUrl: receiver.url });
    expect(failed.body).toMatchObject({ success: false, message: "Test webhook delivery failed: HTTP 500" });
  });

  it("retries a failing receiver 1, 2, 4 and 8 minutes apart on the sandbox clock, then stops", async () => {
    const receiver = await sandbox.webhookReceiver();
    receiver.respondWith(503);
    const owner = await sandbox.createMerchant({ name: "Retry merchant" });
    await sandbox.services.db.transaction((tx) =>
      sandbox.services.enqueueWebhook(tx, {
        merchantId: owner.merchantId,
        url: receiver.url,
        eventType: "payment.paid",
        body: { paymentId: "p1", status: "PAID" },
      }),
    );
    await sandbox.instance.runAllDue();
    expect(receiver.deliveries.map((d) => d.attempt)).toEqual([1]);
    // 30 s is not enough for attempt 2; 60 s is.
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 30 });
    expect(receiver.deliveries).toHaveLength(1);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 30 });
    expect(receiver.deliveries.map((d) => d.attempt)).toEqual([1, 2]);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 60 });
    expect(receiver.deliveries).toHaveLength(2);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 60 });
    expect(receiver.deliveries.map((d) => d.attempt)).toEqual([1, 2, 3]);
    receiver.respondWith(200);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 240 });
    expect(receiver.deliveries.map((d) => d.attempt)).toEqual([1, 2, 3, 4]);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 3600 });
    expect(receiver.deliveries).toHaveLength(4);
    expect(
      receiver.deliveries.every((d) => d.verified && d.rawBody === receiver.deliveries[0]?.rawBody),
    ).toBe(true);

    const log = await sandbox.control("GET", `/sandbox/webhook-deliveries?merchantId=${owner.merchantId}`);
    expect(log.body.data[0]).toMatchObject({ event: "payment.paid", state: "delivered", url: receiver.url });
    expect(log.body.data[0].attempts.map((a: { statusCode: number }) => a.statusCode)).toEqual([
      503, 503, 503, 200,
    ]);
  });
});
