import { expect, test } from "@playwright/test";

test("the console answers with its name", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Merchant Console" })).toBeVisible();
});
