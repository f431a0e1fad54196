// Builders for the offramp integration tests: an aggregator with a funded float, an end-user with a bank
// account, quotes and offramps, all made over HTTP like a partner would.
import type { ApiResponse, CreatedMerchant, TestSandbox } from "../../testing/harness";

export type Client = ReturnType<TestSandbox["client"]>;

export interface Aggregator {
  merchant: CreatedMerchant;
  api: Client;
  userId: string;
  userBankId: string;
}

let counter = 0;
/** A unique reference for this test run. */
export function ref(prefix = "ref"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}`;
}

function expectStatus(response: ApiResponse, status: number, what: string): ApiResponse {
  if (response.status !== status)
    throw new Error(`${what}: expected ${status}, got ${response.status} ${response.text}`);
  return response;
}

export async function topUp(
  sandbox: TestSandbox,
  merchantId: string,
  amountLkr: number,
  bankRef = ref("TOPUP"),
) {
  const response = await sandbox.control("POST", `/sandbox/merchants/${merchantId}/float`, {
    amountLkr,
    bankRef,
  });
  return expectStatus(response, 201, "float top-up").body;
}

export async function createUser(api: Client, externalUserId = ref("user")) {
  return expectStatus(
    await api.request("POST", "/v1/aggregator/user", { externalUserId }),
    201,
    "create user",
  ).body;
}

export function bankAccountBody(overrides: Record<string, unknown> = {}) {
  return {
    bankCode: 7010,
    accountNumber: "0081234567",
    accountName: "K. A. Jayasinghe",
    beneficiaryMobile: "+94771234567",
    beneficiaryEmail: "jayasinghe@example.lk",
    ...overrides,
  };
}

export async function createBankAccount(
  api: Client,
  userId: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await api.request(
    "POST",
    `/v1/aggregator/user/${userId}/bank-account`,
    bankAccountBody(overrides),
  );
  return expectStatus(response, 201, "create bank account").body;
}

/** A fresh AGGREGATOR merchant with one end-user, one bank account and (optionally) a funded float. */
export async function aggregator(
  sandbox: TestSandbox,
  floatLkr = 0,
  name = "Lanka Remit",
): Promise<Aggregator> {
  const merchant = await sandbox.createMerchant({ name, roles: ["AGGREGATOR"] });
  const api = sandbox.client(merchant.apiKey);
  if (floatLkr > 0) await topUp(sandbox, merchant.merchantId, floatLkr);
  const user = await createUser(api);
  const account = await createBankAccount(api, user.userId);
  return { merchant, api, userId: user.userId, userBankId: account.userBankId };
}

export async function quote(api: Client, amountUsdt: number | string) {
  return expectStatus(
    await api.request("GET", `/v1/aggregator/quote?amount_usdt=${amountUsdt}`),
    200,
    "quote",
  ).body;
}

export function offrampBody(agg: Aggregator, fxLockId: string, overrides: Record<string, unknown> = {}) {
  return {
    fxLockId,
    userId: agg.userId,
    userBankId: agg.userBankId,
    externalRef: ref("payout"),
    ...overrides,
  };
}

/** Quote and redeem in one go; answers the created offramp. */
export async function payout(agg: Aggregator, amountUsdt: number, overrides: Record<string, unknown> = {}) {
  const lock = await quote(agg.api, amountUsdt);
  const response = await agg.api.request(
    "POST",
    "/v1/aggregator/offramp",
    offrampBody(agg, lock.fxLockId, overrides),
  );
  return expectStatus(response, 201, "create offramp").body;
}

/** Every ledger entry of the merchant, oldest first (one report page of up to 100). */
export async function wholeLedger(api: Client) {
  const response = await api.request("GET", "/v1/aggregator/report/ledger?limit=100&sortOrder=asc");
  const body = expectStatus(response, 200, "ledger report").body;
  if (body.pagination.totalPages > 1)
    throw new Error("wholeLedger reads one page; keep test ledgers under 100");
  return body;
}

/** Integer cents of an LKR number from the wire (2 dp), so sums in tests are exact. */
export const cents = (lkr: number) => Math.round(lkr * 100);
