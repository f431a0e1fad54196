import { verify } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { createBranch, createPayment as createPaymentOf } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { resolveAccountAccess, systemAccountClient } from "@/server/access/account-access";
import type { Role } from "@/server/auth/policy";
import { consoleFixtureForFile } from "../accounts/testing/console-fixture";
import { confirmPendingEvents } from "./confirm";
import { inboxEventHandler, inboxListHandler } from "./inbox-handlers";
import { getInboxEvent, lastConfirmedEvent, latestEventSince, listInbox } from "./inbox-queries";
import { latestDelivery, storeDelivery } from "./testing/deliveries";

// The inbox as the Developers pages read it, filled by real sandbox deliveries to merchant A's receiver:
// A's payments in branch X and without a branch, a test webhook, and merchant B's payment (foreign).

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_inbox_queries");
let receiver: WebhookReceiver;
let accountId = "";
let publicKeyPem = "";
const a = { apiKey: "", branchX: "", inX: "", noBranch: "" };
const b = { apiKey: "", payment: "" };
const ids = { inXPaid: 0, noBranchInitiated: 0, noBranchPaid: 0, test: 0, foreign: 0, pending: 0 };

/** Waits for the sandbox's delivery matching `match`, then hands it to A's inbox as the route would. */
async function deliver(match: (body: Record<string, unknown>) => boolean): Promise<number> {
  const outcome = await storeDelivery(fx.handle.db, accountId, await latestDelivery(receiver, match));
  if (outcome.status !== 200) throw new Error(`not stored: ${outcome.status}`);
  // Distinct received_at for a stable newest-first order.
  await new Promise((resolve) => setTimeout(resolve, 15));
  return outcome.id;
}

const createPayment = (apiKey: string, branchId?: string) =>
  createPaymentOf(sandbox, apiKey, {
    amount: 12,
    webhookUrl: receiver.url,
    ...(branchId ? { branchId } : {}),
  });

const isPayment = (id: string, status: string) => (body: Record<string, unknown>) =>
  body.paymentId === id && body.status === status;

beforeAll(async () => {
  receiver = await sandbox.webhookReceiver();
  const merchantA = await sandbox.createMerchant({ name: "Inbox A" });
  const merchantB = await sandbox.createMerchant({ name: "Inbox B" });
  a.apiKey = merchantA.apiKey;
  b.apiKey = merchantB.apiKey;
  accountId = (await fx.accounts.addAccount({ name: "Inbox A", baseUrl: sandbox.url, apiKey: a.apiKey })).id;
  publicKeyPem = (await sandbox.control("GET", "/sandbox/webhook-public-key")).text;
  a.branchX = await createBranch(sandbox, a.apiKey, "KDY", "Kandy");

  a.inX = await createPayment(a.apiKey, a.branchX);
  a.noBranch = await createPayment(a.apiKey);
  b.payment = await createPayment(b.apiKey);
  ids.noBranchInitiated = await deliver(isPayment(a.noBranch, "INITIATED"));
  await sandbox.control("POST", `/sandbox/payments/${a.inX}/simulate`, { outcome: "PAID" });
  ids.inXPaid = await deliver(isPayment(a.inX, "PAID"));
  await sandbox.control("POST", `/sandbox/payments/${a.noBranch}/simulate`, { outcome: "PAID" });
  ids.noBranchPaid = await deliver(isPayment(a.noBranch, "PAID"));
  await sandbox.client(a.apiKey).request("POST", "/v1/webhooks/test", { webhookUrl: receiver.url });
  ids.test = await deliver((body) => body.event === "webhook.test");
  await sandbox.control("POST", `/sandbox/payments/${b.payment}/simulate`, { outcome: "PAID" });
  ids.foreign = await deliver(isPayment(b.payment, "PAID"));
  // The same paid event twice more: duplicates, not new rows.
  await deliver(isPayment(a.noBranch, "PAID"));
  await deliver(isPayment(a.noBranch, "PAID"));

  const client = await systemAccountClient(accountId, {}, fx.accounts);
  if (!client) throw new Error("no client");
  await confirmPendingEvents(fx.handle.db, accountId, client.api);
  // Received after the confirmation round: still pending.
  ids.pending = await deliver(isPayment(a.inX, "INITIATED"));
}, 120_000);

