import { describe, expect, it } from "vitest";
import { matchOperation, type Operation, type OperationId, operations } from "@/lib/payments-api";
import { buildOpenApiDocument } from "@/lib/payments-api/openapi";
import { toOpenApiPath } from "@/lib/payments-api/operation";
import { scenarioId } from "../domain/direct-debit/test-factories";
import { paymentBody } from "../domain/payments/test-factories";
import { fileSandbox } from "../testing/file-sandbox";
import type { ApiResponse, CreatedMerchant, TestSandbox } from "../testing/harness";

// The published document against the sandbox's real answers: every operation is driven into each status the
// document declares for it, every answer is recorded, and the two sets must be equal, both ways. Every answer
// must carry the rate-limit headers, and every 429 a Retry-After.

const UNKNOWN = "0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11";
const NOT_A_UUID = "not-a-uuid";

const sandbox = fileSandbox();
const seen = new Map<OperationId, Set<number>>();
const missingHeaders: string[] = [];

type Who = { api: ReturnType<TestSandbox["client"]>; merchant: CreatedMerchant };

async function merchant(
  name: string,
  options: Parameters<TestSandbox["createMerchant"]>[0] = {},
): Promise<Who> {
  const created = await sandbox.createMerchant({ name, ...options });
  return { api: sandbox.client(created.apiKey), merchant: created };
}

function record(method: string, path: string, response: ApiResponse): ApiResponse {
  const match = matchOperation(method, path.split("?")[0] ?? path);
  if (!match) throw new Error(`${method} ${path} is no operation`);
  const id = match.operation.id as OperationId;
  const statuses = seen.get(id) ?? new Set<number>();
  statuses.add(response.status);
  seen.set(id, statuses);
  const headers = ["x-ratelimit-limit", "x-ratelimit-remaining", "x-ratelimit-reset"];
  if (response.status === 429) headers.push("retry-after");
  for (const header of headers) {
    if (!response.headers.get(header)) missingHeaders.push(`${id} ${response.status} ${header}`);
  }
  return response;
}

async function call(who: Who, method: string, path: string, body?: unknown): Promise<ApiResponse> {
  return record(method, path, await who.api.request(method, path, body));
}

async function unsigned(method: string, path: string): Promise<ApiResponse> {
  const response = await fetch(sandbox.url + path, {
    method,
    headers: { "content-type": "application/json" },
  });
  const text = await response.text();
  return record(method, path, { status: response.status, headers: response.headers, body: null, text });
}

/** A concrete path for an operation: ids filled with `id`. */
const concrete = (operation: Operation, id = UNKNOWN) => operation.path.replace(/:[A-Za-z]+/g, id);

/** A request of the operation that the router can refuse cheaply, used to spend its rate limit. */
function cheapCall(operation: Operation): [string, unknown] {
  if (operation.pathParams) return [concrete(operation, NOT_A_UUID), operation.body ? {} : undefined];
  if (operation.body) return [operation.path, { branchId: NOT_A_UUID, amount: "x" }];
  if (operation.query)
    return [`${operation.path}?page=0&limit=0&pageSize=0&amount_usdt=0&provider=x`, undefined];
  return [operation.path, undefined];
}

async function exhaustRateLimit(operation: Operation): Promise<void> {
  const who = await merchant(`Limit ${operation.id}`, { roles: ["AGGREGATOR"] });
  const [path, body] = cheapCall(operation);
  for (let sent = 0; sent < operation.rateLimitPerMinute; sent += 25) {
    const batch = Math.min(25, operation.rateLimitPerMinute - sent);
    await Promise.all(Array.from({ length: batch }, () => call(who, operation.method, path, body)));
  }
  const over = await call(who, operation.method, path, body);
  expect([operation.id, over.status]).toEqual([operation.id, 429]);
}

