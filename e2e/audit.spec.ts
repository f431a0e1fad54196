import { expect, test } from "@playwright/test";
import { accountPath, openDemoMerchant, uniqueTag } from "./helpers/console";
import { addMember, signedInContext } from "./helpers/console-cli";

test("an owner finds the payment link they created in the audit log, with a link to it", async ({ page }) => {
  const accountId = await openDemoMerchant(page);
  const name = `E2E audit ${uniqueTag()}`;
  await page.goto(accountPath(accountId, "payment-links/new"));
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Currency").selectOption("LKR");
  await page.getByLabel("Amount", { exact: true }).fill("2500");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath(accountId, "payment-links")}/[0-9a-f-]{36}$`));
  const linkId = page.url().split("/").pop() ?? "";

  await page.goto("/settings/accounts");
  await page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
  await page.getByLabel("Operation").selectOption({ label: "Create a payment link" });
  await expect(page).toHaveURL(/operation=createPaymentLink/);
  // The row shows the id shortened, whole in its title and its copy button.
  const row = page.getByTestId("audit-row").filter({ has: page.locator(`[title="${linkId}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Create a payment link");
  await expect(row).toContainText("Succeeded");
  await expect(row).toContainText("201");
  await expect(row).toContainText(/127\.0\.0\.1|::1/);

  // A client's own X-Forwarded-For does not become the recorded address.
  const forged = await page.request.post(`/api/accounts/${accountId}/v1/payment-link`, {
    headers: { origin: new URL(page.url()).origin, "x-forwarded-for": "203.0.113.99" },
    data: { name: `${name} (forged)`, amount: 100, currency: "LKR", allowCustomAmount: false },
  });
  expect(forged.status()).toBe(201);
  const forgedId = ((await forged.json()) as { id: string }).id;
  await page.reload();
  const forgedRow = page.getByTestId("audit-row").filter({ has: page.locator(`[title="${forgedId}"]`) });
  await expect(forgedRow).toContainText(/127\.0\.0\.1|::1/);
  await expect(forgedRow).not.toContainText("203.0.113.99");

  // The export holds the same filtered rows.
  const href = await page.getByRole("link", { name: "Export CSV" }).getAttribute("href");
  const csv = await page.request.get(href ?? "");
  expect(csv.status()).toBe(200);
  const text = await csv.text();
  expect(text).toContain(`${accountPath(accountId, "payment-links")}/${linkId}`);
  expect(text).not.toContain("createPayment,");

  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(scroll).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `test-results/audit-${width}-${scheme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await row.locator(`a[title="${linkId}"]`).click();
  await expect(page).toHaveURL(accountPath(accountId, `payment-links/${linkId}`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("staff get a clear no-access page and no export", async ({ page, browser }) => {
  const accountId = await openDemoMerchant(page);
  const staff = await addMember(accountId, "staff", uniqueTag());
  const context = await signedInContext(browser, staff);
  const staffPage = await context.newPage();
  await staffPage.goto("/settings/accounts");
  await expect(
    staffPage.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Audit log" }),
  ).toHaveCount(0);
  await staffPage.goto("/settings/audit");
  await expect(staffPage.getByText("Only owners and admins see the audit log")).toBeVisible();
  await expect(staffPage.getByTestId("audit-row")).toHaveCount(0);
  const exported = await staffPage.request.get("/settings/audit/export");
  expect(exported.status()).toBe(403);
  await context.close();
});
