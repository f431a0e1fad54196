import { beforeAll, describe, expect, it } from "vitest";
import { type OperationId, operations } from "@/lib/payments-api/operations";
import { createBranch } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { WebhookReceiver } from "@/sandbox/testing/harness";
import { resolveAccountAccess } from "@/server/access/account-access";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { can, type Role, roles } from "@/server/auth/policy";
import { callBff } from "@/server/bff/testing/bff-client";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { inboxListHandler } from "@/server/webhooks/inbox-handlers";
import { latestDelivery, storeDelivery } from "@/server/webhooks/testing/deliveries";

// What a role may read holds at every door: the forward, the member's own client (which the exports, charts,
// reconciliation and pages use) and the webhook inbox. An aggregator with a real payout and its webhook.

type User = { id: string };

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_role_doors");
let receiver: WebhookReceiver;
let accountId = "";
let payoutId = "";
const users = {} as Record<Role, User>;
let scopedStaff: User;
const branches = { own: "", other: "" };

const forwarderAs = (user: User) => forwarderFor(fx, user.id);

async function clientOf(user: User) {
  const outcome = await resolveAccountAccess(user.id, accountId, fx.accounts);
  if (outcome.kind !== "member") throw new Error("not a member");
  return outcome.access;
}

beforeAll(async () => {
  receiver = await sandbox.webhookReceiver();
  const merchant = await sandbox.createMerchant({ name: "Doors aggregator", roles: ["AGGREGATOR"] });
  accountId = (await fx.accounts.addAccount({ name: "Doors", baseUrl: sandbox.url, apiKey: merchant.apiKey }))
    .id;
  for (const role of roles) {
    users[role] = await fx.createUser();
    await fx.addMember(users[role].id, accountId, role);
  }
  const api = sandbox.client(merchant.apiKey);
  branches.own = await createBranch(sandbox, merchant.apiKey, "OWN");
  branches.other = await createBranch(sandbox, merchant.apiKey, "OTHER");
  scopedStaff = await fx.createUser();
  await fx.addMember(scopedStaff.id, accountId, "staff", branches.own);

  await sandbox.control("POST", `/sandbox/merchants/${merchant.merchantId}/float`, {
    amountLkr: 100_000,
    bankRef: "TOPUP-1",
  });
  const user = (await api.request("POST", "/v1/aggregator/user", { externalUserId: "partner-7" })).body as {
    userId: string;
  };
  const bank = (
    await api.request("POST", `/v1/aggregator/user/${user.userId}/bank-account`, {
      bankCode: 7010,
      accountNumber: "0001234567",
      accountName: "K. A. Jayasinghe",
    })
  ).body as { userBankId: string };
  const quote = (await api.request("GET", "/v1/aggregator/quote?amount_usdt=10")).body as {
    fxLockId: string;
  };
  const payout = await api.request("POST", "/v1/aggregator/offramp", {
    fxLockId: quote.fxLockId,
    userId: user.userId,
    userBankId: bank.userBankId,
    externalRef: "DOORS-1",
    webhookUrl: receiver.url,
  });
  payoutId = (payout.body as { paymentId: string }).paymentId;
  await sandbox.control("POST", `/sandbox/offramps/${payoutId}/settle`, { outcome: "COMPLETED" });
  const delivery = await latestDelivery(receiver, (body) => body.paymentId === payoutId);
  const stored = await storeDelivery(fx.handle.db, accountId, delivery);
  expect(stored.status).toBe(200);
}, 120_000);