const all = { branchId: null, payouts: true };
const page = (filters: Partial<Parameters<typeof listInbox>[3]> = {}) =>
  listInbox(fx.handle.db, accountId, all, { page: 1, pageSize: 20, ...filters });

describe("inbox queries", () => {
  it("lists every received event newest first, with its confirmation, attempt and duplicates", async () => {
    const { items, meta } = await page();
    expect(items.map((item) => item.id)).toEqual([
      ids.pending,
      ids.foreign,
      ids.test,
      ids.noBranchPaid,
      ids.inXPaid,
      ids.noBranchInitiated,
    ]);
    expect(meta).toEqual({ page: 1, pageSize: 20, totalItems: 6, totalPages: 1 });
    const byId = new Map(items.map((item) => [item.id, item]));
    expect(byId.get(ids.noBranchPaid)).toMatchObject({
      eventType: "payment.paid",
      resourceKind: "payment",
      resourceId: a.noBranch,
      confirmation: "confirmed",
      verified: true,
      attempt: 1,
      duplicates: 2,
    });
    expect(byId.get(ids.test)).toMatchObject({
      eventType: "webhook.test",
      resourceKind: "test",
      confirmation: "confirmed",
    });
    expect(byId.get(ids.pending)).toMatchObject({ confirmation: "pending", resourceId: a.inX });
    // Another merchant's event keeps its place in the list but not its resource.
    expect(byId.get(ids.foreign)).toMatchObject({ confirmation: "foreign", resourceId: null });
  });

  it("filters by event type and by resource id, and never finds another merchant's resource", async () => {
    expect((await page({ type: "payment.paid" })).items.map((item) => item.id)).toEqual([
      ids.foreign,
      ids.noBranchPaid,
      ids.inXPaid,
    ]);
    expect((await page({ resourceId: a.noBranch })).items.map((item) => item.id)).toEqual([
      ids.noBranchPaid,
      ids.noBranchInitiated,
    ]);
    expect((await page({ resourceId: b.payment })).items).toEqual([]);
    expect((await page({ type: "payment.paid", resourceId: a.inX })).items.map((item) => item.id)).toEqual([
      ids.inXPaid,
    ]);
  });

  it("pages through the list with the total for the pager", async () => {
    const second = await page({ page: 2, pageSize: 4 });
    expect(second.items.map((item) => item.id)).toEqual([ids.inXPaid, ids.noBranchInitiated]);
    expect(second.meta).toEqual({ page: 2, pageSize: 4, totalItems: 6, totalPages: 2 });
    expect((await page({ page: 3, pageSize: 4 })).items).toEqual([]);
  });

  it("shows a member of one branch only the confirmed events of that branch", async () => {
    const scoped = await listInbox(
      fx.handle.db,
      accountId,
      { branchId: a.branchX, payouts: false },
      { page: 1, pageSize: 20 },
    );
    // The pending event of the same payment waits until it is confirmed as the account's own.
    expect(scoped.items.map((item) => item.id)).toEqual([ids.inXPaid]);
    expect(
      await getInboxEvent(fx.handle.db, accountId, { branchId: a.branchX, payouts: false }, ids.noBranchPaid),
    ).toBeNull();
    expect(
      await getInboxEvent(fx.handle.db, accountId, { branchId: a.branchX, payouts: false }, ids.test),
    ).toBeNull();
    expect(
      await getInboxEvent(fx.handle.db, accountId, { branchId: a.branchX, payouts: false }, ids.inXPaid),
    ).not.toBeNull();
  });

  it("gives a confirmed event's raw body and a signature that verifies with the service's key", async () => {
    const event = await getInboxEvent(fx.handle.db, accountId, all, ids.inXPaid);
    expect(event?.withheld).toBeNull();
    expect(event?.resourceStatus).toBe("PAID");
    const raw = event?.rawBody ?? "";
    // Key order as delivered.
    expect(Object.keys(JSON.parse(raw))[0]).toBe(raw.slice(2, raw.indexOf('"', 2)));
    expect(event?.headers.signature).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const message = Buffer.from(`${event?.headers.timestamp}${raw}`);
    const signature = Buffer.from(event?.headers.signature ?? "", "base64");
    expect(verify(null, message, publicKeyPem, signature)).toBe(true);
    expect(verify(null, Buffer.from(`${event?.headers.timestamp}${raw} `), publicKeyPem, signature)).toBe(
      false,
    );
  });

  it("withholds the body of another merchant's event and of an unconfirmed one, with the reason", async () => {
    const foreign = await getInboxEvent(fx.handle.db, accountId, all, ids.foreign);
    expect(foreign).toMatchObject({
      withheld: "foreign",
      rawBody: null,
      resourceId: null,
      resourceStatus: null,
    });
    expect(JSON.stringify(foreign)).not.toContain(b.payment);
    const pending = await getInboxEvent(fx.handle.db, accountId, all, ids.pending);
    expect(pending).toMatchObject({ withheld: "pending", rawBody: null, resourceId: a.inX });
  });

  it("finds the newest test event since a moment and the last confirmed event", async () => {
    const since = new Date(Date.now() - 60_000);
    expect((await latestEventSince(fx.handle.db, accountId, "webhook.test", since))?.id).toBe(ids.test);
    expect(
      await latestEventSince(fx.handle.db, accountId, "webhook.test", new Date(Date.now() + 60_000)),
    ).toBeNull();
    // The newest confirmed row is the test webhook (the foreign and pending ones are newer but do not count).
    expect((await lastConfirmedEvent(fx.handle.db, accountId))?.eventType).toBe("webhook.test");
  });
});

