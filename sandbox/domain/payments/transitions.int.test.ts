import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { webhookOutbox } from "@/sandbox/db/schema";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { TEST_ADMIN_TOKEN, type WebhookReceiver } from "@/sandbox/testing/harness";
import { expectApiError } from "../../testing/api-error";
import { paymentBody } from "./test-factories";

// Direct-debit charges stay INITIATED until the test moves them.
const sandbox = fileSandbox({ env: { SANDBOX_DIRECT_DEBIT_AUTO_PAY: "false" } });
let hooks: WebhookReceiver;

afterEach(async () => {
  await hooks?.close();
});

// biome-ignore lint/suspicious/noExplicitAny: payments are read field by field.
type Json = any;

async function setup(provider: "EXCHANGEA" | "EXCHANGEB", overrides: Record<string, unknown> = {}) {
  hooks = await sandbox.webhookReceiver();
  const merchant = await sandbox.createMerchant({ name: "Ella Spice Garden" });
  const api = sandbox.client(merchant.apiKey);
  const res = await api.request(
    "POST",
    "/v1/payment",
    paymentBody({ provider, webhookUrl: hooks.url, merchantTradeNo: "SPICE-42", ...overrides }),
  );
  expect(res.status).toBe(201);
  return { api, payment: res.body as Json };
}

const simulate = (id: string, outcome: unknown) =>
  sandbox.control("POST", `/sandbox/payments/${id}/simulate`, { outcome });

/** Waits for the n-th delivery and checks it is signed, then returns its body. */
async function delivery(n: number): Promise<Json> {
  const all = await hooks.waitFor((d) => d.length >= n);
  const hit = all[n - 1];
  expect(hit?.verified).toBe(true);
  expect(hit?.headers["user-agent"]).toBe("PaymentsSandbox-Webhook/2.0");
  return hit?.body;
}

function expectEventBase(body: Json, payment: Json, status: string) {
  expect(body).toMatchObject({
    paymentId: payment.id,
    payId: payment.payId,
    merchantTradeNo: "SPICE-42",
    status,
    amount: payment.amount,
    currency: "USDT",
  });
  expect(Number.isNaN(Date.parse(body.timestamp))).toBe(false);
  expect(body.event).toBeUndefined();
}

describe("payment transitions with webhooks", () => {
  it("INITIATED → USER_REVIEW → PAID on EXCHANGEB, one signed webhook each", async () => {
    const { api, payment } = await setup("EXCHANGEB");
    const initiated = await delivery(1);
    expectEventBase(initiated, payment, "INITIATED");
    expect(Object.keys(initiated).sort()).toEqual(
      ["amount", "currency", "merchantTradeNo", "payId", "paymentId", "status", "timestamp"].sort(),
    );

    const review = await simulate(payment.id, "USER_REVIEW");
    expect(review.status).toBe(200);
    expect(review.body.status).toBe("USER_REVIEW");
    expectEventBase(await delivery(2), payment, "USER_REVIEW");
    expect((await simulate(payment.id, "USER_REVIEW")).status).toBe(400);

    const paid = await simulate(payment.id, "PAID");
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ id: payment.id, status: "PAID", paidAt: expect.any(String) });
    const paidEvent = await delivery(3);
    expectEventBase(paidEvent, payment, "PAID");
    expect(paidEvent.paidAt).toBe(paid.body.paidAt);

    const fetched = await api.request("GET", `/v1/payment/${payment.id}`);
    expect(fetched.body).toMatchObject({ status: "PAID", paidAt: paid.body.paidAt });

    const again = await simulate(payment.id, "FAILED");
    expectApiError(again, 400, "Payment is already PAID");
  });

  it("refuses USER_REVIEW for a provider other than EXCHANGEB", async () => {
    const { api, payment } = await setup("EXCHANGEA");
    const res = await simulate(payment.id, "USER_REVIEW");
    expectApiError(res, 400, "USER_REVIEW is only available for provider EXCHANGEB");
    expect((await api.request("GET", `/v1/payment/${payment.id}`)).body.status).toBe("INITIATED");
  });

  it("FAILED carries failedAt", async () => {
    const { payment } = await setup("EXCHANGEA");
    const res = await simulate(payment.id, "FAILED");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("FAILED");
    const failed = (await hooks.waitFor((d) => d.some((x) => x.body.status === "FAILED"))).find(
      (x) => x.body.status === "FAILED",
    );
    expect(failed?.verified).toBe(true);
    expectEventBase(failed?.body, payment, "FAILED");
    expect(Number.isNaN(Date.parse(failed?.body.failedAt))).toBe(false);
    expect(failed?.body.paidAt).toBeUndefined();
  });

  it("EXPIRED by the control API carries expiredAt", async () => {
    const { payment } = await setup("EXCHANGEB");
    const res = await simulate(payment.id, "EXPIRED");
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("EXPIRED");
    const expired = (await hooks.waitFor((d) => d.length >= 2))[1];
    expectEventBase(expired?.body, payment, "EXPIRED");
    expect(expired?.body.expiredAt).toEqual(expect.any(String));
  });

  it("expires a payment when the clock passes its expireTime, with the webhook", async () => {
    const { api, payment } = await setup("EXCHANGEA");
    const advanced = await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 3_601 });
    expect(advanced.status).toBe(200);
    const fetched = await api.request("GET", `/v1/payment/${payment.id}`);
    expect(fetched.body.status).toBe("EXPIRED");
    const expired = (await hooks.waitFor((d) => d.some((x) => x.body.status === "EXPIRED"))).find(
      (x) => x.body.status === "EXPIRED",
    );
    expect(expired?.verified).toBe(true);
    expectEventBase(expired?.body, payment, "EXPIRED");
    expect(expired?.body.expiredAt).toBe(payment.expireTime);
    expect((await simulate(payment.id, "PAID")).body.message).toBe("Payment is already EXPIRED");
  });

  it("writes no webhook for a payment without webhookUrl", async () => {
    const merchant = await sandbox.createMerchant();
    const api = sandbox.client(merchant.apiKey);
    const created = await api.request("POST", "/v1/payment", paymentBody());
    expect((await simulate(created.body.id, "PAID")).status).toBe(200);
    const rows = await sandbox.services.db
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.resourceId, created.body.id));
    expect(rows).toEqual([]);
  });
});

