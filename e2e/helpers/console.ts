import { expect, type Page } from "@playwright/test";

/** The demo merchant every flow works on; "/" opens it for a fresh session (accounts are listed by name). */
export const DEMO_MERCHANT = "Ceylon Tea House";

/** Opens the demo merchant's overview and answers its console account id. */
export async function openDemoMerchant(page: Page): Promise<string> {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: DEMO_MERCHANT })).toBeVisible();
  const accountId = new URL(page.url()).pathname.split("/")[2];
  expect(accountId).toMatch(/^[0-9a-f-]{36}$/);
  return accountId ?? "";
}

/** A console address inside the account: accountPath(id, "payments/new"). */
export function accountPath(accountId: string, path = ""): string {
  return `/accounts/${accountId}${path ? `/${path}` : ""}`;
}

/**
 * A GET through the console's BFF with the page's session, as the browser's own fetches go; used to find
 * seeded records and to check what the member may read.
 */
export async function bffGet<T>(page: Page, accountId: string, pathWithQuery: string): Promise<T> {
  const response = await page.request.get(`/api/accounts/${accountId}/${pathWithQuery}`);
  expect(response.status(), `GET ${pathWithQuery}`).toBe(200);
  return (await response.json()) as T;
}

/** A short tag, unique per call, for names, codes and trade numbers that must not collide across runs. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
}
