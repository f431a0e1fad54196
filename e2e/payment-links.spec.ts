import { expect, test } from "@playwright/test";
import { E2E } from "./env";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";

type LinkBody = {
  name: string;
  amount: number | null;
  allowCustomAmount: boolean;
  minAmount: number | null;
  maxAmount: number | null;
  maxQuantity: number | null;
  reusable: boolean;
  status: string;
  slug: string;
  branchId: string | null;
  merchantTradeNo: string | null;
};

test("a payment link is created with its rules checked inline, edited, found by search and deactivated", async ({
  page,
}) => {
  const accountId = await openDemoMerchant(page);
  const tag = uniqueTag();
  const name = `E2E tasting session ${tag}`;

  await page.goto(accountPath(accountId, "payment-links/new"));
  await expect(page.getByRole("heading", { level: 1, name: "New payment link" })).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill("Guided tasting of five estate teas");
  await page.getByLabel("Currency").selectOption("LKR");
  await page.getByRole("radio", { name: /^Customer chooses/ }).check();
  await page.getByLabel("Minimum amount").fill("5000");
  await page.getByLabel("Maximum amount").fill("100");
  await page.getByRole("switch", { name: "Customers choose a quantity" }).click();
  await page.getByLabel("Maximum quantity").fill("5");
  await page.getByRole("radio", { name: /^Single use/ }).check();
  await page.getByLabel("Success URL").fill("https://shop.example/thanks");
  await page.getByLabel("Merchant trade number").fill(`E2E-PL-${tag}`);
  await page.getByLabel("Branch").selectOption({ label: "Kandy Temple Road (CTH-KDY)" });

  // The spec's conditional rule shows under its field, and nothing is sent.
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page.getByText("The maximum amount must not be below the minimum amount")).toBeVisible();
  await expect(page).toHaveURL(/\/payment-links\/new$/);

  await page.getByLabel("Minimum amount").fill("100");
  await page.getByLabel("Maximum amount").fill("5000");
  await page.getByRole("button", { name: "Create link" }).click();
  await expect(page).toHaveURL(new RegExp(`${accountPath(accountId, "payment-links")}/[0-9a-f-]{36}$`));
  const linkId = page.url().split("/").pop() ?? "";

  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Customer chooses (LKR 100.00–LKR 5,000.00)").first()).toBeVisible();
  await expect(page.getByText("Paid 0 times")).toBeVisible();
  await expect(page.getByText("Customers choose, up to 5")).toBeVisible();
  await expect(page.getByRole("link", { name: "Kandy Temple Road" })).toBeVisible();
  const stored = await bffGet<LinkBody>(page, accountId, `v1/payment-link/${linkId}`);
  expect(stored).toMatchObject({
    name,
    allowCustomAmount: true,
    minAmount: 100,
    maxAmount: 5000,
    maxQuantity: 5,
    reusable: false,
    status: "ACTIVE",
    merchantTradeNo: `E2E-PL-${tag}`,
  });
  const shareUrl = `${E2E.sandboxUrl}/l/${stored.slug}`;
  await expect(page.getByText(shareUrl, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("img", { name: new RegExp(`^QR code of the payment link ${name}`) }),
  ).toBeVisible();
  const hosted = await page.request.get(shareUrl);
  expect(hosted.status()).toBe(200);
  expect(await hosted.text()).toContain(name);

  // Edit: a fixed price now; the trade number and the branch stay as they were.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByLabel("Merchant trade number")).toBeDisabled();
  await page.getByLabel("Name", { exact: true }).fill(`${name} (edited)`);
  await page.getByRole("radio", { name: /^Fixed amount/ }).check();
  await page.getByLabel("Amount", { exact: true }).fill("2500");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(accountPath(accountId, `payment-links/${linkId}`));
  await expect(page.getByRole("heading", { level: 1, name: `${name} (edited)` })).toBeVisible();
  await expect(page.getByText("LKR 2,500.00").first()).toBeVisible();
  expect(await bffGet<LinkBody>(page, accountId, `v1/payment-link/${linkId}`)).toMatchObject({
    name: `${name} (edited)`,
    allowCustomAmount: false,
    amount: 2500,
    minAmount: null,
    maxAmount: null,
    merchantTradeNo: `E2E-PL-${tag}`,
  });

  // The list finds it by search, and keeps the search over a reload.
  await page.goto(accountPath(accountId, "payment-links"));
  await page.getByRole("searchbox", { name: "Search" }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]search=${tag}`));
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(tag);
  const rows = page.getByRole("table", { name: "Payment links" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(`${name} (edited)`);
  await expect(rows.nth(1)).toContainText("Active");

  // Deactivate, behind its confirmation.
  await rows
    .nth(1)
    .getByRole("link", { name: `${name} (edited)` })
    .click();
  await page.getByRole("button", { name: "Deactivate" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Deactivate this payment link?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Deactivate link" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("This link no longer accepts payments")).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit" })).toHaveCount(0);
  expect((await bffGet<LinkBody>(page, accountId, `v1/payment-link/${linkId}`)).status).toBe("INACTIVE");

  await page.goto(`${accountPath(accountId, "payment-links")}?search=${tag}`);
  await expect(rows.nth(1)).toContainText("Inactive");
  await page.goto(accountPath(accountId, `payment-links/${linkId}/edit`));
  await expect(page.getByText("This link can no longer be edited")).toBeVisible();
});
