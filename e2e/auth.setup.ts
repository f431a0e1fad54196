import { expect, test as setup } from "@playwright/test";
import { demoLogin, E2E } from "./env";

setup("sign in as the demo owner", async ({ page }) => {
  const login = demoLogin();
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(login.email);
  await page.getByLabel("Password").fill(login.password);
  await page.getByRole("button", { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.context().storageState({ path: E2E.storageState });
});
