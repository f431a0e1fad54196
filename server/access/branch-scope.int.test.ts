import { beforeAll, describe, expect, it } from "vitest";
import type { OperationId } from "@/lib/payments-api/operations";
import { operations } from "@/lib/payments-api/operations";
import { paymentBody } from "@/sandbox/domain/payments/test-factories";
import { contractBody, createBranch, createdId, firstScenarioId, linkBody } from "@/sandbox/testing/create";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { consoleFixtureForFile } from "@/server/accounts/testing/console-fixture";
import { callBff } from "@/server/bff/testing/bff-client";
import { forwarderFor } from "@/server/bff/testing/forwarder-for";
import { paymentsExportHandler } from "@/server/reports/payments-export";
import { branchRuleOf, MemberScopeError } from "@/server/upstream/branch-scope";
import { UpstreamError } from "@/server/upstream/errors";
import { type AccountAccess, resolveAccountAccess } from "./account-access";
import { testConsoleInstance } from "./testing/console-instance";

// Every operation of the contract, for a member limited to branch X, through each entry point that reaches
// the payments service: the BFF route, and the account client that pages, exports and actions use. Branch
// Y's data must never come back, and nothing may be created or changed for Y.

type Args = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
};
interface Case {
  /** A call on the member's own branch's data (or with no branch named). */
  own: () => Args;
  /** The same call aimed at branch Y's data, when the operation can name a branch or a resource. */
  other?: () => Args;
}

const sandbox = fileSandbox();
const fx = consoleFixtureForFile("console_scope");
let accountId: string;
let scopedUserId: string;
let access: AccountAccess;
const X = { branch: "", payment: "", link: "", linkToDelete: "", contract: "", contractToEnd: "" };
const Y = { ...X, withdrawal: "" };
let scenarioId = "";
let merchantKey = "";

const payment = (extra: Record<string, unknown> = {}) =>
  paymentBody({ amount: 4000, currency: "LKR", ...extra });
const link = linkBody;
const contract = (extra: Record<string, unknown> = {}) => contractBody(scenarioId, extra);
const id = (value: string) => ({ params: { id: value } });

const cases: Record<OperationId, Case> = {
  createPayment: {
    own: () => ({ body: payment() }),
    other: () => ({ body: payment({ branchId: Y.branch }) }),
  },
  listPayments: { own: () => ({}), other: () => ({ query: { branchId: Y.branch } }) },
  getPayment: { own: () => id(X.payment), other: () => id(Y.payment) },
  createPaymentLink: { own: () => ({ body: link() }), other: () => ({ body: link({ branchId: Y.branch }) }) },
  listPaymentLinks: { own: () => ({}), other: () => ({ query: { branchId: Y.branch } }) },
  getPaymentLink: { own: () => id(X.link), other: () => id(Y.link) },
  updatePaymentLink: {
    own: () => ({ ...id(X.link), body: { name: "Renamed" } }),
    other: () => ({ ...id(Y.link), body: { name: "Taken over" } }),
  },
  deletePaymentLink: { own: () => id(X.linkToDelete), other: () => id(Y.linkToDelete) },
  createBranch: { own: () => ({ body: { name: "Another", code: "ZZZ" } }) },
  listBranches: { own: () => ({}) },
  getBranch: { own: () => id(X.branch) },
  updateBranch: { own: () => ({ ...id(X.branch), body: { name: "Renamed" } }) },
  deleteBranch: { own: () => id(Y.branch) },
  listDirectDebitScenarios: { own: () => ({}) },
  createDirectDebitContract: {
    own: () => ({ body: contract() }),
    other: () => ({ body: contract({ branchId: Y.branch }) }),
  },
  listDirectDebitContracts: { own: () => ({}), other: () => ({ query: { branchId: Y.branch } }) },
  getDirectDebitContract: { own: () => id(X.contract), other: () => id(Y.contract) },
  syncDirectDebitContract: {
    own: () => ({ ...id(X.contract), body: {} }),
    other: () => ({ ...id(Y.contract), body: {} }),
  },
  terminateDirectDebitContract: {
    own: () => ({ ...id(X.contractToEnd), body: {} }),
    other: () => ({ ...id(Y.contractToEnd), body: {} }),
  },
  executeDirectDebitPayment: {
    own: () => ({ ...id(X.contract), body: { currency: "USDT", amount: 1, productName: "Tea" } }),
    other: () => ({ ...id(Y.contract), body: { currency: "USDT", amount: 1, productName: "Tea" } }),
  },
  createWithdrawal: { own: () => ({ body: {} }), other: () => ({ body: { branchId: Y.branch } }) },
  listWithdrawals: { own: () => ({}) },
  getWithdrawal: { own: () => id(Y.withdrawal), other: () => id(Y.withdrawal) },
  testWebhook: { own: () => ({ body: { webhookUrl: "https://hooks.example.lk/in" } }) },
  getWebhookConfig: { own: () => ({}) },
  listBanks: { own: () => ({}) },
  upsertAggregatorUser: { own: () => ({ body: { externalUserId: "u-1" } }) },
  createAggregatorBankAccount: {
    own: () => ({ ...id(X.branch), body: { bankCode: 7010, accountNumber: "1", accountName: "A" } }),
  },
  listAggregatorBankAccounts: { own: () => id(X.branch) },
  getAggregatorQuote: { own: () => ({ query: { amount_usdt: "1" } }) },
  createOfframp: {
    own: () => ({ body: { fxLockId: X.branch, userId: X.branch, userBankId: X.branch, externalRef: "r" } }),
  },
  getOfframp: { own: () => id(X.branch) },
  getLedgerReport: { own: () => ({}) },
  getOfframpReport: { own: () => ({}) },
};