describe("direct-debit payments", () => {
  it("count against their contract when paid, and carry directDebitContractId", async () => {
    hooks = await sandbox.webhookReceiver();
    const merchant = await sandbox.createMerchant({ name: "Kurunegala Gym" });
    const api = sandbox.client(merchant.apiKey);
    const scenarios = await api.request("GET", "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY");
    const scenario = scenarios.body.data.find((s: Json) => s.isActive);
    const contract = await api.request("POST", "/v1/direct-debit", {
      provider: "EXCHANGEA_PAY",
      serviceName: "Monthly membership",
      scenarioId: scenario.id,
      currency: "USDT",
      singleUpperLimit: 50,
      returnUrl: "https://gym.example.lk/return",
      cancelUrl: "https://gym.example.lk/cancel",
    });
    expect(contract.status).toBe(201);
    const contractId = contract.body.id;
    expect((await sandbox.control("POST", `/sandbox/direct-debit/${contractId}/approve`)).status).toBe(200);
    expect((await api.request("POST", `/v1/direct-debit/${contractId}/sync`, {})).body.status).toBe("SIGNED");

    const charge = await api.request("POST", `/v1/direct-debit/${contractId}/payment`, {
      currency: "USDT",
      amount: 12.5,
      productName: "November",
      webhookUrl: hooks.url,
    });
    expect(charge.status).toBe(201);
    expect(charge.body.status).toBe("INITIATED");

    const paid = await simulate(charge.body.id, "PAID");
    expect(paid.status).toBe(200);
    expect(paid.body.directDebitContractId).toBe(contractId);
    const event = (
      await hooks.waitFor((d) =>
        d.some((x) => x.body.paymentId === charge.body.id && x.body.status === "PAID"),
      )
    ).find((x) => x.body.status === "PAID");
    expect(event?.verified).toBe(true);
    expect(event?.body).toMatchObject({
      directDebitContractId: contractId,
      amount: 12.5,
      paidAt: paid.body.paidAt,
    });

    const after = await api.request("GET", `/v1/direct-debit/${contractId}`);
    expect(after.body).toMatchObject({
      paymentCount: 1,
      totalAmountCharged: 12.5,
      lastPaymentAt: paid.body.paidAt,
    });
    const listed = await api.request("GET", `/v1/payment/list?ids=${charge.body.id}`);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: charge.body.id, status: "PAID" })]);
  });
});

describe("POST /sandbox/payments/:id/simulate errors", () => {
  it("answers 404 for an unknown payment", async () => {
    for (const id of [randomUUID(), "nope"]) {
      const res = await simulate(id, "PAID");
      expectApiError(res, 404, "Payment not found");
    }
  });

  it("validates the body", async () => {
    const bad = await simulate(randomUUID(), "REFUNDED");
    expect(bad.status).toBe(400);
    expect(bad.body.details).toEqual([
      {
        field: "outcome",
        constraint: "isIn",
        message: "outcome must be one of the following values: PAID, FAILED, EXPIRED, USER_REVIEW",
      },
    ]);
    const missing = await sandbox.control("POST", `/sandbox/payments/${randomUUID()}/simulate`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: "outcome" })]);
    const notJson = await fetch(`${sandbox.url}/sandbox/payments/${randomUUID()}/simulate`, {
      method: "POST",
      headers: { "x-sandbox-admin-token": TEST_ADMIN_TOKEN, "Content-Type": "application/json" },
      body: "[1,2]",
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      statusCode: 400,
      message: "Request body must be a JSON object",
      error: "Bad Request",
    });
  });

  it("requires the admin token", async () => {
    const res = await fetch(`${sandbox.url}/sandbox/payments/${randomUUID()}/simulate`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ outcome: "PAID" }),
    });
    expect(res.status).toBe(401);
  });
});
