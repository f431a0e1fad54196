import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CsvPaymentDetails, csvCell, csvLine, PAYMENT_CSV_HEADER, paymentCsvLine } from "./csv";

/** A small RFC 4180 reader for one line, to check that what is written reads back as the same values. */
function parseLine(line: string): string[] {
  const cells: string[] = [];
  let i = 0;
  const body = line.replace(/\r\n$/, "");
  for (;;) {
    let cell = "";
    if (body[i] === '"') {
      i++;
      for (;;) {
        const quote = body.indexOf('"', i);
        if (quote === -1) throw new Error("unterminated quote");
        cell += body.slice(i, quote);
        if (body[quote + 1] === '"') {
          cell += '"';
          i = quote + 2;
        } else {
          i = quote + 1;
          break;
        }
      }
    } else {
      const comma = body.indexOf(",", i);
      const end = comma === -1 ? body.length : comma;
      cell = body.slice(i, end);
      i = end;
    }
    cells.push(cell);
    if (i >= body.length) return cells;
    if (body[i] !== ",") throw new Error(`expected a comma at ${i}`);
    i++;
  }
}

describe("csvCell", () => {
  it.each([
    ["=SUM(A1:A9)", "'=SUM(A1:A9)"],
    ["+94771234567", "'+94771234567"],
    ["-2+3", "'-2+3"],
    ["@SUM(1)", "'@SUM(1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", `"'\r=1"`],
    ['=HYPERLINK("http://x","click")', `"'=HYPERLINK(""http://x"",""click"")"`],
  ])("neutralises a formula: %j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ['say "hi"', '"say ""hi"""'],
    ["a,b", '"a,b"'],
    ["two\nlines", '"two\nlines"'],
    [" padded ", '" padded "'],
    ["plain", "plain"],
    ["Nimal Perera — ශ්‍රී ලංකා 🇱🇰", "Nimal Perera — ශ්‍රී ලංකා 🇱🇰"],
  ])("quotes only when it must: %j → %j", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("writes numbers as they are and nothing for missing values", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(() => csvCell(Number.NaN)).toThrow(RangeError);
  });

  it("reads back as the same text, and never starts a cell with a formula character", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "grapheme" }), { minLength: 1, maxLength: 6 }), (values) => {
        const cells = parseLine(csvLine(values));
        expect(cells).toHaveLength(values.length);
        cells.forEach((cell, index) => {
          const original = values[index] ?? "";
          expect(cell).toBe(/^[=+\-@\t\r]/.test(original) ? `'${original}` : original);
          expect(cell).not.toMatch(/^[=+\-@\t\r]/);
        });
      }),
    );
  });
});

describe("paymentCsvLine", () => {
  const details: CsvPaymentDetails = {
    merchantTradeNo: "ORDER-42",
    lkrAmount: "4250.00",
    rateUsdtLkr: "300",
    exchangeFeePct: "0.5",
    serviceFeePct: "1.0",
    exchangeFeeUsdt: "0.070833",
    serviceFeeUsdt: "0.141667",
    totalFeesUsdt: "0.2125",
    netUsdt: "13.954167",
    exchangeFeeLkr: "21.25",
    serviceFeeLkr: "42.5",
    totalFeesLkr: "63.75",
    netLkr: "4186.25",
    customerName: "Nimal Perera",
    customerEmail: "nimal@example.lk",
    branch: { id: "b-1", name: "@Galle, Fort" },
    link: { id: "l-1", name: "Tea box" },
    contractId: null,
    expiredAt: null,
    failedAt: null,
    expireTime: "2026-11-21T19:45:00.000Z",
  };

  it("names every column, time columns with their zone", () => {
    expect(PAYMENT_CSV_HEADER).toBe(
      "id,merchantTradeNo,status,statusLabel,pricedIn,amountUsdt,amountLkr,rateUsdtLkr,exchangeFeePercent,exchangeFeeUsdt,exchangeFeeLkr,serviceFeePercent,serviceFeeUsdt,serviceFeeLkr,totalFeesUsdt,totalFeesLkr,netUsdt,netLkr,customerName,customerEmail,branchId,branch,paymentLinkId,paymentLink,contractId,createdAt (Asia/Colombo),paidAt (Asia/Colombo),expiredAt (Asia/Colombo),failedAt (Asia/Colombo),expiresAt (Asia/Colombo)\r\n",
    );
  });

  it("writes a payment priced in LKR: both currencies' amounts, fees and net, customer, branch and link", () => {
    const line = paymentCsvLine(
      {
        id: "pay_1",
        amount: 14.166667,
        currency: "USDT",
        status: "PAID",
        createdAt: "2026-11-21T18:45:00.000Z",
        paidAt: "2026-11-21T18:50:30.250Z",
      },
      details,
    );
    expect(parseLine(line)).toEqual([
      "pay_1",
      "ORDER-42",
      "PAID",
      "Paid",
      "LKR",
      "14.166667",
      "4250.00",
      "300",
      "0.5",
      "0.070833",
      "21.25",
      "1",
      "0.141667",
      "42.50",
      "0.212500",
      "63.75",
      "13.954167",
      "4186.25",
      "Nimal Perera",
      "nimal@example.lk",
      "b-1",
      "'@Galle, Fort",
      "l-1",
      "Tea box",
      "",
      "2026-11-22T00:15:00.000+05:30",
      "2026-11-22T00:20:30.250+05:30",
      "",
      "",
      "2026-11-22T01:15:00.000+05:30",
    ]);
  });

  it("leaves the LKR columns of a payment priced in USDT empty, and guards formulas", () => {
    const line = paymentCsvLine(
      {
        id: "=cmd|' /C calc'!A0",
        amount: 12.1234567,
        currency: "USDT",
        status: "FAILED",
        createdAt: "2026-01-01T00:00:00.000Z",
        paidAt: null,
      },
      {
        ...details,
        lkrAmount: null,
        rateUsdtLkr: null,
        exchangeFeeLkr: null,
        serviceFeeLkr: null,
        totalFeesLkr: null,
        netLkr: null,
        link: null,
        contractId: "c-9",
        failedAt: "2026-01-01T00:05:00.000Z",
      },
    );
    const cells = parseLine(line);
    expect(cells.slice(0, 8)).toEqual([
      "'=cmd|' /C calc'!A0",
      "ORDER-42",
      "FAILED",
      "Failed",
      "USDT",
      "12.123457",
      "",
      "",
    ]);
    expect([cells[10], cells[13], cells[15], cells[17], cells[24], cells[28]]).toEqual([
      "",
      "",
      "",
      "",
      "c-9",
      "2026-01-01T05:35:00.000+05:30",
    ]);
  });

  it("writes the list's columns alone when the details are not known", () => {
    const cells = parseLine(
      paymentCsvLine({
        id: "pay_2",
        amount: 1,
        currency: "USDT",
        status: "INITIATED",
        createdAt: "2026-01-01T00:00:00.000Z",
        paidAt: null,
      }),
    );
    expect(cells).toHaveLength(30);
    expect(cells.filter((cell) => cell !== "")).toEqual([
      "pay_2",
      "INITIATED",
      "Awaiting payment",
      "1.000000",
      "2026-01-01T05:30:00.000+05:30",
    ]);
  });
});
