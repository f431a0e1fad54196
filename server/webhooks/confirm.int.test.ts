import { generateKeyPairSync, sign } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createPayment } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { systemAccountClient } from "@/server/access/account-access";
import { consoleFixtureForFile } from "../accounts/testing/console-fixture";
import { merchantAccounts, webhookInbox } from "../db/schema";
import { confirmPendingEvents } from "./confirm";
import { receiveWebhook } from "./inbox";
import { deliveryHeaders, paymentDelivery } from "./testing/deliveries";

// One key signs every merchant's webhooks: a delivery of merchant B's event to A's receiver verifies, but
// must never count for A.

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_confirm");
let receiver: WebhookReceiver;
const merchants: Record<"a" | "b", { accountId: string; apiKey: string }> = {
  a: { accountId: "", apiKey: "" },
  b: { accountId: "", apiKey: "" },
};

beforeAll(async () => {
  receiver = await sandbox.webhookReceiver();
  for (const side of ["a", "b"] as const) {
    const merchant = await sandbox.createMerchant({ name: `Shop ${side}` });
    const account = await fx.accounts.addAccount({
      name: `Shop ${side}`,
      baseUrl: sandbox.url,
      apiKey: merchant.apiKey,
    });
    merchants[side] = { accountId: account.id, apiKey: merchant.apiKey };
  }
}, 60_000);

/** A payment of one merchant, paid, and the signed `payment.paid` delivery the sandbox made for it. */
async function paidDelivery(side: "a" | "b") {
  const paymentId = await createPayment(sandbox, merchants[side].apiKey, {
    amount: 12,
    webhookUrl: receiver.url,
  });
  await sandbox.control("POST", `/sandbox/payments/${paymentId}/simulate`, { outcome: "PAID" });
  const delivery = await paymentDelivery(receiver, paymentId, "PAID");
  return { paymentId, headers: deliveryHeaders(delivery), rawBody: delivery.rawBody };
}

async function confirmFor(side: "a" | "b") {
  const client = await systemAccountClient(merchants[side].accountId, {}, fx.accounts);
  if (!client) throw new Error("no client");
  return confirmPendingEvents(fx.handle.db, merchants[side].accountId, client.api);
}

async function rowOf(id: number) {
  const [row] = await fx.handle.db.select().from(webhookInbox).where(eq(webhookInbox.id, id));
  return row;
}

describe("webhook ownership", () => {
  it("confirms an event whose payment the account can read with its own key", async () => {
    const own = await paidDelivery("a");
    const received = await receiveWebhook(fx.handle.db, { accountId: merchants.a.accountId, ...own });
    expect(received).toMatchObject({ status: 200, stored: true, eventType: "payment.paid" });
    if (received.status !== 200) return;
    expect((await rowOf(received.id))?.confirmation).toBe("pending");
    const confirmed = await confirmFor("a");
    expect(confirmed.map((row) => row.id)).toContain(received.id);
    expect(await rowOf(received.id)).toMatchObject({ confirmation: "confirmed", paymentId: own.paymentId });
  });

  it("keeps another merchant's verified event as foreign: it drives nothing for this account", async () => {
    const theirs = await paidDelivery("b");
    const received = await receiveWebhook(fx.handle.db, { accountId: merchants.a.accountId, ...theirs });
    expect(received).toMatchObject({ status: 200, stored: true });
    if (received.status !== 200) return;
    const confirmed = await confirmFor("a");
    expect(confirmed.map((row) => row.id)).not.toContain(received.id);
    const row = await rowOf(received.id);
    expect(row?.confirmation).toBe("foreign");
    expect(row?.confirmationNote).toMatch(/403|404/);
  });

  it("counts redeliveries as duplicates of one event", async () => {
    const own = await paidDelivery("a");
    const first = await receiveWebhook(fx.handle.db, { accountId: merchants.a.accountId, ...own });
    const again = await receiveWebhook(fx.handle.db, { accountId: merchants.a.accountId, ...own });
    expect(again).toMatchObject({ status: 200, stored: false });
    if (first.status !== 200) return;
    expect((await rowOf(first.id))?.duplicates).toBe(1);
  });

  it("answers 400 to a correctly signed body nested too deeply, never 500", async () => {
    // An account whose webhook key is one this test holds, so it can sign what the service never would.
    const { publicKey, privateKey } = generateKeyPairSync("ed25519");
    const accountId = await fx.storeAccount({
      baseUrl: sandbox.url,
      keyId: "ak_live_deep",
      signingKey: "0".repeat(64),
    });
    await fx.handle.db
      .update(merchantAccounts)
      .set({ webhookPublicKey: publicKey.export({ type: "spki", format: "pem" }).toString() })
      .where(eq(merchantAccounts.id, accountId));
    for (const rawBody of [
      `${"[".repeat(10_000)}${"]".repeat(10_000)}`,
      `{"paymentId":${"[".repeat(5_000)}${"]".repeat(5_000)}}`,
    ]) {
      const timestamp = String(Date.now());
      const signature = sign(null, Buffer.from(timestamp + rawBody), privateKey).toString("base64");
      const headers = new Headers({ "x-webhook-signature": signature, "x-webhook-timestamp": timestamp });
      const outcome = await receiveWebhook(fx.handle.db, { accountId, headers, rawBody });
      expect(outcome).toMatchObject({
        status: 400,
        error: "invalid_body",
        message: "Webhook body is nested too deeply",
      });
    }
  });
});