beforeAll(async () => {
  const merchant = await sandbox.createMerchant({
    name: "Two branches",
    roles: ["AGGREGATOR"],
    minWithdrawalLkr: 1,
  });
  merchantKey = merchant.apiKey;
  const api = sandbox.client(merchant.apiKey);
  const create = (path: string, body: unknown) => createdId(sandbox, merchant.apiKey, path, body);
  X.branch = await createBranch(sandbox, merchant.apiKey, "KDY", "Kandy");
  Y.branch = await createBranch(sandbox, merchant.apiKey, "GLE", "Galle");
  scenarioId = await firstScenarioId(sandbox, merchant.apiKey);
  for (const side of [X, Y]) {
    side.payment = await create("/v1/payment", payment({ branchId: side.branch }));
    side.link = await create("/v1/payment-link", link({ branchId: side.branch }));
    side.linkToDelete = await create("/v1/payment-link", link({ branchId: side.branch }));
    side.contract = await create("/v1/direct-debit", contract({ branchId: side.branch }));
    side.contractToEnd = await create("/v1/direct-debit", contract({ branchId: side.branch }));
    for (const contractId of [side.contract, side.contractToEnd]) {
      await sandbox.control("POST", `/sandbox/direct-debit/${contractId}/approve`);
      await api.request("POST", `/v1/direct-debit/${contractId}/sync`, {});
    }
  }
  await sandbox.control("POST", `/sandbox/payments/${Y.payment}/simulate`, { outcome: "PAID" });
  Y.withdrawal = await create("/v1/withdrawal", { branchId: Y.branch });

  accountId = (
    await fx.accounts.addAccount({ name: "Two branches", baseUrl: sandbox.url, apiKey: merchant.apiKey })
  ).id;
  scopedUserId = (await fx.createUser()).id;
  // An admin holds every permission, so only the branch scope stands between them and branch Y.
  await fx.addMember(scopedUserId, accountId, "admin", X.branch);
  const outcome = await resolveAccountAccess(scopedUserId, accountId, fx.accounts);
  if (outcome.kind !== "member") throw new Error("the scoped admin is not a member");
  access = outcome.access;
}, 120_000);

const forwarder = () => forwarderFor(fx, scopedUserId);

async function viaBff(operationId: OperationId, args: Args) {
  const operation = operations[operationId];
  const path = operation.path.replace(/:id/, encodeURIComponent(args.params?.id ?? ""));
  const query = args.query ? `?${new URLSearchParams(args.query)}` : "";
  return callBff(forwarder(), operation.method, accountId, `${path}${query}`, { body: args.body });
}

async function viaClient(operationId: OperationId, args: Args) {
  const call = access.upstream().api[operationId] as (args: Args) => Promise<unknown>;
  try {
    return { ok: true as const, value: await call(args) };
  } catch (error) {
    if (error instanceof MemberScopeError) return { ok: false as const, scope: error.code };
    if (error instanceof UpstreamError) return { ok: false as const, status: error.status };
    throw error;
  }
}

