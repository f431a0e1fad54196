import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { E2E } from "./env";
import { accountPath, uniqueTag } from "./helpers/console";
import { newAggregator, newAggregatorWithMember, signedInContext } from "./helpers/console-cli";
import { atEachLook } from "./helpers/screenshots";

// Approval for money out, end to end (its account is named to sort after the demo merchant, which "/" opens): the demo owner sets the threshold, pays once under it, and
// asks for the same payout again on an aggregator of this run's own, which the last 24 hours hold; a finance
// member made with the CLI approves it on a fresh quote; the sandbox holds exactly one payout with its
// reference. A recipient forged by a requester's browser is shown nowhere, and what is paid is what was shown.

const OUT = join("test-results", "screenshots");

/** Pictures of the page at desktop and phone width, light and dark, that fit without sideways scrolling. */
async function snap(page: Page, name: string) {
  mkdirSync(OUT, { recursive: true });
  await atEachLook(
    page,
    async (width, colorScheme) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: join(OUT, `${name}-${width}-${colorScheme}.png`), fullPage: true });
    },
    900,
  );
}

/** An end-user with one bank account, made through the console's BFF. */
async function endUserWithAccount(
  page: Page,
  accountId: string,
  externalUserId: string,
  account: { bankCode: number; accountNumber: string; accountName: string } = {
    bankCode: 7010,
    accountNumber: "0081234567",
    accountName: "K. A. Jayasinghe",
  },
): Promise<{ userId: string; userBankId: string; bankName: string }> {
  const post = (path: string, data: unknown) =>
    page.request.post(`/api/accounts/${accountId}/v1/${path}`, { headers: { origin: E2E.consoleUrl }, data });
  const user = await post("aggregator/user", { externalUserId });
  expect(user.status(), await user.text()).toBe(201);
  const { userId } = (await user.json()) as { userId: string };
  const bank = await post(`aggregator/user/${userId}/bank-account`, {
    ...account,
    beneficiaryMobile: "+94771234567",
    beneficiaryEmail: "jayasinghe@example.lk",
  });
  expect(bank.status(), await bank.text()).toBe(201);
  const { userBankId, bankName } = (await bank.json()) as { userBankId: string; bankName: string };
  return { userId, userBankId, bankName };
}

/** The owner turns approvals on above LKR 100,000 in the account's settings. */
async function approvalsAbove100k(page: Page, accountId: string) {
  await page.goto(`/settings/accounts/${accountId}`);
  const threshold = page.getByLabel("Payouts and settlements above this amount need a second person (LKR)");
  await threshold.fill("100000");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("approval-threshold-status")).toHaveText(
    "On: payouts and settlements that take this account above LKR 100,000.00 in 24 hours wait for a second person.",
  );
}

