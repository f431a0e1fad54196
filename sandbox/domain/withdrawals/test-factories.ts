// Shared set-up for the withdrawal integration tests: merchants with PAID payments.
import { expect } from "vitest";
import type { TestSandbox } from "@/sandbox/testing/harness";
import { paymentBody } from "../payments/test-factories";

type Api = ReturnType<TestSandbox["client"]>;

/** Creates a payment through the API and pays it through the control API; returns the payment. */
export async function paidPayment(sandbox: TestSandbox, api: Api, overrides: Record<string, unknown> = {}) {
  const created = await api.request("POST", "/v1/payment", paymentBody(overrides));
  expect(created.status).toBe(201);
  const paid = await sandbox.control("POST", `/sandbox/payments/${created.body.id}/simulate`, {
    outcome: "PAID",
  });
  expect(paid.status).toBe(200);
  return paid.body as { id: string; payId: string; [key: string]: unknown };
}

export async function merchantWithApi(
  sandbox: TestSandbox,
  options: { minWithdrawalLkr?: number; autoApproveBelowLkr?: number; name?: string } = {},
) {
  const merchant = await sandbox.createMerchant({ name: "Mirissa Surf Shop", ...options });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

/** Today in Colombo by the sandbox clock. */
export async function sandboxToday(sandbox: TestSandbox): Promise<string> {
  const clock = await sandbox.control("GET", "/sandbox/clock");
  return new Date(Date.parse(clock.body.now) + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
}
