import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { demoLogin, E2E, sandboxControl } from "./env";
import { accountPath, uniqueTag } from "./helpers/console";
import { addMember, consoleCli, signedInContext } from "./helpers/console-cli";

// Approval for money out, end to end (its account is named to sort after the demo merchant, which "/" opens): the demo owner sets the threshold and asks for a large payout on an
// aggregator of this run's own; a finance member made with the CLI approves it on a fresh quote; the sandbox
// holds exactly one payout with its reference.

const OUT = join("test-results", "screenshots");

/** Pictures of the page at desktop and phone width, light and dark, that fit without sideways scrolling. */
async function snap(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    for (const colorScheme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(OUT, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: "light" });
}

/** A fresh AGGREGATOR merchant with a funded float, in the console, owned by the demo owner. */
async function newAggregator(name: string): Promise<string> {
  const created = await sandboxControl("POST", "/sandbox/merchants", { name, roles: ["AGGREGATOR"] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const { apiKey, merchantId } = created.body as { apiKey: string; merchantId: string };
  const funded = await sandboxControl("POST", `/sandbox/merchants/${merchantId}/float`, {
    amountLkr: 5_000_000,
    bankRef: `E2E-APPROVALS-${uniqueTag()}`,
  });
  expect(funded.status, JSON.stringify(funded.body)).toBe(201);
  const added = await consoleCli([
    "account:add",
    "--name",
    name,
    "--base-url",
    E2E.sandboxUrl,
    "--api-key",
    apiKey,
    "--environment",
    "sandbox",
  ]);
  const accountId = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(added)?.[0];
  if (!accountId) throw new Error(`account:add printed no account id: ${added}`);
  await consoleCli(["member:add", "--email", demoLogin().email, "--account", accountId, "--role", "owner"]);
  return accountId;
}

/** An end-user with one bank account, made through the console's BFF. */
async function endUserWithAccount(page: Page, accountId: string, externalUserId: string) {
  const post = (path: string, data: unknown) =>
    page.request.post(`/api/accounts/${accountId}/v1/${path}`, { headers: { origin: E2E.consoleUrl }, data });
  const user = await post("aggregator/user", { externalUserId });
  expect(user.status(), await user.text()).toBe(201);
  const { userId } = (await user.json()) as { userId: string };
  const bank = await post(`aggregator/user/${userId}/bank-account`, {
    bankCode: 7010,
    accountNumber: "0081234567",
    accountName: "K. A. Jayasinghe",
    beneficiaryMobile: "+94771234567",
    beneficiaryEmail: "jayasinghe@example.lk",
  });
  expect(bank.status(), await bank.text()).toBe(201);
}

/** The sandbox's payouts of the account with this reference, read through the BFF. */
async function payoutsWithReference(page: Page, accountId: string, externalRef: string) {
  const response = await page.request.get(
    `/api/accounts/${accountId}/v1/aggregator/report/offramp?limit=100`,
  );
  expect(response.status()).toBe(200);
  const report = (await response.json()) as { offramps: { externalRef: string; paymentId: string }[] };
  return report.offramps.filter((offramp) => offramp.externalRef === externalRef);
}

test("a large payout waits for a second person, who approves it on a fresh quote; it is paid once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const accountId = await newAggregator(`Remit approvals ${tag}`);
  const approver = await addMember(accountId, "finance", `approver${tag}`);
  const externalUserId = `user-${tag.toLowerCase()}`;

  // The owner turns approvals on above LKR 100,000.
  await page.goto(`/settings/accounts/${accountId}`);
  const threshold = page.getByLabel("Payouts and settlements above this amount need a second person (LKR)");
  await threshold.fill("100,000.005");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Up to 2 decimal places", { exact: true })).toBeVisible();
  await threshold.fill("100000");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("approval-threshold-status")).toHaveText(
    "On: payouts and settlements above LKR 100,000.00 wait for a second person.",
  );

  // The owner asks for a payout of 1,000 USDT (about LKR 300,000).
  await endUserWithAccount(page, accountId, externalUserId);
  await page.goto(accountPath(accountId, "offramp"));
  await page.getByRole("button", { name: "New payout" }).first().click();
  const panel = page.getByRole("dialog", { name: "New payout" });
  await panel.getByLabel("End-user id").fill(externalUserId);
  await panel.getByRole("button", { name: "Continue" }).click();
  await panel.getByRole("button", { name: /K\. A\. Jayasinghe/ }).click();
  await panel.getByLabel("Amount to send").fill("1000");
  await panel.getByRole("button", { name: "Get quote" }).click();
  await panel.getByRole("button", { name: "Review payout" }).click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: /^Pay LKR/ }).click();
  await expect(panel.getByText("Waiting for a second person's approval")).toBeVisible();
  await panel.getByRole("link", { name: "Open the request" }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/approvals/[0-9a-f-]{36}$`));
  const requestUrl = new URL(page.url()).pathname;
  await expect(page.getByText("Waiting for a second person's approval")).toBeVisible();
  await expect(
    page.getByText("You made this request, so another member has to approve or reject it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  const externalRef = (await page.locator("dt:text-is('Reference') + dd").textContent())?.trim() ?? "";
  expect(externalRef).toMatch(/^[0-9a-f-]{36}$/);
  expect(await payoutsWithReference(page, accountId, externalRef)).toHaveLength(0);
  // The sidebar counts it.
  await expect(
    page.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: /Approvals/ }),
  ).toContainText("1");
  await snap(page, "approval-detail-waiting");

  // The second person approves it on a fresh quote.
  const second = await signedInContext(browser, approver);
  const approverPage = await second.newPage();
  await approverPage.goto(requestUrl);
  await approverPage.getByRole("button", { name: "Get a fresh quote" }).click();
  await expect(approverPage.getByTestId("fresh-quote")).toContainText(
    /1 USDT = [\d,.]+ LKR, was [\d,.]+: [+−]?\d+\.\d\d %/,
  );
  await snap(approverPage, "approval-detail-quote");
  await approverPage.getByRole("button", { name: /^Approve and pay LKR/ }).click();
  await approverPage.getByRole("alertdialog").getByRole("button", { name: "Approve and pay" }).click();
  await expect(approverPage.getByText("Approved and sent")).toBeVisible();
  await expect(approverPage.getByText("Rate at approval")).toBeVisible();
  const sent = await payoutsWithReference(page, accountId, externalRef);
  expect(sent).toHaveLength(1);
  await expect(approverPage.getByRole("link", { name: sent[0]?.paymentId ?? "" })).toBeVisible();
  await snap(approverPage, "approval-detail-sent");

  // The queue lists it as decided, with both people.
  await approverPage.goto(accountPath(accountId, "approvals"));
  await expect(approverPage.getByRole("heading", { level: 1, name: "Approvals" })).toBeVisible();
  await expect(approverPage.getByTestId("approval-row").first()).toContainText("Approved and sent");
  await expect(approverPage.getByTestId("approval-row").first()).toContainText("E2E finance");
  await snap(approverPage, "approvals");
  await second.close();

  // Both people and both moments are in the audit trail.
  await page.goto("/settings/audit");
  const rows = page.getByTestId("audit-row");
  await expect(rows.filter({ hasText: "Ask a second person to approve money out" }).first()).toBeVisible();
  await expect(
    rows.filter({ hasText: "Approve money out" }).filter({ hasText: "E2E finance" }).first(),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: "Pay out LKR to a bank account" }).filter({ hasText: "E2E finance" }).first(),
  ).toBeVisible();
  expect(await payoutsWithReference(page, accountId, externalRef)).toHaveLength(1);
});
