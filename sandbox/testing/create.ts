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
