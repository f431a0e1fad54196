import { test } from "@playwright/test";
import { E2E } from "./env";
import { accountPath, openDemoMerchant } from "./helpers/console";
import { kb, measureFirstLoad } from "./helpers/first-load";

test("look", async ({ page }) => {
  test.setTimeout(240_000);
  const accountId = await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await page.waitForURL((u) => !u.pathname.includes(accountId));
  const agg = new URL(page.url()).pathname.split("/")[2] ?? "";
  const origin = new URL(E2E.consoleUrl).origin;
  for (const path of [
    accountPath(accountId, ""),
    accountPath(accountId, "payments"),
    accountPath(accountId, "payments/new"),
    accountPath(accountId, "direct-debit/new"),
    accountPath(agg, ""),
    accountPath(agg, "offramp"),
    accountPath(agg, "reports/ledger"),
  ]) {
    const fresh = await page.context().newPage();
    const load = await measureFirstLoad(fresh, origin + path, origin);
    console.log(`${path}: first ${kb(load.firstLoadBytes)} all ${kb(load.scriptBytes)}`);
    await fresh.close();
  }
});
