import { expect, type Page } from "@playwright/test";
import { sandboxControl } from "../env";
import { accountPath } from "./console";

/**
 * Fills and sends the new-contract form for a USDT limit under the Subscription scenario, and waits for the
 * approval view; answers the new contract's id (from its "View contract" link).
 */
export async function createContractInConsole(
  page: Page,
  accountId: string,
  serviceName: string,
  code: string,
) {
  await page.goto(accountPath(accountId, "direct-debit/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New contract" })).toBeVisible();
  await page.getByLabel("Scenario").selectOption({ label: "Subscription · up to USDT 500.00 per charge" });
  await page.getByRole("radio", { name: /^USDT/ }).check();
  await page.getByLabel("Limit per charge").fill("40");
  await page.getByLabel("Service name").fill(serviceName);
  await page.getByLabel("Contract code (optional)").fill(code);
  await page.getByLabel("Return URL").fill("https://shop.example/subscribed");
  await page.getByLabel("Cancel URL").fill("https://shop.example/plans");
  await page.getByRole("button", { name: "Create contract" }).click();

  await expect(page.getByRole("heading", { name: "Customer approval" })).toBeVisible();
  const href = await page.getByRole("link", { name: "View contract" }).first().getAttribute("href");
  const contractId = href?.split("/").pop() ?? "";
  expect(contractId).toMatch(/^[0-9a-f-]{36}$/);
  return contractId;
}

/** The customer approves the contract in their wallet app (the sandbox plays the provider). */
export async function approveAtProvider(contractId: string) {
  const approved = await sandboxControl("POST", `/sandbox/direct-debit/${contractId}/approve`);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}
