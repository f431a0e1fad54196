import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, PAYMENT_CSV_HEADER, paymentCsvLine } from "./csv";

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
  it("writes the list's columns with fixed decimals and Colombo times", () => {
    expect(PAYMENT_CSV_HEADER).toBe(
      "id,amount,currency,status,statusLabel,createdAt,paidAt,branchId,branch\r\n",
    );
    expect(
      paymentCsvLine({
        id: "pay_1",
        amount: 1500.5,
        currency: "LKR",
        status: "PAID",
        createdAt: "2026-11-21T18:45:00.000Z",
        paidAt: "2026-11-21T18:50:30.250Z",
      }),
    ).toBe("pay_1,1500.50,LKR,PAID,Paid,2026-11-22T00:15:00.000+05:30,2026-11-22T00:20:30.250+05:30,,\r\n");
    expect(
      paymentCsvLine(
        {
          id: "=cmd|' /C calc'!A0",
          amount: 12.1234567,
          currency: "USDT",
          status: "INITIATED",
          createdAt: "2026-01-01T00:00:00.000Z",
          paidAt: null,
        },
        { id: "b-1", name: "@Galle, Fort" },
      ),
    ).toBe(
      "'=cmd|' /C calc'!A0,12.123457,USDT,INITIATED,Awaiting payment,2026-01-01T05:30:00.000+05:30,,b-1,\"'@Galle, Fort\"\r\n",
    );
  });
});
