import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";

// The merchant overview's period figures and charts over the demo tea house's 90 days of payments, as the
// console's payment index has read them.

function chart(page: Page, title: string) {
  return page
    .locator("[data-slot='chart']")
    .filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

async function figure(page: Page, title: string): Promise<string> {
  return (await page.getByTestId(`figure-${title}`).innerText()).trim();
}

test("the overview shows its charts, the period switch changes the figures, and the numbers are a click away", async ({
  page,
}) => {
  test.setTimeout(300_000);
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId));
  const section = page.getByTestId("overview-insights");
  await expect(section.getByRole("heading", { name: "How payments are going" })).toBeVisible();
  await expect(section.getByRole("button", { name: "7 days", pressed: true })).toBeVisible();

  // The demo has paid payments every day, so the volume chart draws bars.
  const volume = chart(page, "Paid volume per day");
  await expect(volume.getByRole("application", { name: "Chart" })).toBeVisible();
  await expect(volume.locator(".recharts-bar-rectangle").first()).toBeAttached();
  // The summary compares whole days; today, still running, is told apart.
  await expect(
    volume.getByText(/^Paid volume (rose|fell|stayed at) .* over 7 days .* is not over: /),
  ).toBeVisible();
  await expect(chart(page, "Payments by status").getByRole("application", { name: "Chart" })).toBeVisible();
  await expect(chart(page, "Top branches by paid volume").getByText(/largest first: /)).toBeVisible();
  for (const title of ["Paid volume", "Conversion", "Average ticket", "Payments created"])
    await expect(page.getByTestId(`figure-${title}`)).not.toHaveText("—");
  // Headline amounts with two decimals; the exact amount follows for screen readers (and in the tooltip).
  await expect(page.getByTestId("figure-Paid volume")).toHaveText(
    /^USDT [\d,]+\.\d{2}(, exactly USDT [\d,]+\.\d+)?$/,
  );

  // Until the backfill has read all 90 days, the 90-day figures are not known (never a number too low);
  // then they are, and the previous 90 days, which the console does not hold, are not compared with.
  const week = await figure(page, "Payments created");
  await expect(async () => {
    await page.goto(accountPath(accountId, "?period=90d"));
    await expect(section.getByRole("button", { name: "90 days", pressed: true })).toBeVisible();
    const created = await figure(page, "Payments created");
    expect(created).toMatch(/payments$/);
    expect(created).not.toBe(week);
  }).toPass({ timeout: 180_000 });
  await expect(volume.getByText(/over 90 days/)).toBeVisible();
  await expect(section.getByText("earlier period not known yet").first()).toBeVisible();

  // The switch: Today, then back to 7 days, each in the URL and each with its own figures.
  await section.getByRole("button", { name: "Today" }).click();
  await expect(page).toHaveURL(/[?&]period=today/);
  await expect(section.getByText(/^Today \(/)).toBeVisible();
  await expect(volume.getByText(/(on|over) .*|No payments were paid in this period\./).first()).toBeVisible();
  await section.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/[?&]period=7d/);
  await expect(volume.getByText(/over 7 days/)).toBeVisible();

  // A custom period long before the 90 days the console holds: not known, never zero.
  await page.goto(accountPath(accountId, "?period=custom&from=2020-01-01&to=2020-01-31"));
  await expect(section.getByRole("button", { name: "Custom", pressed: true })).toBeVisible();
  await expect(section.getByLabel("From")).toHaveValue("2020-01-01");
  await expect(page.getByTestId("figure-Payments created")).toHaveText("Not known yet");
  await expect(page.getByTestId("figure-Paid volume")).toHaveText("Not known yet");
  await expect(page.getByTestId("overview-coverage")).toContainText("31 days of this period are earlier");
  await expect(volume.getByText("The console does not hold the payments of this period yet.")).toBeVisible();

  // "Show the numbers": a table of the series and its CSV.
  await page.goto(accountPath(accountId, "?period=30d"));
  await volume.getByRole("button", { name: "Show the numbers" }).click();
  const table = volume.getByRole("table", { name: "Paid volume per day" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(31);
  await expect(table.getByRole("columnheader", { name: "Paid volume (USDT)" })).toBeVisible();
  await expect(table.getByRole("cell", { name: /^USDT [\d,]+\.\d{2}/ }).first()).toBeVisible();
  const downloading = page.waitForEvent("download");
  await volume.getByRole("button", { name: "Download CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^paid-volume-per-day-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = readFileSync((await download.path()) ?? "", "utf8").split("\r\n");
  expect(csv[0]).toBe("Day (Asia/Colombo),Paid volume (USDT)");
  expect(csv[1]).toMatch(/^\d{4}-\d{2}-\d{2},\d+\.\d{6}$/);
  expect(csv.filter((line) => line !== "")).toHaveLength(31);
});

test("the branch picker limits the figures to one branch, by name", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId));
  const section = page.getByTestId("overview-insights");
  const all = await figure(page, "Payments created");
  const picker = section.getByLabel("Branch");
  const names = (await picker.locator("option").allInnerTexts()).filter(
    (name) => name !== "All branches" && !name.endsWith("(inactive)"),
  );
  expect(names.length).toBeGreaterThan(1);
  await picker.selectOption({ label: names[0] ?? "" });
  await expect(page).toHaveURL(/[?&]branch=[0-9a-f-]{36}/);
  await expect(
    chart(page, "Paid volume per day").getByText(`Last 7 days · ${names[0]}`, { exact: true }),
  ).toBeVisible();
  await expect(chart(page, "Top branches by paid volume")).toHaveCount(0);
  await expect(page.getByTestId("figure-Payments created")).not.toHaveText(all);
});