async function drive(): Promise<void> {
  const owner = await merchant("Owner", { roles: ["AGGREGATOR"] });
  const other = await merchant("Other", { roles: ["AGGREGATOR"] });
  const plain = await merchant("Plain");
  const unapproved = await merchant("Unapproved");
  await sandbox.control("PATCH", `/sandbox/merchants/${unapproved.merchant.merchantId}`, {
    isApproved: false,
  });

  // Payments
  const payment = await call(owner, "POST", "/v1/payment", paymentBody({ amount: 20 }));
  const theirs = await call(other, "POST", "/v1/payment", paymentBody({ amount: 20 }));
  await call(owner, "POST", "/v1/payment", {});
  await call(owner, "GET", "/v1/payment/list");
  await call(owner, "GET", "/v1/payment/list?pageSize=0");
  await call(owner, "GET", `/v1/payment/${payment.body.id}`);
  await call(owner, "GET", `/v1/payment/${"x".repeat(101)}`);
  await call(owner, "GET", `/v1/payment/${theirs.body.id}`);
  await call(owner, "GET", `/v1/payment/${UNKNOWN}`);

  // Payment links
  const linkBody = { allowCustomAmount: false, name: "Tin", currency: "LKR", amount: 1500 };
  const link = await call(owner, "POST", "/v1/payment-link", { ...linkBody, merchantTradeNo: "DUP-1" });
  await call(owner, "POST", "/v1/payment-link", { ...linkBody, merchantTradeNo: "DUP-1" });
  await call(owner, "POST", "/v1/payment-link", { allowCustomAmount: false });
  const theirLink = await call(other, "POST", "/v1/payment-link", linkBody);
  await call(owner, "GET", "/v1/payment-link/list");
  await call(owner, "GET", "/v1/payment-link/list?pageSize=0");
  for (const [method, body] of [
    ["GET", undefined],
    ["PATCH", { name: "Tea tin" }],
  ] as const) {
    await call(owner, method, `/v1/payment-link/${link.body.id}`, body);
    await call(owner, method, `/v1/payment-link/${NOT_A_UUID}`, body);
    await call(owner, method, `/v1/payment-link/${theirLink.body.id}`, body);
    await call(owner, method, `/v1/payment-link/${UNKNOWN}`, body);
  }
  await call(owner, "DELETE", `/v1/payment-link/${link.body.id}`);
  await call(owner, "DELETE", `/v1/payment-link/${NOT_A_UUID}`);
  await call(owner, "DELETE", `/v1/payment-link/${theirLink.body.id}`);
  await call(owner, "DELETE", `/v1/payment-link/${UNKNOWN}`);

  // Branches
  const branch = await call(owner, "POST", "/v1/branch", { name: "Kandy", code: "KDY" });
  const second = await call(owner, "POST", "/v1/branch", { name: "Galle", code: "GAL" });
  await call(owner, "POST", "/v1/branch", { name: "Kandy again", code: "kdy" });
  await call(owner, "POST", "/v1/branch", {});
  const theirBranch = await call(other, "POST", "/v1/branch", { name: "Jaffna", code: "JAF" });
  await call(owner, "GET", "/v1/branch/list");
  await call(owner, "GET", "/v1/branch/list?limit=0");
  for (const [method, body] of [
    ["GET", undefined],
    ["PATCH", { city: "Kandy" }],
  ] as const) {
    await call(owner, method, `/v1/branch/${branch.body.id}`, body);
    await call(owner, method, `/v1/branch/${NOT_A_UUID}`, body);
    await call(owner, method, `/v1/branch/${theirBranch.body.id}`, body);
    await call(owner, method, `/v1/branch/${UNKNOWN}`, body);
  }
  await call(owner, "PATCH", `/v1/branch/${branch.body.id}`, { code: "GAL" });
  await call(owner, "DELETE", `/v1/branch/${second.body.id}`);
  await call(owner, "DELETE", `/v1/branch/${NOT_A_UUID}`);
  await call(owner, "DELETE", `/v1/branch/${theirBranch.body.id}`);
  await call(owner, "DELETE", `/v1/branch/${UNKNOWN}`);

  // Direct debit
  await call(owner, "GET", "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY");
  await call(owner, "GET", "/v1/direct-debit/scenario-code/list?provider=NOPE");
  const scenario = await scenarioId(owner.api, "EXCHANGEA_PAY", "Subscription");
  const contractBody = (code: string) => ({
    provider: "EXCHANGEA_PAY",
    merchantContractCode: code,
    serviceName: "Plan",
    scenarioId: scenario,
    currency: "USDT",
    singleUpperLimit: 50,
    returnUrl: "https://shop.example.lk/return",
    cancelUrl: "https://shop.example.lk/cancel",
  });
  const contract = await call(owner, "POST", "/v1/direct-debit", contractBody("C1"));
  await call(owner, "POST", "/v1/direct-debit", contractBody("C1"));
  await call(owner, "POST", "/v1/direct-debit", {});
  const signed = await call(owner, "POST", "/v1/direct-debit", contractBody("C2"));
  const theirContract = await call(other, "POST", "/v1/direct-debit", contractBody("C1"));
  await sandbox.control("POST", `/sandbox/direct-debit/${signed.body.id}/approve`);
  await call(owner, "GET", "/v1/direct-debit/list");
  await call(owner, "GET", "/v1/direct-debit/list?limit=0");
  const charge = { currency: "USDT", amount: 5, productName: "Plan" };
  for (const [method, suffix, body] of [
    ["GET", "", undefined],
    ["POST", "/sync", {}],
    ["POST", "/payment", charge],
    ["POST", "/terminate", {}],
  ] as const) {
    const id = suffix === "" || suffix === "/sync" ? contract.body.id : signed.body.id;
    if (suffix === "/payment") await call(owner, "POST", `/v1/direct-debit/${signed.body.id}/sync`, {});
    await call(owner, method, `/v1/direct-debit/${id}${suffix}`, body);
    await call(owner, method, `/v1/direct-debit/${NOT_A_UUID}${suffix}`, body);
    await call(owner, method, `/v1/direct-debit/${theirContract.body.id}${suffix}`, body);
    await call(owner, method, `/v1/direct-debit/${UNKNOWN}${suffix}`, body);
  }

  // Withdrawals: a paid payment makes the pool
  await sandbox.control("POST", `/sandbox/payments/${payment.body.id}/simulate`, { outcome: "PAID" });
  await sandbox.control("POST", `/sandbox/payments/${theirs.body.id}/simulate`, { outcome: "PAID" });
  const withdrawal = await call(owner, "POST", "/v1/withdrawal");
  const theirWithdrawal = await call(other, "POST", "/v1/withdrawal", {});
  await call(owner, "POST", "/v1/withdrawal", { branchId: NOT_A_UUID });
  await call(unapproved, "POST", "/v1/withdrawal", {});
  await call(owner, "GET", "/v1/withdrawal/list");
  await call(owner, "GET", "/v1/withdrawal/list?limit=0");
  await call(owner, "GET", `/v1/withdrawal/${withdrawal.body.id}`);
  await call(owner, "GET", `/v1/withdrawal/${NOT_A_UUID}`);
  await call(owner, "GET", `/v1/withdrawal/${theirWithdrawal.body.id}`);
  await call(owner, "GET", `/v1/withdrawal/${UNKNOWN}`);

  // Webhook helpers
  const receiver = await sandbox.webhookReceiver();
  await call(owner, "POST", "/v1/webhooks/test", { webhookUrl: receiver.url });
  await call(owner, "POST", "/v1/webhooks/test", {});
  await call(owner, "GET", "/v1/webhooks/config");

  // Offramp
  await sandbox.control("POST", `/sandbox/merchants/${owner.merchant.merchantId}/float`, {
    amountLkr: 1_000_000,
    bankRef: "TT-1",
  });
  await call(owner, "GET", "/v1/bank/list");
  await call(plain, "GET", "/v1/bank/list");
  const user = await call(owner, "POST", "/v1/aggregator/user", { externalUserId: "U-1" });
  await call(owner, "POST", "/v1/aggregator/user", { externalUserId: "U-1" });
  await call(owner, "POST", "/v1/aggregator/user", {});
  await call(plain, "POST", "/v1/aggregator/user", { externalUserId: "U-1" });
  const theirUser = await call(other, "POST", "/v1/aggregator/user", { externalUserId: "U-9" });
  const accountBody = { bankCode: 7010, accountNumber: "1234567890", accountName: "N Perera" };
  const account = await call(
    owner,
    "POST",
    `/v1/aggregator/user/${user.body.userId}/bank-account`,
    accountBody,
  );
  for (const [method, suffix, body] of [
    ["POST", "/bank-account", accountBody],
    ["GET", "/bank-account/list", undefined],
  ] as const) {
    await call(owner, method, `/v1/aggregator/user/${user.body.userId}${suffix}`, body);
    await call(owner, method, `/v1/aggregator/user/${NOT_A_UUID}${suffix}`, body);
    await call(owner, method, `/v1/aggregator/user/${theirUser.body.userId}${suffix}`, body);
    await call(owner, method, `/v1/aggregator/user/${UNKNOWN}${suffix}`, body);
  }
  const quote = await call(owner, "GET", "/v1/aggregator/quote?amount_usdt=10");
  await call(owner, "GET", "/v1/aggregator/quote");
  await call(plain, "GET", "/v1/aggregator/quote?amount_usdt=10");
  const offrampBody = {
    fxLockId: quote.body.fxLockId,
    userId: user.body.userId,
    userBankId: account.body.userBankId,
    externalRef: "EXT-1",
  };
  const offramp = await call(owner, "POST", "/v1/aggregator/offramp", offrampBody);
  await call(owner, "POST", "/v1/aggregator/offramp", offrampBody);
  await call(owner, "POST", "/v1/aggregator/offramp", {});
  await call(plain, "POST", "/v1/aggregator/offramp", offrampBody);
  const fresh = await call(owner, "GET", "/v1/aggregator/quote?amount_usdt=1");
  await call(owner, "POST", "/v1/aggregator/offramp", {
    ...offrampBody,
    fxLockId: fresh.body.fxLockId,
    userId: UNKNOWN,
    externalRef: "EXT-2",
  });
  await sandbox.control("POST", `/sandbox/merchants/${other.merchant.merchantId}/float`, {
    amountLkr: 10_000,
    bankRef: "TT-2",
  });
  const theirAccount = await call(
    other,
    "POST",
    `/v1/aggregator/user/${theirUser.body.userId}/bank-account`,
    accountBody,
  );
  const theirQuote = await call(other, "GET", "/v1/aggregator/quote?amount_usdt=1");
  const theirOfframp = await call(other, "POST", "/v1/aggregator/offramp", {
    fxLockId: theirQuote.body.fxLockId,
    userId: theirUser.body.userId,
    userBankId: theirAccount.body.userBankId,
    externalRef: "EXT-9",
  });
  await call(owner, "GET", `/v1/aggregator/offramp/${offramp.body.paymentId}`);
  await call(owner, "GET", `/v1/aggregator/offramp/${NOT_A_UUID}`);
  await call(owner, "GET", `/v1/aggregator/offramp/${theirOfframp.body.paymentId}`);
  await call(owner, "GET", `/v1/aggregator/offramp/${UNKNOWN}`);
  for (const report of ["ledger", "offramp"]) {
    await call(owner, "GET", `/v1/aggregator/report/${report}`);
    await call(owner, "GET", `/v1/aggregator/report/${report}?limit=0`);
    await call(plain, "GET", `/v1/aggregator/report/${report}`);
  }

  // Every operation: no signature, and one request past its rate limit.
  for (const operation of Object.values(operations) as Operation[]) {
    await unsigned(operation.method, concrete(operation));
    await exhaustRateLimit(operation);
  }
}

describe("public/openapi.json against the sandbox", () => {
  it("declares, for every operation, exactly the statuses the sandbox answers", async () => {
    await drive();
    const document = buildOpenApiDocument();
    const declared = (operation: Operation) => {
      const described = document.paths[toOpenApiPath(operation.path)]?.[operation.method.toLowerCase()] as
        | { responses: Record<string, unknown> }
        | undefined;
      return Object.keys(described?.responses ?? {})
        .map(Number)
        .sort();
    };
    const all = Object.values(operations) as Operation[];
    const answered = Object.fromEntries(
      all.map((op) => [op.id, [...(seen.get(op.id as OperationId) ?? [])].sort()]),
    );
    expect(answered).toEqual(Object.fromEntries(all.map((op) => [op.id, declared(op)])));
    expect(missingHeaders).toEqual([]);
  }, 180_000);
});
