import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";

// The aggregator's float and offramp charts on the demo data, and the runway warning on every account page.

async function openAggregator(page: Page): Promise<string> {
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

/** A chart card of the kit by its title, once its drawing is on screen. */
async function expectChart(page: Page, title: string) {
  const chart = page.locator(`[data-slot="chart"][data-chart="${title}"]`);
  await expect(chart).toBeVisible({ timeout: 60_000 });
  await expect(chart.locator('[data-slot="chart-drawing"]')).toBeVisible({ timeout: 60_000 });
  await expect(chart.getByRole("application", { name: "Chart" })).toBeVisible();
  return chart;
}

test("the aggregator overview shows the float's balance, movements and runway", async ({ page }) => {
  test.setTimeout(120_000);
  await openAggregator(page);
  await expect(page.getByRole("heading", { name: "Float", exact: true })).toBeVisible();
  await expect(page.getByTestId("runway-card")).toContainText(
    /The float lasts (about \d+ days?|less than a day) at this week's pace\.|No outflow this week\.|The float is empty\./,
  );
  await expect(page.getByTestId("runway-card")).toContainText(/Balance LKR [\d,]+\.\d{2}/);
  const balance = await expectChart(page, "Balance by day");
  await expect(balance).toContainText(
    /The float went from LKR [\d,]+\.\d{2} to LKR [\d,]+\.\d{2} over 30 days\./,
  );
  const flows = await expectChart(page, "Top-ups, payouts and refunds");
  await expect(flows).toContainText(/LKR [\d,]+\.\d{2} paid out/);

  // The numbers behind the chart are one click away, exact and with their currency.
  await flows.getByRole("button", { name: "Show the numbers" }).click();
  const table = flows.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Payouts (debits) (LKR)" })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("cell", { name: /^LKR [\d,]+\.\d{2}$/ }).first()).toBeVisible();
});

test("the float ledger charts its date window, and the offramp report its payouts", async ({ page }) => {
  test.setTimeout(180_000);
  const accountId = await openAggregator(page);
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() + 5.5 * 3_600_000 - 6 * 86_400_000).toISOString().slice(0, 10);

  await page.goto(`${accountPath(accountId, "reports/ledger")}?startDate=${weekAgo}&endDate=${today}`);
  await expect(page.getByRole("heading", { level: 1, name: "Float ledger" })).toBeVisible();
  const balance = await expectChart(page, "Balance by day");
  await expect(balance).toContainText(/over 7 days/);
  await expectChart(page, "Top-ups, payouts and refunds");
  await expect(page.getByTestId("runway-card")).toBeVisible();
  await balance.getByRole("button", { name: "Show the numbers" }).click();
  await expect(balance.getByRole("table").getByRole("row")).toHaveCount(8);

  await page.goto(`${accountPath(accountId, "offramp")}?startDate=${weekAgo}&endDate=${today}`);
  await expect(page.getByRole("heading", { level: 1, name: "Offramp" })).toBeVisible();
  await expectChart(page, "Payout volume per day by status");
  await expectChart(page, "Effective USDT/LKR rate");
  const figures = page.locator(`dl[aria-label="Payout figures of the period"]`);
  await expect(figures).toContainText(/Success rate\s*\d+(\.\d)? %/);
  await expect(figures).toContainText(/Time to complete \(median\)\s*\d+ (s|min|h)/);
  await expect(figures).toContainText(/Effective rate\s*LKR [\d,]+\.\d+/);
  // The demo's week holds failed payouts (about one in twenty): their reasons are charted.
  const reasons = await expectChart(page, "Top failure reasons");
  await reasons.getByRole("button", { name: "Show the numbers" }).click();
  await expect(reasons.getByRole("cell", { name: /failed payouts?$/ }).first()).toBeVisible();
});

test("a threshold above the runway warns on every aggregator page, linking to the ledger", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const accountId = await openAggregator(page);
  await expect(page.getByTestId("runway-warning")).toHaveCount(0);

  await page.goto(`/settings/accounts/${accountId}`);
  const field = page.getByLabel("Warn when the float lasts less than");
  await field.fill("0");
  await page.getByRole("button", { name: "Save threshold" }).click();
  await expect(page.getByText("Enter between 1 and 365 days, or leave it blank")).toBeVisible();

  try {
    await field.fill("365");
    await page.getByRole("button", { name: "Save threshold" }).click();
    await expect(page.getByText(/now warns when the float lasts less than 365 days/)).toBeVisible();

    for (const path of ["", "offramp", "reports"]) {
      await page.goto(accountPath(accountId, path));
      const warning = page.getByTestId("runway-warning");
      await expect(warning).toBeVisible({ timeout: 30_000 });
      await expect(warning).toContainText(/The float (lasts|is empty)/);
      await expect(warning).toContainText("this account warns below 365 days");
      await expect(warning.getByRole("link", { name: "Open the float ledger" })).toHaveAttribute(
        "href",
        accountPath(accountId, "reports/ledger"),
      );
    }
    await page.getByTestId("runway-warning").getByRole("link", { name: "Open the float ledger" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Float ledger" })).toBeVisible();
  } finally {
    // Other specs photograph these pages: leave the account without a threshold.
    await page.goto(`/settings/accounts/${accountId}`);
    await page.getByLabel("Warn when the float lasts less than").fill("");
    await page.getByRole("button", { name: "Save threshold" }).click();
    await expect(page.getByText("The runway warning is off.")).toBeVisible();
  }
  await page.goto(accountPath(accountId, ""));
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  await expect(page.getByTestId("runway-warning")).toHaveCount(0);
});
