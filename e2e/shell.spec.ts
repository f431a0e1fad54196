import { expect, test } from "@playwright/test";
import { demoLogin } from "./env";

test("the shell shows the account, switches accounts by capability and keeps headers safe", async ({
  page,
}) => {
  const response = await page.goto("/");
  expect(response?.headers()["content-security-policy"]).toContain("default-src 'self'");
  expect(response?.headers()["x-frame-options"]).toBe("DENY");
  await expect(page).toHaveURL(/\/accounts\/[0-9a-f-]{36}/);

  const switcher = page.getByRole("button", { name: /Merchant account: Ceylon Tea House \(sandbox\)/ });
  await expect(switcher).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Ceylon Tea House" })).toBeVisible();
  const nav = page.getByRole("navigation").first();
  await expect(nav.getByRole("link", { name: "Offramp" })).toHaveCount(0);

  await switcher.click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Merchant account: Lanka Remit Exchange/ })).toBeVisible();
  await expect(page.getByText("SANDBOX").first()).toBeVisible();
});

test("a member signs out and lands on the sign-in page; a wrong password is refused plainly", async ({
  browser,
}) => {
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  const login = demoLogin();

  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page.getByRole("region", { name: "Sign in" }).getByRole("alert")).toContainText(
    "Invalid email or password",
  );
  await expect(page.getByLabel("Email")).toHaveValue(login.email);

  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page.getByRole("button", { name: /Merchant account:/ })).toBeVisible();

  await page.getByRole("button", { name: `Account menu for ${login.email}` }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  const session = await page.request.get("/api/auth/session");
  expect(await session.json()).toBeNull();
  await context.close();
});
