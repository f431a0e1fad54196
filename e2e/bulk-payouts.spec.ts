import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { accountPath, bffGet, openDemoMerchant, uniqueTag } from "./helpers/console";

// A payout file from the Offramp page: the template, the upload, each row's check in words, the totals and
// the refused rows to download. Nothing is paid by a check.

async function openAggregator(page: Page): Promise<string> {
  await openDemoMerchant(page);
  await page.getByRole("button", { name: /Merchant account: Ceylon Tea House/ }).click();
  await page.getByRole("menuitem", { name: /Lanka Remit Exchange/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lanka Remit Exchange" })).toBeVisible();
  return new URL(page.url()).pathname.split("/")[2] ?? "";
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloaded = page.waitForEvent("download", { timeout: 30_000 });
  await page.getByRole("button", { name: button }).click();
  const download = await downloaded;
  return { name: download.suggestedFilename(), text: await readFile((await download.path()) ?? "", "utf8") };
}

test("a payout file is checked row by row before anything is paid", async ({ page }) => {
  test.setTimeout(180_000);
  const accountId = await openAggregator(page);
  const report = await bffGet<{ offramps: { externalRef: string; paymentId: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=1",
  );
  const used = report.offramps[0];
  expect(used).toBeDefined();

  await page.goto(accountPath(accountId, "offramp"));
  await page.getByRole("link", { name: "Bulk payout" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bulk payout" })).toBeVisible();

  const template = await downloadText(page, "Download the template");
  expect(template.name).toBe("payout-file-template.csv");
  expect(template.text.split("\r\n")[0]).toBe(
    "reference,external_user_id,bank_code,account_number,account_name,amount_usdt,beneficiary_mobile,beneficiary_email",
  );

  // As a spreadsheet in a semicolon locale saves it: byte-order mark, CRLF, quotes, empty lines at the end.
  const tag = uniqueTag();
  const lines = [
    "reference;external_user_id;bank_code;account_number;account_name;amount_usdt",
    `${tag}-1;user-${tag};7010;001234567890;"Perera; A.";10`,
    `${tag}-2;user-${tag};7278;009876543210;B. Silva;2.5`,
    `${used?.externalRef};user-${tag};7010;1;C. Fernando;1`,
    `${tag}-4;user-${tag};7999;1;D. Perera;1`,
    `${tag}-5;user-${tag};7010;1;E. Perera;=1+2`,
    `${tag}-6;user-${tag};7010;1;F. Perera;1`,
    `${tag}-6;user-${tag};7010;1;G. Perera;1`,
    "",
    "",
  ];
  await page.getByLabel("Payout file (CSV)").setInputFiles({
    name: "payouts.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`\uFEFF${lines.join("\r\n")}`, "utf8"),
  });

  const totals = page.locator('[data-slot="payout-file-totals"]');
  await expect(totals).toContainText(/Valid rows\s*2 payouts/, { timeout: 60_000 });
  await expect(totals).toContainText(/Refused rows\s*5 rows/);
  await expect(totals).toContainText(/Total\s*USDT 12\.50/);
  await expect(totals).toContainText(
    /Indicative total in LKR\s*LKR [\d,]+\.\d{2} at LKR [\d,.]+ per USDT now/,
  );
  await expect(totals).toContainText(/Float balance after\s*LKR [\d,]+\.\d{2}/);

  const refused = page.getByRole("table", { name: "Refused rows" });
  const problemsOf = (row: number) =>
    refused.getByRole("row").filter({ has: page.getByRole("cell", { name: String(row), exact: true }) });
  await expect(problemsOf(4)).toContainText(
    `Reference ${used?.externalRef} was already used by payout ${used?.paymentId} on this account: it is not paid again`,
  );
  await expect(problemsOf(5)).toContainText("Bank code 7999 is not a bank the service pays to");
  await expect(problemsOf(6)).toContainText(
    'Amount (USDT) starts with "=", which a spreadsheet runs as a formula: enter the value itself',
  );
  await expect(problemsOf(7)).toContainText(
    `Reference ${tag}-6 is also on row 8: each payout needs its own reference`,
  );
  await expect(problemsOf(8)).toContainText(
    `Reference ${tag}-6 is also on row 7: each payout needs its own reference`,
  );
  const valid = page.getByRole("table", { name: "Valid rows" });
  await expect(valid).toContainText(`${tag}-1`);
  await expect(valid).toContainText("Sampath Bank");

  // The refused rows download to be fixed; the formula stays text, marked so no spreadsheet runs it.
  const refusedFile = await downloadText(page, "Download refused rows");
  expect(refusedFile.name).toBe("refused-payout-rows.csv");
  const records = refusedFile.text.trim().split("\r\n");
  expect(records).toHaveLength(6);
  expect(records[0]).toMatch(/,file_row,problems$/);
  expect(refusedFile.text).toContain(`${tag}-5,user-${tag},7010,1,E. Perera,'=1+2`);

  // Nothing was paid: the file's new references are not on the account.
  const after = await bffGet<{ offramps: { externalRef: string }[] }>(
    page,
    accountId,
    "v1/aggregator/report/offramp?limit=100",
  );
  expect(after.offramps.filter((o) => o.externalRef.startsWith(tag))).toEqual([]);
});

test("a file over 5 MB or not in UTF-8 is refused in words before it is sent", async ({ page }) => {
  test.setTimeout(120_000);
  const accountId = await openAggregator(page);
  await page.goto(accountPath(accountId, "offramp/bulk"));
  const input = page.getByLabel("Payout file (CSV)");
  await input.setInputFiles({
    name: "big.csv",
    mimeType: "text/csv",
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1, "a"),
  });
  await expect(
    page.getByText("The file is larger than 5 MB. Split it into files of at most 5,000 payouts."),
  ).toBeVisible();
  await expect(input).toHaveAttribute("aria-invalid", "true");

  await input.setInputFiles({
    name: "latin1.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(
      "reference,external_user_id,bank_code,account_number,account_name,amount_usdt\r\nR,u,7010,1,Jos\xe9,1\r\n",
      "latin1",
    ),
  });
  await expect(
    page.getByText(
      'The file is not UTF-8 text. Save it from your spreadsheet as "CSV UTF-8" and upload it again.',
    ),
  ).toBeVisible();
});
