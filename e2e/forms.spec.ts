import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";
import { fillNewPayment } from "./helpers/payments";

// Money typed into a form is sent exactly as typed or refused on its field with a sentence; the sandbox's
// own limits come back on the field, in words; a filter picked while the page loads is applied.

const fillPayment = (page: Page, accountId: string, amount: string, tradeNo: string) =>
  fillNewPayment(page, accountId, { currency: "USDT", amount, tradeNo });

async function paymentsWithTradeNo(page: Page, accountId: string, tradeNo: string) {
  const list = await bffGet<{ data: { id: string; amount: number }[] }>(
    page,
    accountId,
    `v1/payment/list?search=${encodeURIComponent(tradeNo)}`,
  );
  return list.data;
}

test("a USDT amount with 7 decimals is refused on its field and nothing is created; 6 decimals are saved exactly", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tradeNo = `E2E-DEC-${uniqueTag()}`;
  await fillPayment(page, accountId, "1.1234567", tradeNo);
  await page.getByRole("button", { name: "Create payment" }).click();
  const amount = page.getByLabel("Amount (USDT)");
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  await expect(amount).toHaveAccessibleDescription("Up to 6 decimal places. Up to 6 decimal places");
  await expect(amount).toHaveValue("1.1234567");
  await expect(page).toHaveURL(/\/payments\/new$/);
  expect(await paymentsWithTradeNo(page, accountId, tradeNo)).toHaveLength(0);

  await amount.fill("1.123456");
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(page.getByText("Payment created")).toBeVisible();
  const created = await paymentsWithTradeNo(page, accountId, tradeNo);
  expect(created).toHaveLength(1);
  const payment = await bffGet<{ amount: number }>(page, accountId, `v1/payment/${created[0]?.id}`);
  expect(payment.amount).toBe(1.123456);
});

test("an amount a JSON number cannot carry is refused in the console; one beyond the sandbox's limit comes back on the field", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tradeNo = `E2E-BIG-${uniqueTag()}`;
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/v1/payment")) sent.push(request.url());
  });

  await fillPayment(page, accountId, "99999999999999999", tradeNo);
  await page.getByRole("button", { name: "Create payment" }).click();
  const amount = page.getByLabel("Amount (USDT)");
  await expect(amount).toHaveAccessibleDescription(/too many digits to be sent exactly/);
  expect(sent).toHaveLength(0);

  // Ten billion is a number the form accepts; the sandbox stores at most 9,999,999,999.99 and says so.
  await amount.fill("10000000000");
  await page.getByRole("button", { name: "Create payment" }).click();
  await expect(amount).toHaveAccessibleDescription(/Amount \(USDT\) must be at most 9,999,999,999\.99$/);
  expect(sent).toHaveLength(1);
  await expect(page.getByText("Internal server error")).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "amount must" })).toHaveCount(0);
  expect(await paymentsWithTradeNo(page, accountId, tradeNo)).toHaveLength(0);
});

test("an LKR link priced 10.555 is refused on its field and no link is created", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const name = `Rounding check ${uniqueTag()}`;
  await page.goto(accountPath(accountId, "payment-links/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New payment link" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Currency").selectOption("LKR");
  await page.getByLabel("Amount", { exact: true }).fill("10.555");
  await page.getByRole("button", { name: "Create link" }).click();
  const price = page.getByLabel("Amount", { exact: true });
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(price).toHaveAccessibleDescription("Up to 2 decimal places. Up to 2 decimal places");
  await expect(page).toHaveURL(/\/payment-links\/new$/);
  const links = await bffGet<{ data: { name: string }[] }>(
    page,
    accountId,
    `v1/payment-link/list?search=${encodeURIComponent(name)}`,
  );
  expect(links.data.filter((link) => link.name === name)).toHaveLength(0);
});

const SCRIPTS = /\/_next\/static\/.*\.js$/;

/** Holds the page's scripts back, as a slow network would, until the answer is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let letThrough: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    letThrough = resolve;
  });
  await page.route(SCRIPTS, async (route) => {
    await held;
    await route.continue();
  });
  return letThrough;
}

test("a filter picked before the page's script has loaded is applied once it runs", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const release = await holdScripts(page);
  await page.goto(accountPath(accountId, "payments"), { waitUntil: "commit" });
  // The server's HTML is on screen, without its script: the person picks a status.
  const status = page.getByLabel("Status");
  await expect(status).toBeVisible();
  await status.selectOption("PAID");
  release();
  await expect(page).toHaveURL(/[?&]status=PAID\b/);
  await expect(status).toHaveValue("PAID");
});

test("what is typed into a form before the page's script has loaded is what the form sends", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const name = `Typed early ${uniqueTag()}`;
  const release = await holdScripts(page);
  await page.goto(accountPath(accountId, "payment-links/new"), { waitUntil: "commit" });
  // The server's HTML is on screen, without its script: the person fills the form.
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Amount", { exact: true }).fill("12.5");
  release();
  // React marks the elements it has taken over; only then does the button submit through the form.
  await page.waitForFunction(() => {
    const form = document.querySelector("main form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactProps"));
  });
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page).not.toHaveURL(/\/payment-links\/new/);
  const links = await bffGet<{ data: { name: string; amount: number | null }[] }>(
    page,
    accountId,
    `v1/payment-link/list?search=${encodeURIComponent(name)}`,
  );
  expect(links.data.filter((link) => link.name === name).map((link) => link.amount)).toEqual([12.5]);
});

test("goods lines are added with the focus on the new one, removed with their typing kept, and a refused submit focuses the first field in error", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "payments/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New payment" })).toBeVisible();
  await page.getByLabel("Item 1 name").fill("Dimbula BOP 500 g");
  // A click before the page's script has run adds nothing; the line appears once it has.
  await expect(async () => {
    await page.getByRole("button", { name: "Add item" }).click();
    await expect(page.getByLabel("Item 2 name")).toBeVisible({ timeout: 500 });
  }).toPass();
  await expect(page.getByLabel("Item 2 name")).toBeFocused();
  await page.keyboard.type("Uva FBOP 250 g");
  await page.getByRole("button", { name: "Remove item 1" }).click();
  await expect(page.getByLabel("Item 1 name")).toHaveValue("Uva FBOP 250 g");
  await expect(page.getByLabel("Item 2 name")).toHaveCount(0);

  await page.getByRole("button", { name: "Create payment" }).click();
  const amount = page.getByLabel("Amount (USDT)");
  await expect(amount).toBeFocused();
  await expect(amount).toHaveAttribute("aria-invalid", "true");
  // After a refused submit each change is checked again at once.
  await amount.fill("25.00");
  await expect(amount).not.toHaveAttribute("aria-invalid", "true");
});
