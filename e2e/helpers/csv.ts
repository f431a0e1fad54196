import { readFile } from "node:fs/promises";
import { type Download, expect, type Page } from "@playwright/test";

/** The records of a CSV file as the console writes it (CRLF, quoted cells where needed). */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      record.push(cell);
      cell = "";
    } else if (ch === "\n") {
      record.push(cell.replace(/\r$/, ""));
      records.push(record);
      record = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || record.length > 0) records.push([...record, cell]);
  return records;
}

/**
 * Clicks "Export CSV" and answers the downloaded file's name and records (header first). An export that must
 * read payments whole the console's index has not read yet takes longer (`timeout`).
 */
export async function exportPaymentsCsv(
  page: Page,
  timeout = 30_000,
): Promise<{ filename: string; records: string[][] }> {
  const downloaded: Promise<Download> = page.waitForEvent("download", { timeout });
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloaded;
  const path = await download.path();
  expect(path).toBeTruthy();
  const text = await readFile(path, "utf8");
  return { filename: download.suggestedFilename(), records: parseCsv(text) };
}

/** "Page 1 of 6 · 120 payments" → 120: the list's total under its current filters. */
export async function listTotal(page: Page, noun: string): Promise<number> {
  const status = page
    .getByRole("navigation", { name: "Pagination" })
    .getByText(new RegExp(`· [\\d,]+ ${noun}$`));
  await expect(status).toBeVisible();
  const text = (await status.textContent()) ?? "";
  return Number(/· ([\d,]+) /.exec(text)?.[1]?.replaceAll(",", ""));
}