describe("inbox routes", () => {
  async function handlers(role: Role, branchId: string | null = null) {
    const user = await fx.createUser();
    await fx.addMember(user.id, accountId, role, branchId);
    const deps = {
      sessionUserId: async () => user.id,
      accounts: () => fx.accounts,
      inboxDb: () => fx.handle.db,
      db: () => fx.handle.db,
      log: () => {},
    };
    return { list: inboxListHandler(deps), event: inboxEventHandler(deps), userId: user.id };
  }
  const get = (handler: ReturnType<typeof inboxListHandler>, query = "", id = accountId) =>
    handler(new Request(`http://127.0.0.1/api/accounts/${id}/webhook-inbox${query}`), {
      params: Promise.resolve({ accountId: id }),
    });
  const getEvent = (handler: ReturnType<typeof inboxEventHandler>, eventId: string) =>
    handler(new Request(`http://127.0.0.1/api/accounts/${accountId}/webhook-inbox/${eventId}`), {
      params: Promise.resolve({ accountId, eventId }),
    });

  it("answers the list and one event to a developer", async () => {
    const { list, event, userId } = await handlers("developer");
    expect((await resolveAccountAccess(userId, accountId, fx.accounts)).kind).toBe("member");
    const response = await get(list, "?type=payment.paid&pageSize=10");
    expect(response.status).toBe(200);
    expect(((await response.json()) as { items: unknown[] }).items).toHaveLength(3);
    const one = await getEvent(event, String(ids.test));
    expect(one.status).toBe(200);
    expect(((await one.json()) as { rawBody: string }).rawBody).toContain("webhook.test");
  });

  it("refuses a malformed query with 400 naming the field", async () => {
    const { list } = await handlers("developer");
    const bad = await get(list, "?resourceId=not-an-id");
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("resourceId");
    expect((await get(list, "?pageSize=7")).status).toBe(400);
    expect((await get(list, "?page=0")).status).toBe(400);
  });

  it("refuses staff (no webhooks:read) with 403", async () => {
    const { list, event } = await handlers("staff");
    expect((await get(list)).status).toBe(403);
    expect((await getEvent(event, String(ids.test))).status).toBe(403);
  });

  it("answers 404 for an unknown event, a malformed id, another branch's event and another account", async () => {
    const { event } = await handlers("developer");
    expect((await getEvent(event, "999999999")).status).toBe(404);
    expect((await getEvent(event, "abc")).status).toBe(404);
    const scoped = await handlers("admin", a.branchX);
    expect((await getEvent(scoped.event, String(ids.noBranchPaid))).status).toBe(404);
    const { list } = await handlers("developer");
    expect((await get(list, "", "00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });
});
