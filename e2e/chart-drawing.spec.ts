import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";

// The chart kit's drawing (recharts) on the demo data: every chart page draws (pictures in
// test-results/charts); and what the tooltip tells a person.

const OUT = join("test-results", "charts", process.env.CHART_SHOTS ?? "now");

async function chartPages(page: Page): Promise<Array<{ name: string; path: string }>> {
  const merchantId = await openDemoMerchant(page);
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: /Merchant account:/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  const aggregatorId = new URL(page.url()).pathname.split("/")[2] ?? "";
  if (viewport) await page.setViewportSize(viewport);
  const colomboDay = (msAgo: number) =>
    new Date(Date.now() + 5.5 * 3_600_000 - msAgo).toISOString().slice(0, 10);
  const week = `?startDate=${colomboDay(6 * 86_400_000)}&endDate=${colomboDay(0)}`;
  return [
    { name: "overview", path: accountPath(merchantId) },
    { name: "overview-90d", path: `${accountPath(merchantId)}?period=90d` },
    { name: "aggregator-overview", path: accountPath(aggregatorId) },
    { name: "ledger-week", path: `${accountPath(aggregatorId, "reports/ledger")}${week}` },
    { name: "offramp-week", path: `${accountPath(aggregatorId, "offramp")}${week}` },
  ];
}

async function settle(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
  await expect(page.locator("[data-slot='chart-drawing'] svg.recharts-surface").first()).toBeVisible({
    timeout: 30_000,
  });
  await page.evaluate(() => document.fonts.ready);
}

// At phone width, where the charts have the least room; the screenshot sweep (screenshots.spec.ts) checks
// every page, these included, for sideways scrolling at both widths.
test("every chart page draws its charts at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  mkdirSync(OUT, { recursive: true });
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { name, path } of await chartPages(page)) {
    await page.goto(path);
    await settle(page);
    await page.screenshot({ path: join(OUT, `${name}-390.png`), fullPage: true, animations: "disabled" });
    // The first chart with the pointer resting on its middle.
    const drawing = page.locator("[data-slot='chart-drawing']").first();
    await drawing.scrollIntoViewIfNeeded();
    await drawing.hover();
    await page.waitForTimeout(300);
    await page
      .locator("[data-slot='chart']")
      .first()
      .screenshot({ path: join(OUT, `${name}-390-hover.png`) });
  }
});

test("the tooltip shows a day's exact values under the pointer and from the keyboard", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(`${accountPath(accountId)}?period=30d`);
  const card = page.locator("[data-slot='chart'][data-chart='Paid volume per day']");
  const drawing = card.getByRole("application", { name: "Chart" });
  await expect(drawing.locator(".recharts-bar-rectangle").first()).toBeVisible({ timeout: 30_000 });
  await expect(drawing).toHaveAccessibleDescription(/arrow keys move from day to day/);
  const tip = card.locator("[data-slot='chart-tooltip']");
  await expect(tip).toBeHidden();

  // The pointer on the last day: its label and its amount, exact, as the table has them.
  await drawing.scrollIntoViewIfNeeded();
  const box = await drawing.boundingBox();
  if (!box) throw new Error("the drawing has no box");
  await page.mouse.move(box.x + box.width - 20, box.y + box.height / 2);
  await expect(tip).toBeVisible();
  await card.getByRole("button", { name: "Show the numbers" }).click();
  const lastRow = card.getByRole("table").getByRole("row").last();
  const [day, amount] = await lastRow.getByRole("cell").allInnerTexts();
  await drawing.scrollIntoViewIfNeeded();
  const again = (await drawing.boundingBox()) ?? box;
  await page.mouse.move(again.x + again.width - 20, again.y + again.height / 2);
  await expect(tip).toContainText(day ?? "?");
  await expect(tip).toContainText(amount ?? "?");
  await page.mouse.move(0, 0);
  await expect(tip).toBeHidden();

  // The keyboard: Tab reaches the chart, the arrows walk the days, Escape hides, Tab goes on.
  await card.getByRole("button", { name: "Hide the numbers" }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(drawing).toBeFocused();
  // The focus shows, as on every control.
  await expect(drawing).toHaveCSS("outline-style", "solid");
  await expect(tip).toBeVisible();
  const [firstDay] = await card.getByRole("table").getByRole("row").nth(1).getByRole("cell").allInnerTexts();
  await expect(tip).toContainText(firstDay ?? "?");
  await page.keyboard.press("End");
  await expect(tip).toContainText(day ?? "?");
  await expect(tip).toContainText(amount ?? "?");
  // Screen readers hear the same, in a sentence.
  await expect(card.locator("p[aria-live='polite']")).toHaveText(`${day}: Paid volume ${amount}`);
  await page.keyboard.press("ArrowLeft");
  await expect(tip).not.toContainText(day ?? "?");
  await page.keyboard.press("Escape");
  await expect(tip).toBeHidden();
  await page.keyboard.press("Tab");
  await expect(card.getByRole("button", { name: "Hide the numbers" })).toBeFocused();
  await expect(tip).toBeHidden();
});

test("a category chart writes long names on two lines, cut past them, and whole in its tooltip", async ({
  page,
}) => {
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account:/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  const aggregatorId = new URL(page.url()).pathname.split("/")[2] ?? "";
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(accountPath(aggregatorId, "offramp"));
  const card = page.locator("[data-slot='chart'][data-chart='Top failure reasons']");
  const drawing = card.getByRole("application", { name: "Chart" });
  await expect(drawing.locator(".recharts-bar-rectangle").first()).toBeVisible({ timeout: 60_000 });
  // The demo's reasons are long, and two begin "Beneficiary account": each still reads apart from the rest.
  const ticks = drawing.locator(".recharts-yAxis-tick-labels text");
  const names = await ticks.allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(new Set(names).size).toBe(names.length);
  for (let i = 0; i < names.length; i++) expect(await ticks.nth(i).locator("tspan").count()).toBeLessThan(3);
  expect(names.some((name) => name.endsWith("…"))).toBe(true);
  // The tooltip names each reason whole.
  const squash = (text: string | undefined) => (text ?? "?").replace(/\s+/g, "").replace(/…$/, "");
  const whole = card.locator("[data-slot='chart-tooltip'] p").first();
  const shows = (name: string | undefined) => async () =>
    squash(await whole.innerText()).startsWith(squash(name));
  await drawing.focus();
  await expect(card.locator("[data-slot='chart-tooltip']")).toContainText(/failed payouts?/);
  await expect.poll(shows(names[0])).toBe(true);
  await page.keyboard.press("ArrowDown");
  await expect.poll(shows(names[1])).toBe(true);
  const cut = names.findIndex((name) => name.endsWith("…"));
  await page.keyboard.press("Home");
  for (let i = 0; i < cut; i++) await page.keyboard.press("ArrowDown");
  await expect.poll(shows(names[cut])).toBe(true);
  expect((await whole.innerText()).length).toBeGreaterThan(squash(names[cut]).length);
});