/** One payout through the New payout panel, up to the confirmation's Pay button. */
async function payThroughPanel(page: Page, externalUserId: string, amountUsdt: string) {
  const panel = page.getByRole("dialog", { name: "New payout" });
  await panel.getByLabel("End-user id").fill(externalUserId);
  await panel.getByRole("button", { name: "Continue" }).click();
  await panel.getByRole("button", { name: /K\. A\. Jayasinghe/ }).click();
  await panel.getByLabel("Amount to send").fill(amountUsdt);
  await panel.getByRole("button", { name: "Get quote" }).click();
  await panel.getByRole("button", { name: "Review payout" }).click();
  await page
    .getByRole("alertdialog")
    .getByRole("button", { name: /^Pay LKR/ })
    .click();
  return panel;
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

test("a payout split to stay under the threshold waits for a second person, who approves it on a fresh quote; it is paid once", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const { accountId, member: approver } = await newAggregatorWithMember(
    `Remit approvals ${tag}`,
    "finance",
    `approver${tag}`,
  );
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
    "On: payouts and settlements that take this account above LKR 100,000.00 in 24 hours wait for a second person.",
  );

  // The owner pays 300 USDT (about LKR 90,000): under the threshold, it goes at once.
  await endUserWithAccount(page, accountId, externalUserId);
  await page.goto(accountPath(accountId, "offramp"));
  await page.getByRole("button", { name: "New payout" }).first().click();
  let panel = await payThroughPanel(page, externalUserId, "300");
  await expect(panel.getByText("Payout id")).toBeVisible();
  // The same again to the same bank account: split, it is held, and the panel says why.
  await panel.getByRole("button", { name: "New payout" }).click();
  panel = await payThroughPanel(page, externalUserId, "300");
  await expect(panel.getByText("Waiting for a second person's approval")).toBeVisible();
  await expect(panel.getByRole("status")).toContainText(
    /^.*LKR [\d,]+\.\d\d now plus LKR [\d,]+\.\d\d sent to this bank account in the last 24 hours is above LKR 100,000\.00, so a second person has to approve it\./,
  );
  await panel.getByRole("link", { name: "Open the request" }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/approvals/[0-9a-f-]{36}$`));
  const requestUrl = new URL(page.url()).pathname;
  await expect(page.getByText("Waiting for a second person's approval")).toBeVisible();
  await expect(
    page.getByText("You made this request, so another member has to approve or reject it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /Approve/ })).toHaveCount(0);
  // Who it pays, as the payments service has it, and why it waits.
  await expect(page.locator("dt:text-is('Pays') + dd")).toContainText("K. A. Jayasinghe");
  await expect(page.locator("dt:text-is('Pays') + dd")).toContainText("••••4567");
  await expect(page.locator("dt:text-is('Pays') + dd")).toContainText(externalUserId);
  await expect(page.locator("dt:text-is('Why it waits') + dd")).toContainText("in the last 24 hours");
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

test("a recipient forged by the requester's browser is shown nowhere; the approver sees and pays what the service holds", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const { accountId, member: approver } = await newAggregatorWithMember(
    `Remit forged ${tag}`,
    "admin",
    `forged${tag}`,
  );
  await approvalsAbove100k(page, accountId);
  const mallory = await endUserWithAccount(page, accountId, `mallory-${tag.toLowerCase()}`, {
    bankCode: 7056,
    accountNumber: "0099887766",
    accountName: "Mallory Fernando",
  });

  // The requester's browser takes a quote through the console, then asks to hold a payout to Mallory's
  // account while naming a trusted supplier.
  const quote = await page.request.get(`/api/accounts/${accountId}/v1/aggregator/quote?amount_usdt=1000`);
  expect(quote.status()).toBe(200);
  const { fxLockId } = (await quote.json()) as { fxLockId: string };
  const externalRef = `forged-${tag.toLowerCase()}`;
  const held = await page.request.post(`/accounts/${accountId}/approvals/requests`, {
    headers: { origin: E2E.consoleUrl },
    data: {
      kind: "payout",
      fxLockId,
      userId: mallory.userId,
      userBankId: mallory.userBankId,
      externalRef,
      externalUserId: `mallory-${tag.toLowerCase()}`,
      recipient: {
        externalUserId: "trusted-supplier",
        accountName: "Trusted Supplier Ltd",
        bankName: "Trusted Bank",
        accountNumberMasked: "•••• 0400",
      },
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { approvalId } = (await held.json()) as { approvalId: string };

  const second = await signedInContext(browser, approver);
  const approverPage = await second.newPage();
  const forged = /Trusted Supplier|Trusted Bank|0400|trusted-supplier/;
  await approverPage.goto(accountPath(accountId, "approvals"));
  await expect(approverPage.getByTestId("approval-row").first()).toBeVisible();
  expect(await approverPage.locator("body").innerText()).not.toMatch(forged);
  await approverPage.goto(`${accountPath(accountId, "approvals")}/${approvalId}`);
  await expect(
    approverPage.getByRole("heading", { level: 1, name: "Payout to Mallory Fernando" }),
  ).toBeVisible();
  const pays = approverPage.locator("dt:text-is('Pays') + dd");
  await expect(pays).toContainText("Mallory Fernando");
  await expect(pays).toContainText(`${mallory.bankName} ••••7766`);
  expect(await approverPage.locator("body").innerText()).not.toMatch(forged);

  await approverPage.getByRole("button", { name: "Get a fresh quote" }).click();
  await approverPage.getByRole("button", { name: /^Approve and pay LKR/ }).click();
  const dialog = approverPage.getByRole("alertdialog");
  await expect(dialog).toContainText(`to Mallory Fernando at ${mallory.bankName} ••••7766?`);
  expect(await approverPage.locator("body").innerText()).not.toMatch(forged);
  await dialog.getByRole("button", { name: "Approve and pay" }).click();
  await expect(approverPage.getByText("Approved and sent")).toBeVisible();
  await second.close();

  // What the service paid is what the approver was shown.
  const report = await page.request.get(`/api/accounts/${accountId}/v1/aggregator/report/offramp?limit=100`);
  const paid = (
    (await report.json()) as {
      offramps: { externalRef: string; accountNumber: string; bankName: string }[];
    }
  ).offramps.filter((offramp) => offramp.externalRef === externalRef);
  expect(paid).toEqual([
    expect.objectContaining({ accountNumber: "0099887766", bankName: mallory.bankName }),
  ]);
});

test("an owner alone is warned, a held payout says it waits, and its requester withdraws it", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const tag = uniqueTag();
  const accountId = await newAggregator(`Remit withdrawn ${tag}`);
  const externalUserId = `user-w-${tag.toLowerCase()}`;

  // No other member may approve: said before saving, and in the answer.
  await page.goto(`/settings/accounts/${accountId}`);
  const threshold = page.getByLabel("Payouts and settlements above this amount need a second person (LKR)");
  await threshold.fill("100000");
  await expect(page.getByTestId("approval-threshold-before")).toContainText(
    "No other member of this account may approve",
  );
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("approval-threshold-status")).toContainText(
    "No other member of this account may approve",
  );

  // 1,000 USDT is above LKR 100,000 alone: the confirmation says it waits, not that the LKR leaves now.
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
  await expect(confirm).toContainText(
    "so it waits for another member's approval: nothing leaves your float until they approve it",
  );
  await expect(confirm).not.toContainText("leaves your float now");
  await confirm.getByRole("button", { name: "Ask for approval" }).click();
  await expect(panel.getByText("Waiting for a second person's approval")).toBeVisible();
  await panel.getByRole("link", { name: "Open the request" }).click();
  await expect(page).toHaveURL(new RegExp(`/accounts/${accountId}/approvals/[0-9a-f-]{36}$`));
  const externalRef = (await page.locator("dt:text-is('Reference') + dd").textContent())?.trim() ?? "";

  // The requester takes it back, after confirming; nothing is paid and no one can approve it.
  await page.getByRole("button", { name: "Withdraw request" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Withdraw request" }).click();
  await expect(page.locator("dt:text-is('Withdrawn by') + dd")).toBeVisible();
  await expect(page.locator("dt:text-is('Why') + dd")).toHaveText("Withdrawn by the requester");
  await expect(page.getByRole("button", { name: "Withdraw request" })).toHaveCount(0);
  expect(await payoutsWithReference(page, accountId, externalRef)).toHaveLength(0);
});
