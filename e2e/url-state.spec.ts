import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";

// A list's filters live in the URL: filtering rewrites the current history entry, paging adds one, Back and
// Forward bring the view of each entry back, and parameters the list does not own stay in the URL.

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

test("filters replace the history entry, pages push one, and Back and Forward restore each view", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(`${accountPath(accountId, "payments")}?from=overview`);
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  const status = page.getByLabel("Status", { exact: true });
  await expect(pagination).toContainText(/Page 1 of \d+/);
  const start = await historyLength(page);

  await pagination.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?from=overview&page=2$/);
  await expect(pagination).toContainText(/Page 2 of \d+/);
  expect(await historyLength(page)).toBe(start + 1);

  // A filter goes back to the first page, in the same history entry.
  await status.selectOption({ label: "Paid" });
  await expect(page).toHaveURL(/\?from=overview&status=PAID$/);
  await expect(pagination).toContainText(/Page 1 of \d+/);
  expect(await historyLength(page)).toBe(start + 1);

  await page.goBack();
  await expect(page).toHaveURL(/\?from=overview$/);
  await expect(status).toHaveValue("");
  await expect(pagination).toContainText(/Page 1 of \d+/);

  await page.goForward();
  await expect(page).toHaveURL(/\?from=overview&status=PAID$/);
  await expect(status).toHaveValue("PAID");
  await expect(page.getByRole("table", { name: "Payments" }).getByRole("row").nth(1)).toContainText("Paid");

  // Choosing the default again leaves nothing of it in the URL.
  await status.selectOption({ index: 0 });
  await expect(page).toHaveURL(/\?from=overview$/);
});

test("the overview's period and branch replace the history entry, as a list's filters do", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId));
  const section = page.getByTestId("overview-insights");
  await expect(section.getByRole("button", { name: "7 days", pressed: true })).toBeVisible();
  const start = await historyLength(page);
  await section.getByRole("button", { name: "30 days" }).click();
  await expect(page).toHaveURL(/[?&]period=30d/);
  await section.getByRole("button", { name: "Today" }).click();
  await expect(page).toHaveURL(/[?&]period=today/);
  expect(await historyLength(page)).toBe(start);
});

test("an address a page cannot show as asked is said on the page, and the export refuses it", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const notice = page.getByTestId("address-notice");
  const exportsOf = `/api/accounts/${accountId}/exports/payments`;

  await page.goto(`${accountPath(accountId, "payments")}?dateRange=7d`);
  await expect(notice).toContainText("Period: “7d” is not a value this page can filter by");
  expect((await page.request.get(`${exportsOf}?dateRange=7d`)).status()).toBe(400);

  const outOfOrder = "?dateRange=custom&startDate=2026-11-20&endDate=2026-11-10";
  await page.goto(`${accountPath(accountId, "payments")}${outOfOrder}`);
  await expect(notice).toContainText("the first day (2026-11-20) comes after the last (2026-11-10)");
  expect((await page.request.get(`${exportsOf}${outOfOrder}`)).status()).toBe(400);

  const unknownBranch = "?branchId=1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d";
  await page.goto(`${accountPath(accountId, "payments")}${unknownBranch}`);
  await expect(notice).toContainText("the address names a branch this account does not have");
  expect((await page.request.get(`${exportsOf}${unknownBranch}`)).status()).toBe(400);
  await notice.getByRole("button", { name: "Remove it from the address" }).click();
  await expect(page).not.toHaveURL(/branchId=/);
  await expect(notice).toHaveCount(0);

  // Another page's filter on the overview is said too; the figures are the page's own (7 days).
  await page.goto(`${accountPath(accountId)}?dateRange=7d`);
  await expect(notice).toContainText("“dateRange” is not something this page filters by");
  await expect(
    page.getByTestId("overview-insights").getByRole("button", { name: "7 days", pressed: true }),
  ).toBeVisible();
});
