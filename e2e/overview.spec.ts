import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { createPaymentInConsole } from "./helpers/payments";

/** The count shown for today's payments in one status, 0 when the status has none today. */
async function todayCount(page: Page, status: string): Promise<number> {
  const figure = page.getByTestId(`figure-today-${status}`);
  if ((await figure.count()) === 0) return 0;
  return Number(await figure.getByTestId("figure-count").innerText());
}

test("the Paid-today figure rises without a reload when a payment is paid at the hosted checkout", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const paymentId = await createPaymentInConsole(page, accountId, {
    currency: "USDT",
    amount: "3.50",
    tradeNo: `E2E-OVERVIEW-${uniqueTag()}`,
  });
  await page.goto(accountPath(accountId, `payments/${paymentId}`));
  const checkoutHref = await page
    .getByRole("link", { name: "Open checkout page in a new tab" })
    .getAttribute("href");

  await page.goto(accountPath(accountId));
  await expect(page.getByRole("heading", { name: "Today", exact: true })).toBeVisible();
  await expect(page.getByText(/^Updated /)).toBeVisible();
  await expect(page.getByText("Live updates paused")).toHaveCount(0);
  const before = await todayCount(page, "PAID");
  // Every figure links to its filtered list.
  const todayStart = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  if (before > 0) {
    const href = (await page.getByTestId("figure-today-PAID").getAttribute("href")) ?? "";
    const url = new URL(href, "http://console.test");
    expect(url.pathname).toBe(accountPath(accountId, "payments"));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      status: "PAID",
      dateRange: "custom",
      startDate: todayStart,
      endDate: todayStart,
    });
  }

  const customer = await page.context().newPage();
  await customer.goto(checkoutHref ?? "");
  await customer.getByRole("button", { name: /^Pay USDT/ }).click();
  await expect(page.getByTestId("figure-today-PAID").getByTestId("figure-count")).toHaveText(
    String(before + 1),
    {
      timeout: 5_000,
    },
  );
  await customer.close();
  await expect(page.getByRole("link", { name: /contracts? awaiting signature/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Float balance" })).toHaveCount(0);
});

test("an aggregator's overview shows its float balance and payouts in progress, each linking to its list", async ({
  page,
}) => {
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  const accountId = new URL(page.url()).pathname.split("/")[2] ?? "";
  await expect(page.getByRole("heading", { name: "Float balance" })).toBeVisible();
  const balance = page.getByRole("link", { name: /^Float balance LKR / });
  await expect(balance).toHaveAttribute("href", accountPath(accountId, "reports/ledger"));
  await expect(balance).toHaveText(/^LKR [\d,]+\.\d{2}$/);
  const payouts = page.getByRole("link", { name: /payouts? in progress: open the payouts/ });
  await expect(payouts).toHaveAttribute("href", `${accountPath(accountId, "offramp")}?status=PROCESSING`);
  await expect(payouts).toHaveText(/^\d+$/);

  // On a phone the float's section comes first, before the payment figures.
  await page.setViewportSize({ width: 390, height: 844 });
  const float = await page.getByRole("heading", { name: "Float", exact: true }).boundingBox();
  const payments = await page.getByRole("heading", { name: "Payments", exact: true }).boundingBox();
  expect(float?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(payments?.y ?? 0);
});
