import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";

test("a test webhook arrives at the console, verified, and is found in the inbox confirmed", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  await page.getByRole("navigation").first().getByRole("link", { name: "Developers" }).click();
  await expect(page).toHaveURL(accountPath(accountId, "developers"));
  await expect(page.getByRole("heading", { level: 1, name: "Developers" })).toBeVisible();
  await expect(page.getByText("ED25519")).toBeVisible();
  await expect(page.getByText("X-Webhook-Signature")).toBeVisible();
  await expect(
    page.getByText(/Up to 5 attempts: the first at once, then 1, 2, 4 and 8 minutes/),
  ).toBeVisible();
  await expect(page.getByTestId("receiver-url").first()).toHaveText(
    `${E2E.consoleUrl}/api/webhooks/${accountId}`,
  );

  await page.getByRole("button", { name: "Send a test webhook" }).click();
  await expect(page.getByText(/^Arrived at \d{2}:\d{2}:\d{2}, signature verified$/)).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("link", { name: "Open the test event" }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath(accountId, "developers/inbox")}/\\d+$`));
  await expect(page.getByText("Verified with the account's webhook public key")).toBeVisible();
  // The test event is confirmed by the console's background work; the page hears of it by itself.
  await expect(page.getByText("Confirmed", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId("event-body")).toContainText('"event": "webhook.test"');
  await expect(page.getByText("X-Webhook-Attempt")).toBeVisible();
  await expect(page.getByRole("button", { name: "Copy signature" })).toBeVisible();

  // The inbox lists it, filtered by its type through the address.
  await page.goto(`${accountPath(accountId, "developers/inbox")}?type=webhook.test`);
  const rows = page.getByRole("table", { name: "Received webhooks" }).getByRole("row");
  await expect(rows.nth(1)).toContainText("Test webhook");
  await expect(rows.nth(1)).toContainText("Confirmed");
  await expect(page.getByLabel("Event type")).toHaveValue("webhook.test");

  // An id that is not one stays in the box with its error.
  await page.getByLabel("Resource id").fill("pay_123");
  await page.getByLabel("Resource id").press("Enter");
  await expect(page.getByText(/Enter a payment, payout or contract id/)).toBeVisible();
  await expect(page).toHaveURL(/resourceId=pay_123/);
});

test("the public key downloads as a PEM file equal to the sandbox's key", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "developers"));
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download .pem" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("webhook-public-key-sandbox.pem");
  const saved = await readFile((await download.path()) ?? "", "utf8");
  const sandboxKey = await (await fetch(`${E2E.sandboxUrl}/sandbox/webhook-public-key`)).text();
  expect(saved.trim()).toBe(sandboxKey.trim());
  expect(saved).toMatch(/^-----BEGIN PUBLIC KEY-----/);
});

test("the API page shows the key and the API reference by tag", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  await page.goto(accountPath(accountId, "developers/api"));
  await expect(page.getByRole("heading", { name: "API key" })).toBeVisible();
  await expect(page.getByText(/^ak_/).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Replace the key in Settings" })).toHaveAttribute(
    "href",
    `/settings/accounts/${accountId}`,
  );
  await expect(page.getByRole("heading", { name: "API reference" })).toBeVisible();
  await expect(page.getByRole("link", { name: /OpenAPI document/ })).toHaveAttribute("href", "/openapi.json");
  const createPayment = page.locator("details#createPayment");
  await expect(createPayment).toContainText("/v1/payment");
  await createPayment.locator("summary").click();
  await expect(createPayment.getByText("Request body")).toBeVisible();
  await expect(createPayment.getByText("429")).toBeVisible();
});

test("staff see no Developers section, and its pages and routes refuse them", async ({ page, browser }) => {
  const accountId = await openDemoMerchant(page);
  const staff = await addMember(accountId, "staff", uniqueTag());
  const context = await signedInContext(browser, staff);
  const staffPage = await context.newPage();
  await staffPage.goto(accountPath(accountId));
  await expect(staffPage.getByRole("heading", { level: 1, name: "Ceylon Tea House" })).toBeVisible();
  await expect(
    staffPage.getByRole("navigation").first().getByRole("link", { name: "Developers" }),
  ).toHaveCount(0);
  for (const path of ["developers", "developers/inbox", "developers/api"]) {
    await staffPage.goto(accountPath(accountId, path));
    await expect(staffPage.getByText("Your role cannot see the developers' section")).toBeVisible();
    await expect(staffPage.getByText("ED25519")).toHaveCount(0);
  }
  expect((await staffPage.request.get(`/api/accounts/${accountId}/webhook-inbox`)).status()).toBe(403);
  expect((await staffPage.request.get(`/api/accounts/${accountId}/webhook-inbox/1`)).status()).toBe(403);
  expect((await staffPage.request.get(`/api/accounts/${accountId}/v1/webhooks/config`)).status()).toBe(403);
  await context.close();
});
