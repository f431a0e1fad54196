import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSandbox, type TestSandbox } from "@/sandbox/testing/harness";
import { type ConsoleFixture, createConsoleFixture } from "../accounts/testing/console-fixture";
import { webhookInbox } from "../db/schema";
import { receiveWebhook } from "./inbox";
import { type InboxReceiver, startInboxReceiver } from "./testing/deliveries";

type Captured = { headers: Headers; rawBody: string };

let sandbox: TestSandbox;
let fixture: ConsoleFixture;
let accountId: string;
let merchantKey: string;
let receiver: InboxReceiver;
let receiverUrl: string;
const captured: Captured[] = [];
const outcomes: Awaited<ReturnType<typeof receiveWebhook>>[] = [];

beforeAll(async () => {
  sandbox = await startTestSandbox();
  fixture = await createConsoleFixture("inbox");
  const merchant = await sandbox.createMerchant({ name: "Inbox merchant" });
  // Adding the account fetches the sandbox's webhook public key from GET /v1/webhooks/config.
  const added = await fixture.accounts.addAccount({
    name: "Inbox merchant",
    baseUrl: sandbox.url,
    apiKey: merchant.apiKey,
  });
  accountId = added.id;
  merchantKey = merchant.apiKey;

  // Stands in for the console's route: the sandbox delivers here and every delivery goes through the inbox.
  receiver = await startInboxReceiver(
    fixture.handle.db,
    () => accountId,
    (delivery, outcome) => {
      captured.push(delivery);
      outcomes.push(outcome);
    },
  );
  receiverUrl = receiver.url;
}, 60_000);

afterAll(async () => {
  await receiver?.close();
  await fixture?.close();
  await sandbox?.close();
});

async function waitFor(count: number) {
  for (let i = 0; i < 200 && outcomes.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  expect(outcomes.length).toBeGreaterThanOrEqual(count);
}

describe("webhook inbox (docs/service-rules.md §11)", () => {
  it("stores a delivered event, treats a redelivery as a no-op and refuses tampering or stale timestamps", async () => {
    const api = sandbox.client(merchantKey);
    const payment = await api.request("POST", "/v1/payment", {
      amount: 12.5,
      currency: "USDT",
      provider: "EXCHANGEA",
      goods: [{ name: "Tea", description: "BOP" }],
      customerBilling: {
        firstName: "Ama",
        lastName: "Perera",
        email: "ama@example.lk",
        phone: "+94771234567",
        address: "Galle Rd",
      },
      webhookUrl: receiverUrl,
    });
    expect(payment.status).toBe(201);
    await waitFor(1);
    await sandbox.control("POST", `/sandbox/payments/${payment.body.id}/simulate`, { outcome: "PAID" });
    await waitFor(2);
    expect(outcomes).toMatchObject([
      { status: 200, stored: true, eventType: "payment.initiated" },
      { status: 200, stored: true, eventType: "payment.paid" },
    ]);

    const rows = await fixture.handle.db
      .select()
      .from(webhookInbox)
      .where(and(eq(webhookInbox.accountId, accountId), eq(webhookInbox.paymentId, payment.body.id)));
    expect(rows.map((row) => row.eventType).sort()).toEqual(["payment.initiated", "payment.paid"]);

    const paid = captured.at(-1) as Captured;
    const again = await receiveWebhook(fixture.handle.db, {
      accountId,
      headers: paid.headers,
      rawBody: paid.rawBody,
    });
    expect(again).toMatchObject({ status: 200, stored: false, eventType: "payment.paid" });

    const tampered = await receiveWebhook(fixture.handle.db, {
      accountId,
      headers: paid.headers,
      rawBody: paid.rawBody.replace('"PAID"', '"FAILED"'),
    });
    expect(tampered).toMatchObject({ status: 401, error: "invalid_signature" });

    const late = await receiveWebhook(fixture.handle.db, {
      accountId,
      headers: paid.headers,
      rawBody: paid.rawBody,
      now: () => Number(paid.headers.get("x-webhook-timestamp")) + 301_000,
    });
    expect(late).toMatchObject({ status: 400, error: "timestamp_out_of_window" });

    const unknown = await receiveWebhook(fixture.handle.db, {
      accountId: "00000000-0000-4000-8000-000000000000",
      headers: paid.headers,
      rawBody: paid.rawBody,
    });
    expect(unknown.status).toBe(404);
  });
});
