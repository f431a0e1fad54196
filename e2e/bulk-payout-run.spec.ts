import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";
import { newAggregatorWithMember, signedInContext } from "./helpers/console-cli";
import { snapForReview } from "./helpers/screenshots";

// A payout file paid as a batch: three rows become exactly three payouts with the file's references, the
// same file again pays nobody, each row refused in words, and a batch above the approval threshold waits
// for a second person as a whole.

async function openAggregator(page: Page): Promise<string> {
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

async function upload(page: Page, accountId: string, name: string, text: string) {
  await page.goto(accountPath(accountId, "offramp/bulk"));
  await page.getByLabel("Payout file (CSV)").setInputFiles({
    name,
    mimeType: "text/csv",
    buffer: Buffer.from(text, "utf8"),
  });
}

test("a 3-row file becomes exactly 3 payouts, and the same file again pays nobody", async ({ page }) => {
  test.setTimeout(240_000);
  const accountId = await openAggregator(page);
  const tag = uniqueTag();
  const references = [1, 2, 3].map((n) => `${tag}-${n}`);
  // Small amounts: below any approval threshold the account may have, so the batch runs at once.
  const file = [
    "reference,external_user_id,bank_code,account_number,account_name,amount_usdt",
    `${references[0]},user-${tag},7010,001234567890,A. Perera,1`,
    `${references[1]},user-${tag},7278,009876543210,B. Silva,1.5`,
    `${references[2]},user-${tag}-2,7010,001234567891,C. Fernando,2`,
  ].join("\r\n");
  const fileName = `payouts-${tag}.csv`;

  await upload(page, accountId, fileName, file);
  const pay = page.getByRole("button", { name: "Pay 3 rows" });
  await expect(pay).toBeEnabled({ timeout: 60_000 });
  await pay.click();
  const dialog = page.getByRole("alertdialog", { name: "Pay 3 rows?" });
  await expect(dialog).toContainText(
    /3 rows for USDT 4\.50, about LKR [\d,]+\.\d{2} at today's rate, are sent/,
  );
  await dialog.getByRole("button", { name: "Pay 3 rows" }).click();

  await expect(page).toHaveURL(/\/offramp\/bulk\/[^/]+$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fileName);
  await expect(page.getByText("3 of 3 rows sent", { exact: true })).toBeVisible({ timeout: 120_000 });
  const rows = page.getByRole("table", { name: "Rows of the batch" }).getByRole("row");
  for (const reference of references) {
    const row = rows.filter({ hasText: reference });
    await expect(row).toContainText(/Sent|Completed/);
    await expect(row.getByRole("link", { name: /^[0-9a-f]{8}…[0-9a-f]{4}$/ })).toBeVisible();
  }
  await expect(page.getByRole("progressbar", { name: "Rows handled" })).toHaveAttribute("value", "3");
  await snapForReview(page, "bulk-payout-batch");

  // Exactly one payout per reference at the service.
  const report = await bffGet<{ offramps: { externalRef: string; paymentId: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=100",
  );
  const paid = report.offramps.filter((offramp) => offramp.externalRef.startsWith(`${tag}-`));
  expect(paid.map((offramp) => offramp.externalRef).sort()).toEqual(references);

  // The same file again: every row is refused as already paid, and nothing can start.
  await upload(page, accountId, fileName, file);
  const refused = page.getByRole("table", { name: "Refused rows" });
  for (const offramp of paid) {
    await expect(refused).toContainText(
      `Reference ${offramp.externalRef} was already used by payout ${offramp.paymentId} on this account: it is not paid again`,
      { timeout: 60_000 },
    );
  }
  await expect(page.getByRole("button", { name: /^Pay / })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "This file cannot start" })).toContainText(
    "No row of this file can be paid",
  );

  const after = await bffGet<{ offramps: { externalRef: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=100",
  );
  expect(after.offramps.filter((offramp) => offramp.externalRef.startsWith(`${tag}-`))).toHaveLength(3);
});

test("a batch above the threshold waits for a second person as a whole, who sees the recipients and approves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const tag = uniqueTag();
  const { accountId, member: approver } = await newAggregatorWithMember(
    `Remit batch ${tag}`,
    "finance",
    `batch${tag}`,
  );

  // The owner turns approvals on above LKR 500; the two rows come to about LKR 600.
  await openDemoMerchant(page);
  await page.goto(`/settings/accounts/${accountId}`);
  await page.getByLabel("Payouts and settlements above this amount need a second person (LKR)").fill("500");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByTestId("approval-threshold-status")).toContainText("above LKR 500.00");

  const references = [`${tag}-A`, `${tag}-B`];
  await upload(
    page,
    accountId,
    `held-${tag}.csv`,
    [
      "reference,external_user_id,bank_code,account_number,account_name,amount_usdt",
      `${references[0]},held-${tag},7083,5550001,K. Wijesinghe,1`,
      `${references[1]},held-${tag}-2,7010,5550002,M. Dias,1`,
    ].join("\n"),
  );
  const pay = page.getByRole("button", { name: "Pay 2 rows" });
  await expect(pay).toBeEnabled({ timeout: 60_000 });
  await pay.click();
  await page
    .getByRole("alertdialog", { name: "Pay 2 rows?" })
    .getByRole("button", { name: "Pay 2 rows" })
    .click();
  await expect(page).toHaveURL(/\/offramp\/bulk\/[^/]+$/, { timeout: 30_000 });
  const batchUrl = new URL(page.url()).pathname;

  // The whole batch waits, its recipients registered as the service holds them, nothing paid.
  await expect(page.getByText("Waiting for a second person's approval")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/is above LKR 500\.00, so a second person has to approve it\./)).toBeVisible();
  await expect(
    page.getByText("You started this batch, so another member has to approve or reject it."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: /^Approve/ })).toHaveCount(0);
  const rows = page.getByRole("table", { name: "Rows of the batch" });
  await expect(rows).toContainText("K. Wijesinghe");
  await expect(rows).toContainText("Hatton National Bank");
  await expect(rows).not.toContainText("As in the file");
  const before = await bffGet<{ offramps: { externalRef: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=100",
  );
  expect(before.offramps.filter((offramp) => offramp.externalRef.startsWith(`${tag}-`))).toHaveLength(0);

  // The second person approves it; both rows are paid, once each.
  const second = await signedInContext(browser, approver);
  const approverPage = await second.newPage();
  await approverPage.goto(batchUrl);
  await approverPage.getByRole("button", { name: "Approve and pay 2 rows" }).click();
  await approverPage.getByRole("alertdialog").getByRole("button", { name: "Approve and pay" }).click();
  await expect(approverPage.getByText("2 of 2 rows sent", { exact: true })).toBeVisible({ timeout: 120_000 });
  const after = await bffGet<{ offramps: { externalRef: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=100",
  );
  expect(
    after.offramps
      .map((offramp) => offramp.externalRef)
      .filter((reference) => reference.startsWith(`${tag}-`))
      .sort(),
  ).toEqual(references);
  await second.close();
});
