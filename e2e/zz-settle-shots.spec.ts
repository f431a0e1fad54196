import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant } from "./helpers/console";

const OUT = join("test-results", "settle-shots");
for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  for (const scheme of ["light", "dark"] as const) {
    test(`shots ${viewport.width} ${scheme}`, async ({ page }) => {
      test.setTimeout(120_000);
      mkdirSync(OUT, { recursive: true });
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: scheme });
      const accountId = await openDemoMerchant(page);
      const approved = (await bffGet<{ withdrawalRequests: { id: string }[] }>(page, accountId, "v1/withdrawal/list?status=APPROVED&limit=1")).withdrawalRequests[0];
      const pending = (await bffGet<{ withdrawalRequests: { id: string }[] }>(page, accountId, "v1/withdrawal/list?status=PENDING&limit=1")).withdrawalRequests[0];
      const pages = [
        ["list", "settlements"],
        ["list-empty", "settlements?startDate=2020-01-01&endDate=2020-01-31"],
        ["detail", `settlements/${approved?.id}`],
        ["detail-pending", `settlements/${pending?.id}`],
        ["new", "settlements/new"],
        ["notfound", "settlements/00000000-0000-4000-8000-000000000000"],
      ];
      for (const [name, path] of pages) {
        await page.goto(accountPath(accountId, path ?? ""));
        await page.waitForLoadState("networkidle");
        await expect(page.locator("[aria-busy='true']")).toHaveCount(0);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect.soft(overflow, `${name} overflow`).toBeLessThanOrEqual(0);
        await page.screenshot({ path: join(OUT, `${name}-${viewport.width}-${scheme}.png`), fullPage: true });
      }
      await page.goto(accountPath(accountId, "settlements/new"));
      await page.getByRole("radio", { name: /One branch/ }).check();
      await page.getByRole("button", { name: "Request settlement" }).click();
      await page.screenshot({ path: join(OUT, `new-invalid-${viewport.width}-${scheme}.png`), fullPage: true });
    });
  }
}
