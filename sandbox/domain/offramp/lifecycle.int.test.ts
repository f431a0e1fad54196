import { beforeAll, describe, expect, it } from "vitest";
import { expectApiError } from "../../testing/api-error";
import { fileSandbox } from "../../testing/file-sandbox";
import type { WebhookReceiver } from "../../testing/harness";
import { aggregator, payout, wholeLedger } from "./test-fixtures";

// Settlement through the control API (docs/service-rules.md §10), the PENDING → PROCESSING move, offramp webhooks
// (docs/service-rules.md §9) and the float top-up.

const sandbox = fileSandbox({ env: { SANDBOX_AUTO_SETTLE: "false" } });
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await sandbox.webhookReceiver();
});

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const UNKNOWN_ID = "6d1f3a0e-8b4c-4f2a-9e57-1c2b3a4d5e6f";

const settle = (id: string, body: unknown) => sandbox.control("POST", `/sandbox/offramps/${id}/settle`, body);
const deliveriesFor = (paymentId: string) => hooks.deliveries.filter((d) => d.body?.paymentId === paymentId);

/** The body of the first webhook about the payout, once it came, signed and from the sandbox. */
async function signedDeliveryOf(paymentId: string) {
  await hooks.waitFor(() => deliveriesFor(paymentId).length >= 1);
  const [delivery] = deliveriesFor(paymentId);
  expect(delivery?.verified).toBe(true);
  expect(delivery?.headers["user-agent"]).toBe("PaymentsSandbox-Webhook/2.0");
  return delivery?.body;
}