describe("the payout report and the float ledger", () => {
  it("are refused to a developer through the forward, with the reason in words", async () => {
    for (const path of ["/v1/aggregator/report/offramp", "/v1/aggregator/report/ledger"]) {
      const answer = await callBff(forwarderAs(users.developer), "GET", accountId, path);
      expect(answer.status).toBe(403);
      expect(answer.text).not.toContain("0001234567");
      expect(answer.body.message).toMatch(/cannot read the float ledger and the payout report/);
    }
    const finance = await callBff(
      forwarderAs(users.finance),
      "GET",
      accountId,
      "/v1/aggregator/report/offramp",
    );
    expect(finance.status).toBe(200);
    expect(finance.text).toContain(payoutId);
  });

  it("are refused to a developer through their own client, which every other door uses", async () => {
    const developer = await clientOf(users.developer);
    await expect(developer.upstream().api.getOfframpReport({ query: {} })).rejects.toBeInstanceOf(
      MemberScopeError,
    );
    await expect(developer.upstream().api.getOfframp({ params: { id: payoutId } })).rejects.toBeInstanceOf(
      MemberScopeError,
    );
    const finance = await clientOf(users.finance);
    const report = await finance.upstream().api.getOfframpReport({ query: {} });
    expect(report.offramps.map((row) => row.paymentId)).toContain(payoutId);
  });

  it("every role reaches exactly the operations its permissions name, at the forward and in its client", async () => {
    for (const role of roles) {
      const access = await clientOf(users[role]);
      for (const id of ["getOfframpReport", "getLedgerReport", "listWithdrawals"] as OperationId[]) {
        const operation = operations[id];
        const allowed = can(role, operation.permission);
        const viaClient = await access
          .upstream()
          .call(operation, {} as never)
          .then(
            () => "ok",
            (error) => (error instanceof MemberScopeError ? "refused" : "ok"),
          );
        expect({ role, id, viaClient }).toEqual({ role, id, viaClient: allowed ? "ok" : "refused" });
      }
    }
  });
});

describe("the webhook inbox", () => {
  const inbox = (user: User) =>
    inboxListHandler({
      sessionUserId: async () => user.id,
      accounts: () => fx.accounts,
      inboxDb: () => fx.handle.db,
    })(new Request(`http://localhost:3000/api/accounts/${accountId}/webhook-inbox`), {
      params: Promise.resolve({ accountId }),
    });

  it("holds no payout event for a role that reads no payouts", async () => {
    const forDeveloper = await inbox(users.developer);
    expect(forDeveloper.status).toBe(200);
    const developerPage = await forDeveloper.json();
    expect(JSON.stringify(developerPage)).not.toContain(payoutId);
    expect(
      developerPage.items.filter((item: { eventType: string }) => item.eventType === "payment.completed"),
    ).toEqual([]);

    const financePage = await (await inbox(users.finance)).json();
    expect(financePage.items.map((item: { eventType: string }) => item.eventType)).toContain(
      "payment.completed",
    );
  });
});

describe("a member limited to one branch and the branches", () => {
  it("lists their own branch only, through the forward and their client", async () => {
    const listed = await callBff(forwarderAs(scopedStaff), "GET", accountId, "/v1/branch/list?limit=100");
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((b: { id: string }) => b.id)).toEqual([branches.own]);
    expect(listed.body.meta).toMatchObject({ totalItems: 1, totalPages: 1 });
    expect(listed.text).not.toContain(branches.other);

    const access = await clientOf(scopedStaff);
    const viaClient = await access.upstream().api.listBranches({ query: { limit: 100 } });
    expect(viaClient.data.map((b) => b.id)).toEqual([branches.own]);

    const searched = await callBff(
      forwarderAs(scopedStaff),
      "GET",
      accountId,
      "/v1/branch/list?search=OTHER",
    );
    expect(searched.body.data).toEqual([]);
    const unscoped = await callBff(forwarderAs(users.staff), "GET", accountId, "/v1/branch/list?limit=100");
    expect(unscoped.body.data.map((b: { id: string }) => b.id).sort()).toEqual(
      [branches.own, branches.other].sort(),
    );
  });

  it("reads another branch as a missing one, and their own as it is", async () => {
    const other = await callBff(forwarderAs(scopedStaff), "GET", accountId, `/v1/branch/${branches.other}`);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain("Branch OTHER");
    const own = await callBff(forwarderAs(scopedStaff), "GET", accountId, `/v1/branch/${branches.own}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: branches.own, name: "Branch OWN" });
  });
});
