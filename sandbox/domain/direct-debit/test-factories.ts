// Shared set-up for the direct debit integration tests.
import { expect } from "vitest";
import type { TestSandbox } from "@/sandbox/testing/harness";

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field.
export type Json = any;
export type Api = ReturnType<TestSandbox["client"]>;

export const UNKNOWN_ID = "0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11";

export async function scenarioId(api: Api, provider: string, name: string, active = "true"): Promise<string> {
  const res = await api.request(
    "GET",
    `/v1/direct-debit/scenario-code/list?provider=${provider}&active=${active}`,
  );
  expect(res.status).toBe(200);
  const found = (res.body.data as Json[]).find((s) => s.scenarioName === name);
  if (!found) throw new Error(`scenario ${provider} ${name} not seeded`);
  return found.id;
}

/** A fresh merchant, its client and a body factory for EXCHANGEA_PAY "Subscription" contracts. */
export async function merchantApi(sandbox: TestSandbox, name = "Kandy Streaming") {
  const merchant = await sandbox.createMerchant({ name });
  const api = sandbox.client(merchant.apiKey);
  const subscription = await scenarioId(api, "EXCHANGEA_PAY", "Subscription");
  const contractBody = (overrides: Record<string, unknown> = {}) => ({
    provider: "EXCHANGEA_PAY",
    serviceName: "Premium plan",
    scenarioId: subscription,
    currency: "USDT",
    singleUpperLimit: 50,
    returnUrl: "https://merchant.example.lk/dd/return",
    cancelUrl: "https://merchant.example.lk/dd/cancel",
    ...overrides,
  });
  /** POST /v1/direct-debit with a valid body but for `overrides`. */
  const createContract = (overrides: Record<string, unknown> = {}) =>
    api.request("POST", "/v1/direct-debit", contractBody(overrides));
  return { merchant, api, subscription, contractBody, createContract };
}

export const approve = (sandbox: TestSandbox, id: string) =>
  sandbox.control("POST", `/sandbox/direct-debit/${id}/approve`);

export const setRate = (sandbox: TestSandbox, rateUsdtLkr: number | null) =>
  sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr });

/** Creates a contract, approves it as the user and syncs it to SIGNED. */
export async function signedContract(
  sandbox: TestSandbox,
  api: Api,
  body: Record<string, unknown>,
): Promise<Json> {
  const created = await api.request("POST", "/v1/direct-debit", body);
  expect(created.status).toBe(201);
  expect((await approve(sandbox, created.body.id)).status).toBe(200);
  const synced = await api.request("POST", `/v1/direct-debit/${created.body.id}/sync`, {});
  expect(synced.body.status).toBe("SIGNED");
  return synced.body;
}
