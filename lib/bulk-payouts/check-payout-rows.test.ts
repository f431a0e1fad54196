import { describe, expect, it } from "vitest";
import { type CheckedPayoutRow, checkPayoutRows, type PayoutCheckContext } from "./check-payout-rows";
import type { PayoutFileColumn, PayoutFileRow } from "./payout-file-format";
import { payoutFileTotals } from "./payout-file-preview";
import { readPayoutFile } from "./read-payout-file";
import { refusedRowsCsv } from "./refused-rows-csv";

const context: PayoutCheckContext = {
  banks: [
    { code: 7010, name: "Bank of Ceylon" },
    { code: 7278, name: "Sampath Bank" },
  ],
  usedReferences: new Map([["PAID-1", "payout 5f0c7d0e-0000-4000-8000-000000000001"]]),
  rateUsdtLkr: "300.25",
};

const good: Record<PayoutFileColumn, string> = {
  reference: "INV-1",
  external_user_id: "user-1",
  bank_code: "7010",
  account_number: "001234567890",
  account_name: "A. Perera",
  amount_usdt: "25.50",
  beneficiary_mobile: "",
  beneficiary_email: "",
};

let nextRow = 2;
function row(cells: Partial<Record<PayoutFileColumn, string>>, extraCells = 0): PayoutFileRow {
  return { row: nextRow++, cells: { ...good, reference: `INV-${nextRow}`, ...cells }, extraCells };
}

function problemsOf(cells: Partial<Record<PayoutFileColumn, string>>, ctx = context): string[] {
  const [checked] = checkPayoutRows([row(cells)], ctx);
  if (!checked || checked.ok) throw new Error("the row was valid");
  return checked.problems;
}

describe("checking a payout file's rows", () => {
  it("turns a good row into the bodies the run sends, amount exact as written", () => {
    const [checked] = checkPayoutRows(
      [row({ reference: " INV-7 ", amount_usdt: "0.12345678", beneficiary_email: "a@b.lk" })],
      context,
    );
    expect(checked).toMatchObject({
      ok: true,
      plan: {
        reference: "INV-7",
        externalUserId: "user-1",
        bankName: "Bank of Ceylon",
        amountUsdt: "0.12345678",
        bankAccount: {
          bankCode: 7010,
          accountNumber: "001234567890",
          accountName: "A. Perera",
          beneficiaryEmail: "a@b.lk",
        },
      },
    });
  });

  it.each([
    [{ reference: "" }, "Reference is empty"],
    [{ reference: "R".repeat(256) }, "Reference is too long (255 characters at most)"],
    [{ external_user_id: "  " }, "End-user ID is empty"],
    [{ account_number: "" }, "Account number is empty"],
    [{ account_number: "1".repeat(101) }, "Account number is too long (100 characters at most)"],
    [{ account_name: "N".repeat(256) }, "Account name is too long (255 characters at most)"],
    [{ beneficiary_email: "not-mail" }, "Beneficiary email is not an email address"],
    [{ bank_code: "" }, "Bank code is empty"],
    [{ bank_code: "BOC" }, "Bank code must be the bank's number, such as 7010"],
    [{ bank_code: "7999" }, "Bank code 7999 is not a bank the service pays to"],
    [{ amount_usdt: "" }, "Amount (USDT) is empty"],
    [{ amount_usdt: "abc" }, "Amount (USDT): Enter an amount such as 1500 or 1,500.50"],
    [
      { amount_usdt: "25,5" },
      "Amount (USDT): Use a dot for decimals (1.5); a comma only separates thousands (1,500)",
    ],
    [{ amount_usdt: "1.123456789" }, "Amount (USDT): Up to 8 decimal places"],
    [{ amount_usdt: "-5" }, "Amount (USDT): Enter an amount such as 1500 or 1,500.50"],
    [{ amount_usdt: "0" }, "Amount (USDT) is below the smallest payout, 0.00000001 USDT"],
    [{ amount_usdt: "1000000.01" }, "Amount (USDT) is above the largest payout, 1,000,000 USDT"],
    [
      { amount_usdt: "0.00001" },
      "Amount (USDT): 0.00001 USDT comes to less than LKR 0.01 at the current rate, the least a bank transfer carries",
    ],
    [
      { account_name: '=HYPERLINK("http://x")' },
      'Account name starts with "=", which a spreadsheet runs as a formula: enter the value itself',
    ],
    [
      { reference: "@SUM(A1)" },
      'Reference starts with "@", which a spreadsheet runs as a formula: enter the value itself',
    ],
    [
      { reference: "PAID-1" },
      "Reference PAID-1 was already used by payout 5f0c7d0e-0000-4000-8000-000000000001 on this account: it is not paid again",
    ],
  ])("refuses %j: %s", (cells, words) => {
    expect(problemsOf(cells)).toContain(words);
  });

  it("accepts the largest and the smallest amounts, a mobile number with its +, and 1,000 grouped", () => {
    const rows = checkPayoutRows(
      [row({ amount_usdt: "1000000" }), row({ amount_usdt: "1,000.5", beneficiary_mobile: "+94771234567" })],
      { ...context, rateUsdtLkr: null },
    );
    expect(rows.map((r) => r.ok)).toEqual([true, true]);
    expect(
      checkPayoutRows([row({ amount_usdt: "0.00000001" })], { ...context, rateUsdtLkr: null })[0]?.ok,
    ).toBe(true);
  });

  it("refuses a row with more cells than the header", () => {
    const [checked] = checkPayoutRows([row({}, 1)], context);
    expect(checked).toMatchObject({
      ok: false,
      problems: [expect.stringMatching(/^The row has more cells than the header/)],
    });
  });

  it("says every problem of a row at once", () => {
    expect(problemsOf({ bank_code: "7999", amount_usdt: "", account_name: "" })).toEqual([
      "Bank code 7999 is not a bank the service pays to",
      "Amount (USDT) is empty",
      "Account name is empty",
    ]);
  });

  it("refuses every row whose reference another row also carries, naming the others", () => {
    const rows = checkPayoutRows(
      [
        { row: 2, cells: { ...good, reference: "DUP" }, extraCells: 0 },
        { row: 3, cells: { ...good, reference: "OK-1" }, extraCells: 0 },
        { row: 4, cells: { ...good, reference: " DUP" }, extraCells: 0 },
        { row: 7, cells: { ...good, reference: "DUP" }, extraCells: 0 },
      ],
      context,
    );
    const words = (r: CheckedPayoutRow | undefined) => (r && !r.ok ? r.problems : []);
    expect(rows.map((r) => r.ok)).toEqual([false, true, false, false]);
    expect(words(rows[0])).toEqual([
      "Reference DUP is also on rows 4 and 7: each payout needs its own reference",
    ]);
    expect(words(rows[3])).toEqual([
      "Reference DUP is also on rows 2 and 4: each payout needs its own reference",
    ]);
  });
});

