import { beforeAll, describe, expect, it } from "vitest";
import { fileSandbox } from "../../testing/file-sandbox";
import type { WebhookReceiver } from "../../testing/harness";
import { aggregator, payout, wholeLedger } from "./test-fixtures";

// SANDBOX_AUTO_SETTLE (on by default): open offramps complete SANDBOX_SETTLE_DELAY_MS after creation.

const SETTLE_DELAY_MS = 400;
const sandbox = fileSandbox({ env: { SANDBOX_SETTLE_DELAY_MS: String(SETTLE_DELAY_MS) } });
let hooks: WebhookReceiver;

beforeAll(async () => {
  hooks = await sandbox.webhookReceiver();
});

describe("automatic settlement", () => {
  it("completes an offramp on its own after the settle delay, with its webhook", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const created = await payout(agg, 5, { webhookUrl: hooks.url });
    expect(created.status).toBe("PENDING");

    await hooks.waitFor((all) => all.some((d) => d.body?.paymentId === created.paymentId));
    const hook = hooks.deliveries.find((d) => d.body?.paymentId === created.paymentId);
    expect(hook?.verified).toBe(true);
    expect(hook?.body).toMatchObject({
      event: "payment.completed",
      amountLkr: 1500,
      failureReason: null,
      failedAt: null,
    });

    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(fetched.body).toMatchObject({ status: "COMPLETED", bankRef: hook?.body.bankRef, failedAt: null });
    const waited = new Date(fetched.body.completedAt).getTime() - new Date(created.createdAt).getTime();
    expect(waited).toBeGreaterThanOrEqual(SETTLE_DELAY_MS);

    // Completion moves no money: the DEBIT stays, nothing is refunded.
    const ledger = await wholeLedger(agg.api);
    expect(ledger.ledger.map((e: { type: string }) => e.type)).toEqual(["CREDIT", "DEBIT"]);
    const report = await agg.api.request("GET", "/v1/aggregator/report/offramp");
    expect(report.body.summary).toMatchObject({
      completedCount: 1,
      completedAmountLkr: 1500,
      averageRateUsdtLkr: 300,
    });
    expect(report.body.offramps[0].processedAt).not.toBeNull();
  });

  it("settles on the sandbox clock: advancing it completes offramps before the advance answers", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const created = await payout(agg, 2);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 1 });
    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(fetched.body.status).toBe("COMPLETED");
    expect(fetched.body.bankRef).toMatch(/^CEFT\d{12}$/);
  });

  it("leaves settled offramps alone", async () => {
    const agg = await aggregator(sandbox, 10_000);
    const created = await payout(agg, 1);
    const failed = await sandbox.control("POST", `/sandbox/offramps/${created.paymentId}/settle`, {
      outcome: "FAILED",
    });
    expect(failed.status).toBe(200);
    await sandbox.control("POST", "/sandbox/clock/advance", { seconds: 5 });
    const fetched = await agg.api.request("GET", `/v1/aggregator/offramp/${created.paymentId}`);
    expect(fetched.body).toEqual(failed.body);
    expect((await wholeLedger(agg.api)).summary.currentBalanceLkr).toBe(10_000);
  });
});
