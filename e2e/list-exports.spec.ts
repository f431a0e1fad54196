import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { accountPath, openDemoMerchant } from "./helpers/console";
import { listTotal, parseCsv } from "./helpers/csv";

// Settlements, payment links and contracts export their filtered lists as CSV (docs/exports.md), as the
// payments list and the reports do: every row, times with their zone in the header.

async function exportCsv(page: Page) {
  const downloaded = page.waitForEvent("download", { timeout: 60_000 });
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloaded;
  const records = parseCsv(await readFile((await download.path()) ?? "", "utf8"));
  return { filename: download.suggestedFilename(), header: records[0] ?? [], rows: records.slice(1) };
}

test("the settlements, payment links and contracts lists export every row of their filters", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const accountId = await openDemoMerchant(page);
  for (const [path, noun, name, first, time] of [
    ["settlements", "settlement requests", "settlements", "bankRefId", "requestedAt (Asia/Colombo)"],
    ["payment-links", "links", "payment-links", "name", "createdAt (Asia/Colombo)"],
    ["direct-debit", "contracts", "contracts", "merchantContractCode", "createdAt (Asia/Colombo)"],
  ] as const) {
    await page.goto(accountPath(accountId, path));
    const total = await listTotal(page, noun);
    const csv = await exportCsv(page);
    expect(csv.filename, path).toMatch(new RegExp(`^${name}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
    expect(csv.header.slice(0, 2), path).toEqual(["id", first]);
    expect(csv.header, path).toContain(time);
    expect(csv.rows, path).toHaveLength(total);
    const at = csv.header.indexOf(time);
    expect(
      csv.rows.every((row) => /\+05:30$/.test(row[at] ?? "")),
      path,
    ).toBe(true);
  }
});