describe("a file's totals", () => {
  const rows = checkPayoutRows(
    [
      row({ amount_usdt: "0.1" }),
      row({ amount_usdt: "0.1" }),
      row({ amount_usdt: "0.1" }),
      row({ bank_code: "1" }),
    ],
    context,
  );

  it("sums the valid rows exactly and prices each at the current rate as a payout is rounded", () => {
    const totals = payoutFileTotals(rows, { rateUsdtLkr: "300.25", floatBalanceLkr: "1000" });
    // Each 0.1 × 300.25 = 30.025 is paid as 30.03, so three make 90.09 (90.075 rounded once would be 90.08);
    // floats would sum the USDT to 0.30000000000000004.
    expect(totals).toMatchObject({
      validCount: 3,
      refusedCount: 1,
      totalUsdt: "0.3",
      indicativeLkr: "90.09",
      floatBeforeLkr: "1000",
      floatAfterLkr: "909.91",
      blocker: null,
    });
  });

  it("refuses to start when the float cannot cover the rows, saying by how much", () => {
    const totals = payoutFileTotals(rows, { rateUsdtLkr: "300.25", floatBalanceLkr: "90.08" });
    expect(totals.floatAfterLkr).toBe("-0.01");
    expect(totals.blocker).toBe(
      "The float holds LKR 90.08; the valid rows need about LKR 90.09: LKR 0.01 short. Top up the float or pay fewer rows.",
    );
  });

  it("refuses to start without a valid row, a rate or a float balance", () => {
    const refused = checkPayoutRows([row({ bank_code: "1" })], context);
    expect(payoutFileTotals(refused, { rateUsdtLkr: "300", floatBalanceLkr: "1" }).blocker).toMatch(
      /^No row of this file/,
    );
    expect(payoutFileTotals(rows, { rateUsdtLkr: null, floatBalanceLkr: "1000" }).blocker).toMatch(
      /current rate/,
    );
    expect(payoutFileTotals(rows, { rateUsdtLkr: "300", floatBalanceLkr: null }).blocker).toMatch(
      /float balance/,
    );
  });
});

describe("the refused rows download", () => {
  it("holds only the refused rows, formulas neutralised, and uploads again as a payout file", () => {
    const rows = checkPayoutRows(
      [
        row({ reference: "OK-1" }),
        row({ reference: "BAD-1", account_name: "=cmd|' /C calc'!A0", beneficiary_mobile: "+94771234567" }),
      ],
      context,
    );
    const text = refusedRowsCsv(rows);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe(
      "reference,external_user_id,bank_code,account_number,account_name,amount_usdt,beneficiary_mobile,beneficiary_email,file_row,problems",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain("'=cmd|' /C calc'!A0");
    expect(lines[1]).toContain("'+94771234567");
    expect(lines[1]).not.toContain("OK-1");
    const again = readPayoutFile(text);
    expect(again.ok && again.rows[0]?.cells).toMatchObject({
      reference: "BAD-1",
      account_name: "=cmd|' /C calc'!A0",
      beneficiary_mobile: "+94771234567",
    });
  });
});