describe("offramp lifecycle", () => {
  it("moves PENDING to PROCESSING shortly after creation", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 1);
    expect(created.status).toBe("PENDING");
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 2 });
    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(fetched.body.status).toBe("PROCESSING");
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.offramps[0]).toMatchObject({
      status: "PROCESSING",
      processedAt: expect.stringMatching(ISO_MS),
    });
  });

  it("completes with a bank reference and a signed payment.completed webhook", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 4, { webhookUrl: hooks.url });
    const response = await settle(created.paymentId, { outcome: "COMPLETED" });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...created,
      status: "COMPLETED",
      bankRef: expect.stringMatching(/^CEFT\d{12}$/),
      completedAt: expect.stringMatching(ISO_MS),
      failedAt: null,
    });

    expect(await signedDeliveryOf(created.paymentId)).toEqual({
      event: "payment.completed",
      paymentId: created.paymentId,
      externalRef: created.externalRef,
      amountLkr: 1200,
      bankRef: response.body.bankRef,
      failureReason: null,
      completedAt: response.body.completedAt,
      failedAt: null,
    });

    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(fetched.body).toEqual(response.body);
    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.map((e: { type: string }) => e.type)).toEqual(["CREDIT", "DEBIT"]);
    expect(ledger.summary.currentBalanceLkr).toBe(3_800);
  });

  it("fails with a REFUND entry and a signed payment.failed webhook", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 3, { webhookUrl: hooks.url });
    const response = await settle(created.paymentId, {
      outcome: "FAILED",
      failureReason: "Beneficiary account closed",
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ...created,
      status: "FAILED",
      bankRef: null,
      completedAt: null,
      failedAt: expect.stringMatching(ISO_MS),
    });

    expect(await signedDeliveryOf(created.paymentId)).toEqual({
      event: "payment.failed",
      paymentId: created.paymentId,
      externalRef: created.externalRef,
      amountLkr: 900,
      bankRef: null,
      failureReason: "Beneficiary account closed",
      completedAt: null,
      failedAt: response.body.failedAt,
    });

    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.map((e: { type: string }) => e.type)).toEqual(["CREDIT", "DEBIT", "REFUND"]);
    expect(ledger.ledger[2]).toMatchObject({
      type: "REFUND",
      amountLkr: 900,
      balanceAfter: 5_000,
      aggregatorOfframpId: created.paymentId,
      bankRef: null,
      createdAt: response.body.failedAt,
    });
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.offramps[0]).toMatchObject({
      status: "FAILED",
      failureReason: "Beneficiary account closed",
    });
  });

  it("uses a default failure reason and sends no webhook without a webhookUrl", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 1);
    const response = await settle(created.paymentId, { outcome: "FAILED" });
    expect(response.status).toBe(200);
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.offramps[0].failureReason).toBe("Bank transfer could not be completed");
    const log = await sandbox.control(
      "GET",
      `/sandbox/webhook-deliveries?merchantId=${agg.merchant.merchantId}`,
    );
    expect(log.body.data).toEqual([]);
  });

  it("sends no webhook when an offramp is created, only when it settles", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 1, { webhookUrl: hooks.url });
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 2 });
    const before = await sandbox.control(
      "GET",
      `/sandbox/webhook-deliveries?merchantId=${agg.merchant.merchantId}`,
    );
    expect(before.body.data).toEqual([]);
    await settle(created.paymentId, { outcome: "COMPLETED" });
    await hooks.waitFor(() => deliveriesFor(created.paymentId).length >= 1);
    expect(deliveriesFor(created.paymentId)).toHaveLength(1);
  });

  it("settles an offramp once, whatever the number of concurrent settle calls", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => settle(created.paymentId, { outcome: "FAILED" })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) {
      expectApiError(answer, 400, "Offramp is FAILED; only PENDING or PROCESSING offramps can be settled");
    }
    const ledger = await wholeLedger(agg.api);
    expect(ledger.summary.refundCount).toBe(1);
    expect(ledger.summary.currentBalanceLkr).toBe(5_000);
  });

  it("refuses to settle twice, unknown offramps and bad bodies", async () => {
    const agg = await aggregator(sandbox, 5_000);
    const created = await payout(agg, 1);
    expect((await settle(created.paymentId, { outcome: "COMPLETED" })).status).toBe(200);
    const twice = await settle(created.paymentId, { outcome: "FAILED" });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(
      "Offramp is COMPLETED; only PENDING or PROCESSING offramps can be settled",
    );

    const unknown = await settle(UNKNOWN_ID, { outcome: "COMPLETED" });
    expectApiError(unknown, 404, "Offramp not found");
    const malformed = await settle("nope", { outcome: "COMPLETED" });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details[0].field).toBe("id");
    const badOutcome = await settle(created.paymentId, { outcome: "PAID" });
    expect(badOutcome.status).toBe(400);
    expect(badOutcome.body.details[0]).toMatchObject({ field: "outcome", constraint: "isIn" });
    const unauthorized = await fetch(`${sandbox.url}/sandbox/offramps/${created.paymentId}/settle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ outcome: "FAILED" }),
    });
    expect(unauthorized.status).toBe(401);
  });
});

describe("POST /sandbox/merchants/:id/float", () => {
  it("appends a CREDIT entry with the bank reference and notes", async () => {
    const agg = await aggregator(sandbox);
    const first = await sandbox.control("POST", `/sandbox/merchants/${agg.merchant.merchantId}/float`, {
      amountLkr: 250_000.5,
      bankRef: "HNB-TT-000123",
      notes: "Weekly top-up",
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      type: "CREDIT",
      amountLkr: 250_000.5,
      balanceAfter: 250_000.5,
      aggregatorOfframpId: null,
      bankRef: "HNB-TT-000123",
      notes: "Weekly top-up",
      createdAt: expect.stringMatching(ISO_MS),
    });
    const second = await sandbox.control("POST", `/sandbox/merchants/${agg.merchant.merchantId}/float`, {
      amountLkr: 100.005,
      bankRef: "BOC-2",
    });
    expect(second.body).toMatchObject({ amountLkr: 100.01, balanceAfter: 250_100.51, notes: null });
    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.map((e: { id: string }) => e.id)).toEqual([first.body.id, second.body.id]);
  });

  it("validates the top-up and the merchant", async () => {
    const agg = await aggregator(sandbox);
    const path = `/sandbox/merchants/${agg.merchant.merchantId}/float`;
    for (const amountLkr of [0, -5, 0.004]) {
      const response = await sandbox.control("POST", path, { amountLkr, bankRef: "X" });
      expect({ amountLkr, status: response.status }).toEqual({ amountLkr, status: 400 });
      expect(response.body.details[0].field).toBe("amountLkr");
    }
    const noRef = await sandbox.control("POST", path, { amountLkr: 10 });
    expect(noRef.body.details[0]).toMatchObject({ field: "bankRef", constraint: "required" });
    const notJson = await fetch(sandbox.url + path, {
      method: "POST",
      headers: { "x-sandbox-admin-token": "test-admin-token", "Content-Type": "application/json" },
      body: "[1,2]",
    });
    expect(notJson.status).toBe(400);

    const unknown = await sandbox.control("POST", `/sandbox/merchants/${UNKNOWN_ID}/float`, {
      amountLkr: 10,
      bankRef: "X",
    });
    expectApiError(unknown, 404, "Merchant not found");
    const plain = await sandbox.createMerchant({ name: "Tea House" });
    const notAggregator = await sandbox.control("POST", `/sandbox/merchants/${plain.merchantId}/float`, {
      amountLkr: 10,
      bankRef: "X",
    });
    expectApiError(notAggregator, 400, "Only AGGREGATOR merchants have a float");
    expect((await wholeLedger(agg.api)).ledger).toEqual([]);
  });
});
