import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES, MAX_FILE_ROWS, PAYOUT_FILE_TEMPLATE } from "./payout-file-format";
import { fileSizeProblem, readPayoutFile } from "./read-payout-file";

const HEADER = "reference,external_user_id,bank_code,account_number,account_name,amount_usdt";
const ROW = "INV-1,user-1,7010,001234,A. Perera,25.50";

function rowsOf(text: string) {
  const reading = readPayoutFile(text);
  if (!reading.ok) throw new Error(`refused: ${reading.problem}`);
  return reading;
}

function problemOf(text: string): string {
  const reading = readPayoutFile(text);
  if (reading.ok) throw new Error("the file was read");
  return reading.problem;
}

describe("reading a payout file", () => {
  it("reads the template's example row", () => {
    const { rows } = rowsOf(PAYOUT_FILE_TEMPLATE);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.row).toBe(2);
    expect(rows[0]?.cells).toMatchObject({
      reference: "INV-2026-0001",
      bank_code: "7010",
      amount_usdt: "25.50",
    });
  });

  it("takes a byte-order mark, CRLF and empty lines at the end as a spreadsheet writes them", () => {
    const { rows } = rowsOf(`\uFEFF${HEADER}\r\n${ROW}\r\n\r\n,,,,,\r\n\r\n`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.cells.reference).toBe("INV-1");
  });

  it("reads a file separated by semicolons, keeping a decimal comma as text for the checks", () => {
    const reading = rowsOf(`${HEADER.replaceAll(",", ";")}\nINV-1;user-1;7010;001234;"Perera, A.";25,50\n`);
    expect(reading.delimiter).toBe(";");
    expect(reading.rows[0]?.cells).toMatchObject({ account_name: "Perera, A.", amount_usdt: "25,50" });
  });

  it("reads quoted cells with delimiters, doubled quotes and line breaks, numbering rows as the spreadsheet", () => {
    const { rows } = rowsOf(
      `${HEADER}\r\nINV-1,user-1,7010,001234,"Perera, ""Tom""\r\nJr.",1\r\nINV-2,user-2,7010,005678,B,2\r\n`,
    );
    expect(rows.map((row) => row.row)).toEqual([2, 3]);
    expect(rows[0]?.cells.account_name).toBe('Perera, "Tom"\r\nJr.');
  });

  it("keeps a blank row's number and skips it", () => {
    const { rows } = rowsOf(`${HEADER}\n${ROW}\n\n${ROW.replace("INV-1", "INV-3")}\n`);
    expect(rows.map((row) => row.row)).toEqual([2, 4]);
  });

  it("takes the header's names in any case and order, with the optional columns", () => {
    const { rows } = rowsOf(
      "AMOUNT_USDT,Reference,external_user_id,bank_code,account_number,account_name,beneficiary_email\n1,R,u,7010,1,N,a@b.lk\n",
    );
    expect(rows[0]?.cells).toMatchObject({
      amount_usdt: "1",
      reference: "R",
      beneficiary_email: "a@b.lk",
      beneficiary_mobile: "",
    });
  });

  it("never evaluates a formula: it stays text for the checks to refuse", () => {
    const { rows } = rowsOf(`${HEADER}\nINV-1,user-1,7010,001234,"=HYPERLINK(""x"")",=1+2\n`);
    expect(rows[0]?.cells.account_name).toBe('=HYPERLINK("x")');
    expect(rows[0]?.cells.amount_usdt).toBe("=1+2");
  });

  it("takes off the quote mark the refused-rows download puts before a formula-like cell", () => {
    const { rows } = rowsOf(
      `${HEADER},beneficiary_mobile,file_row,problems\nINV-1,user-1,7010,1,N,1,'+94771234567,2,Bank code is empty\n`,
    );
    expect(rows[0]?.cells.beneficiary_mobile).toBe("+94771234567");
  });

  it("counts cells beyond the header", () => {
    const { rows } = rowsOf(`${HEADER}\nINV-1,user-1,7010,001234,Perera, A.,25.50\n`);
    expect(rows[0]?.extraCells).toBe(1);
  });

  it("refuses a file over 5 MB", () => {
    expect(fileSizeProblem(MAX_FILE_BYTES)).toBeNull();
    expect(fileSizeProblem(MAX_FILE_BYTES + 1)).toBe(
      "The file is larger than 5 MB. Split it into files of at most 5,000 payouts.",
    );
    const big = `${HEADER}\n${`${ROW},${"x".repeat(1000)}\n`.repeat(5300)}`;
    expect(problemOf(big)).toMatch(/larger than 5 MB/);
  });

  it("refuses more than 5,000 rows and takes exactly 5,000", () => {
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => ROW.replace("INV-1", `INV-${i}`));
    expect(rowsOf(`${HEADER}\n${lines(MAX_FILE_ROWS).join("\n")}\n`).rows).toHaveLength(MAX_FILE_ROWS);
    expect(problemOf(`${HEADER}\n${lines(MAX_FILE_ROWS + 1).join("\n")}\n`)).toBe(
      "The file holds 5,001 payouts; one file takes at most 5,000 payouts. Split it into smaller files.",
    );
  });

  it("refuses an empty file, and a header without rows", () => {
    expect(problemOf("\uFEFF\r\n")).toMatch(
      /^The file is empty\. The first row must name the columns: reference, /,
    );
    expect(problemOf(`${HEADER}\r\n\r\n`)).toBe("The file has a header but no payouts under it.");
  });

  it("names the missing, unknown and repeated columns", () => {
    expect(
      problemOf("reference,external_user_id,bank_code,account_number,account_name\nR,u,1,1,N\n"),
    ).toMatch(/^The file has no amount_usdt \(Amount \(USDT\)\) column\. /);
    expect(problemOf(`${HEADER},beneficary_email\n${ROW},x\n`)).toMatch(
      /^The file has a column the payout file does not take: "beneficary_email"\. /,
    );
    expect(problemOf(`${HEADER},reference\n${ROW},x\n`)).toMatch(
      /^The column reference appears more than once\. /,
    );
  });

  it("says where a quote is left open, in words", () => {
    expect(problemOf(`${HEADER}\n${ROW}\nINV-2,user-2,7010,1,"Perera,1\n`)).toMatch(
      /^A quoted cell is never closed \(line \d+\): check for a missing quote mark/,
    );
    expect(problemOf(`${HEADER}\nINV-2,user-2,7010,1,"Perera" Jr,1\n`)).toMatch(
      /^A quote mark \("\) is followed by more text in the same cell/,
    );
    expect(problemOf(`${HEADER}\nINV-2,user-2,7010,1,Tom "T" Perera,1\n`)).toMatch(
      /^A quote mark \("\) is inside a cell that does not start with one \(line 2\)/,
    );
  });
});
