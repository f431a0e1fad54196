// Resources made through the service's API as a merchant would make them, for tests that need them as
// setup: anything but 201 throws with the service's answer, so a broken setup never passes as a test.
import { paymentBody } from "@/sandbox/domain/payments/test-factories";
import type { TestSandbox } from "./harness";

/** POSTs `body` to `path` as the merchant of `apiKey` and answers the new resource's id. */
export async function createdId(sandbox: TestSandbox, apiKey: string, path: string, body: unknown) {
  const response = await sandbox.client(apiKey).request("POST", path, body);
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${response.text}`);
  return (response.body as { id: string }).id;
}

/** A branch of this merchant ("Branch <code>" unless named). */
export const createBranch = (sandbox: TestSandbox, apiKey: string, code: string, name = `Branch ${code}`) =>
  createdId(sandbox, apiKey, "/v1/branch", { name, code });

/** A payment of this merchant: the payments tests' body (test-factories.ts) with `overrides`. */
export const createPayment = (
  sandbox: TestSandbox,
  apiKey: string,
  overrides: Record<string, unknown> = {},
) => createdId(sandbox, apiKey, "/v1/payment", paymentBody(overrides));

/** A fixed-price payment link's body ("Tea box", USDT 12) with `extra`. */
export const linkBody = (extra: Record<string, unknown> = {}) => ({
  name: "Tea box",
  amount: 12,
  currency: "USDT",
  allowCustomAmount: false,
  ...extra,
});

/** A direct-debit contract's body ("Tea club", up to USDT 10 a charge) on this scenario, with `extra`. */
export const contractBody = (scenarioId: string, extra: Record<string, unknown> = {}) => ({
  provider: "EXCHANGEA_PAY",
  serviceName: "Tea club",
  scenarioId,
  currency: "USDT",
  singleUpperLimit: 10,
  returnUrl: "https://shop.example.lk/done",
  cancelUrl: "https://shop.example.lk/cancel",
  ...extra,
});

/** The first direct-debit scenario the service offers for EXCHANGEA_PAY. */
export async function firstScenarioId(sandbox: TestSandbox, apiKey: string): Promise<string> {
  const scenarios = await sandbox
    .client(apiKey)
    .request("GET", "/v1/direct-debit/scenario-code/list?provider=EXCHANGEA_PAY");
  const id = (scenarios.body as { data: { id: string }[] }).data[0]?.id;
  if (!id) throw new Error(`no scenario: ${scenarios.status} ${scenarios.text}`);
  return id;
}
