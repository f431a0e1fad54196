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
