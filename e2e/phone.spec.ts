import { expect, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";
import { expectNoSidewaysScroll, expectRowsShowMoneyInViewport, PHONE } from "./helpers/phone";

test.use({ viewport: PHONE });

test("on a phone the payments list shows every row's amount and status on screen, filters folded", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "payments?status=PAID&dateRange=last90"));
  const table = page.getByRole("table", { name: "Payments" });
  await expect(table.locator("tbody tr[data-row-index]").first()).toBeVisible();

  // Every row: its amount, with the currency, inside the 390 px screen; no sideways scrolling.
  const rows = await expectRowsShowMoneyInViewport(page, "payments");
  expect(rows).toBeGreaterThan(0);
  const firstAmount = table.locator("td[data-mobile=amount]").first();
  await expect(firstAmount).toHaveText(/^(USDT|LKR) [\d,]+\.\d{2}/);
  await expect(firstAmount).toBeInViewport();
  await expectNoSidewaysScroll(page, "payments");

  // The filters fold behind one button that counts them; the first screen holds the list.
  const toggle = page.getByRole("button", { name: "Filters (2 on)" });
  await expect(toggle).toBeVisible();
  const status = page.getByLabel("Status", { exact: true });
  await expect(status).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(status).toBeVisible();
  await expect(status).toHaveValue("PAID");

  // A filter set in the panel counts at once.
  await status.selectOption({ label: "All statuses" });
  await expect(page).not.toHaveURL(/status=PAID/);
  await expect(page.getByRole("button", { name: "Filters (1 on)" })).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByRole("button", { name: "Filters", exact: true })).toBeVisible();
  await expect(table.locator("tbody tr[data-row-index]").first()).toBeVisible();
  expect(await expectRowsShowMoneyInViewport(page, "payments, unfiltered")).toBeGreaterThan(0);
});

test("on a phone an open payment leads with its QR code and amount", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "payments?status=INITIATED"));
  const first = page.getByRole("table", { name: "Payments" }).locator("tbody tr[data-row-index]").first();
  await first.locator("a").first().click();
  await expect(page).toHaveURL(/\/payments\/[^/?]+$/);
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Payment of (USDT|LKR) /);
  const qr = page.getByRole("img", { name: /^QR code to pay/ });
  await expect(qr).toBeVisible();
  // The QR sits on the first screen, above the fee table.
  const qrBox = await qr.boundingBox();
  const feesBox = await page.getByText("Fees", { exact: true }).first().boundingBox();
  expect(qrBox && feesBox && qrBox.y < feesBox.y).toBe(true);
  await expectNoSidewaysScroll(page, "payment detail");
});
