import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { exportPaymentsCsv as exportCsv, listTotal } from "./helpers/csv";
import { createPaymentInConsole, feeTable } from "./helpers/payments";
import {
  expectNoSidewaysScroll,
  expectRowsShowMoneyInViewport,
  expectTablesFit,
  PHONE,
} from "./helpers/phone";

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
  // The QR sits on the first screen, above the fee table (asked again while the page still settles).
  const fees = page.getByRole("heading", { name: "Fees", exact: true });
  await expect
    .poll(async () => {
      const [qrBox, feesBox] = await Promise.all([qr.boundingBox(), fees.boundingBox()]);
      return qrBox !== null && feesBox !== null && qrBox.y < feesBox.y;
    })
    .toBe(true);
  await expectNoSidewaysScroll(page, "payment detail");
});

test("on a phone an LKR payment's fee table shows both currencies without scrolling", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await createPaymentInConsole(page, accountId, {
    currency: "LKR",
    amount: "1234567.89",
    tradeNo: `E2E-PHONE-${uniqueTag()}`,
  });
  const fees = feeTable(page);
  await expect(fees.getByRole("row").filter({ hasText: /^Net to you/ })).toContainText(/LKR [\d,]+\.\d{2}/);
  await expect(fees.getByRole("row").filter({ hasText: /^Net to you/ })).toContainText(/USDT [\d,]+\.\d+/);
  await expectTablesFit(page, "the created payment");
  await page.getByRole("link", { name: "View payment" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment of LKR 1,234,567.89");
  await expectTablesFit(page, "the payment's page");
  await expectNoSidewaysScroll(page, "the payment's page");
});

/** Switches to the demo aggregator (its payouts and float) at desktop width, answering its account id. */
async function openAggregator(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

test("the offramp report exports its filtered payouts as CSV, fits 1440 px, and shows amounts on a phone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await openAggregator(page);
  await page.goto(accountPath(accountId, "offramp?status=COMPLETED"));
  const table = page.getByRole("table", { name: "Payouts" });
  await expect(table.locator("tbody tr[data-row-index]").first()).toBeVisible();
  const total = await listTotal(page, "payouts");

  // Like the ledger's below, the export reads page by page at the account's pace (ahead of the page's charts).
  const { filename, records } = await exportCsv(page, 75_000);
  expect(filename).toMatch(/^offramp-\d{4}-\d\d-\d\d\.csv$/);
  const [header, ...rows] = records;
  expect(header?.slice(0, 5)).toEqual(["payoutId", "status", "statusLabel", "amountUsdt", "amountLkr"]);
  expect(rows).toHaveLength(total);
  expect(rows.every((row) => row[1] === "COMPLETED" && row[2] === "Completed")).toBe(true);
  const shownTotal = new Intl.NumberFormat("en-LK").format(total);
  await expect(page.getByText(new RegExp(`^Exported ${shownTotal} payouts?$`))).toBeVisible();

  // At 1440 px the table needs no sideways scrolling of its own.
  await page.setViewportSize({ width: 1440, height: 900 });
  const box = page.locator("[data-slot=data-table]");
  await expect
    .poll(() => box.evaluate((element) => element.scrollWidth - element.clientWidth))
    .toBeLessThanOrEqual(0);

  await page.screenshot({ path: "test-results/screenshots/offramp-1440-light.png" });
  await page.setViewportSize(PHONE);
  expect(await expectRowsShowMoneyInViewport(page, "offramp")).toBeGreaterThan(0);
  await page.screenshot({ path: "test-results/screenshots/offramp-390-light.png" });
  await expectNoSidewaysScroll(page, "offramp");

  await page.goto(accountPath(accountId, "reports/ledger"));
  await expect(
    page
      .getByRole("table", { name: /ledger|entries/i })
      .locator("tbody tr[data-row-index]")
      .first(),
  ).toBeVisible();
  expect(await expectRowsShowMoneyInViewport(page, "float ledger")).toBeGreaterThan(0);
  await expectNoSidewaysScroll(page, "float ledger");
  // The all-time view opens at 0.00 rather than a dash.
  await expect(page.getByText("Opening balance", { exact: true }).first().locator("xpath=..")).toContainText(
    "LKR 0.00",
  );

  await page.screenshot({ path: "test-results/screenshots/ledger-390-light.png", fullPage: true });

  // The export reads page by page at the account's shared pace; the page's own chart reads wait for it.
  const ledger = await exportCsv(page, 75_000);
  expect(ledger.filename).toMatch(/^float-ledger-\d{4}-\d\d-\d\d\.csv$/);
  expect(ledger.records[0]?.slice(0, 3)).toEqual(["entryId", "type", "typeLabel"]);
  expect(ledger.records.length).toBeGreaterThan(1);
});

test("a failed payout's page says who was paid and why it failed", async ({ page }) => {
  const accountId = await openAggregator(page);
  await page.goto(accountPath(accountId, "offramp?status=FAILED"));
  const table = page.getByRole("table", { name: "Payouts" });
  await table.locator("tbody tr[data-row-index]").first().locator("a").first().click();
  await expect(page).toHaveURL(/\/offramp\/[^/?]+$/);
  await expect(page.getByText("This payout failed")).toBeVisible();
  await expect(page.getByText(/^Reason: .+/)).toBeVisible();
  const paidTo = page
    .getByText("Paid to", { exact: true })
    .locator("xpath=ancestor::*[@data-slot='card'][1]");
  await expect(paidTo).toContainText("End user");
  await expect(paidTo).toContainText(/••••\w{1,4}/);
  await page.screenshot({ path: "test-results/screenshots/payout-failed-1280-light.png", fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, "payout detail");
  await page.screenshot({ path: "test-results/screenshots/payout-failed-390-light.png", fullPage: true });
});