/** Every id anywhere in an answer; another branch's ids must be absent from all of them. */
function idsIn(value: unknown): string[] {
  return (
    JSON.stringify(value ?? null).match(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g) ?? []
  );
}
const foreignIds = () => [Y.payment, Y.link, Y.linkToDelete, Y.contract, Y.contractToEnd, Y.withdrawal];

describe("a member limited to one branch, every operation", () => {
  it("has a case for every operation of the contract", () => {
    expect(Object.keys(cases).sort()).toEqual(Object.keys(operations).sort());
  });

  for (const operationId of Object.keys(operations) as OperationId[]) {
    const rule = branchRuleOf(operationId);
    const testCase = cases[operationId];

    it(`${operationId} (${rule.kind}) through the BFF and the account client`, async () => {
      const own = await viaBff(operationId, testCase.own());
      const client = await viaClient(operationId, testCase.own());
      expect(idsIn(own.body).filter((found) => foreignIds().includes(found))).toEqual([]);
      if (client.ok) expect(idsIn(client.value).filter((found) => foreignIds().includes(found))).toEqual([]);

      if (rule.kind === "deny") {
        expect(own.status).toBe(403);
        expect(client).toEqual({ ok: false, scope: "forbidden" });
        return;
      }
      if (rule.kind === "neutral" || rule.kind === "query") {
        expect(own.status).toBe(200);
        expect(client.ok).toBe(true);
      }
      if (rule.kind === "body" && own.status === 201) expect(own.body.branchId).toBe(X.branch);
      if (rule.kind === "body" && client.ok)
        expect((client.value as { branchId?: string }).branchId).toBe(X.branch);
      if (rule.kind === "read" && operationId !== "getWithdrawal") {
        expect(own.status).toBe(200);
        expect(client.ok).toBe(true);
      }
      if (rule.kind === "guarded") {
        // The member's own resource passes the scope; the service decides what follows.
        expect(own.status).not.toBe(403);
        expect(own.body?.code).not.toBe("not_found");
      }

      if (!testCase.other) return;
      const other = await viaBff(operationId, testCase.other());
      const otherClient = await viaClient(operationId, testCase.other());
      if (rule.kind === "query" || rule.kind === "body") {
        expect(other.status).toBe(403);
        expect(otherClient).toEqual({ ok: false, scope: "forbidden" });
      } else {
        expect(other.status).toBe(404);
        expect(otherClient).toEqual({ ok: false, scope: "not_found" });
      }
      expect(idsIn(other.body).filter((found) => foreignIds().includes(found))).toEqual([]);
    });
  }

  it("changed and created nothing in branch Y", async () => {
    const api = sandbox.client(merchantKey);
    const read = async (path: string) => (await api.request("GET", path)).body as Record<string, unknown>;
    expect(await read(`/v1/payment-link/${Y.link}`)).toMatchObject({ name: "Tea box", status: "ACTIVE" });
    expect(await read(`/v1/payment-link/${Y.linkToDelete}`)).toMatchObject({ status: "ACTIVE" });
    expect(await read(`/v1/direct-debit/${Y.contractToEnd}`)).toMatchObject({ status: "SIGNED" });
    expect(await read(`/v1/direct-debit/${Y.contract}`)).toMatchObject({ paymentCount: 0 });
    const count = async (path: string) => ((await read(path)).data as unknown[]).length;
    expect(await count(`/v1/payment/list?branchId=${Y.branch}&pageSize=100`)).toBe(1);
    expect(await count(`/v1/payment-link/list?branchId=${Y.branch}&pageSize=100`)).toBe(2);
    expect(await count(`/v1/direct-debit/list?branchId=${Y.branch}&limit=100`)).toBe(2);
  });
});

describe("the payments export of a member limited to one branch", () => {
  it("holds their branch's payments only, whatever the address asks for", async () => {
    const instance = testConsoleInstance(fx);
    const handler = paymentsExportHandler({
      sessionUserId: async () => scopedUserId,
      accounts: () => fx.accounts,
      db: () => fx.handle.db,
      watch: () => instance.watch,
      minIntervalMs: 0,
      log: () => {},
    });
    const response = await handler(
      new Request(`http://localhost:3000/api/accounts/${accountId}/exports/payments?branchId=${Y.branch}`),
      { params: Promise.resolve({ accountId }) },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain(X.payment);
    expect(csv).not.toContain(Y.payment);
    await instance.close();
  });
});
