import Decimal from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  COMMA_NOT_GROUPING,
  decimalsHint,
  type MoneyKind,
  moneyInputText,
  moneyTextNumber,
  NOT_AN_AMOUNT,
  readMoneyText,
  TOO_MANY_DIGITS,
} from "./money-text";

const Exact = Decimal.clone({ precision: 1_000 });
const kinds: [MoneyKind, number][] = [
  ["USDT", 6],
  ["LKR", 2],
  ["PAYOUT_USDT", 8],
];

/** Typed amounts: whole digits, a fraction of up to 12 digits, sometimes grouped with commas. */
const typedAmount = fc
  .record({
    whole: fc.stringMatching(/^(0|[1-9]\d{0,20})$/),
    fraction: fc.stringMatching(/^\d{0,12}$/),
    grouped: fc.boolean(),
  })
  .map(({ whole, fraction, grouped }) => {
    const wholeText = grouped ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",") : whole;
    return {
      text: fraction ? `${wholeText}.${fraction}` : wholeText,
      digits: fraction ? `${whole}.${fraction}` : whole,
    };
  });

describe("readMoneyText", () => {
  it.each(kinds)("never changes a %s amount: it is sent exactly as typed, or refused", (kind, places) => {
    fc.assert(
      fc.property(typedAmount, ({ text, digits }) => {
        const read = readMoneyText(text, kind);
        const typed = new Exact(digits);
        if (read.kind === "ok") {
          // What goes over the wire (a JSON number) is the typed amount to the last digit.
          expect(new Exact(JSON.stringify(read.number)).equals(typed)).toBe(true);
          expect(new Exact(read.value).equals(typed)).toBe(true);
        } else {
          expect(read.kind).toBe("refused");
          if (read.kind !== "refused") return;
          if (typed.decimalPlaces() > places) expect(read.message).toBe(decimalsHint(places));
          else expect(read.message).toBe(TOO_MANY_DIGITS);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("refuses what the issue found rounded, with the hint's own sentence", () => {
    expect(readMoneyText("1.1234567", "USDT")).toEqual({
      kind: "refused",
      message: "Up to 6 decimal places",
    });
    expect(readMoneyText("10.555", "LKR")).toEqual({ kind: "refused", message: "Up to 2 decimal places" });
    expect(readMoneyText("1.123456789", "PAYOUT_USDT")).toEqual({
      kind: "refused",
      message: "Up to 8 decimal places",
    });
    expect(readMoneyText("99999999999999999", "USDT")).toEqual({ kind: "refused", message: TOO_MANY_DIGITS });
  });

  it("accepts plain and grouped amounts, and refuses a comma that is not a thousands separator", () => {
    expect(readMoneyText("1.123456", "USDT")).toEqual({ kind: "ok", value: "1.123456", number: 1.123456 });
    expect(readMoneyText(" 1,500.50 ", "LKR")).toEqual({ kind: "ok", value: "1500.5", number: 1500.5 });
    expect(readMoneyText("10000000000", "USDT")).toMatchObject({ kind: "ok", number: 10_000_000_000 });
    expect(readMoneyText("12.", "USDT")).toMatchObject({ kind: "ok", value: "12" });
    expect(readMoneyText("1,5", "USDT")).toEqual({ kind: "refused", message: COMMA_NOT_GROUPING });
    expect(readMoneyText("1,50,000", "LKR")).toEqual({ kind: "refused", message: COMMA_NOT_GROUPING });
    for (const text of ["-5", "1e3", "abc", ".", "1.2.3", "0x10"])
      expect(readMoneyText(text, "USDT")).toEqual({ kind: "refused", message: NOT_AN_AMOUNT });
    expect(readMoneyText("  ", "USDT")).toEqual({ kind: "blank" });
  });

  it("gives the body undefined for a blank field and NaN for a refused one, so nothing else is sent", () => {
    expect(moneyTextNumber("", "USDT")).toBeUndefined();
    expect(moneyTextNumber("10.555", "LKR")).toBeNaN();
    expect(moneyTextNumber("10.55", "LKR")).toBe(10.55);
  });
});

describe("moneyInputText", () => {
  it("shows stored amounts as plain decimals", () => {
    expect(moneyInputText(1e-7)).toBe("0.0000001");
    expect(moneyInputText(1500.5)).toBe("1500.5");
    expect(moneyInputText(1e21)).toBe("1000000000000000000000");
    expect(moneyInputText(null)).toBe("");
  });

  it("round-trips every stored amount through the form unchanged", () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-8, max: 1e15, noNaN: true }), (stored) => {
        const read = readMoneyText(moneyInputText(stored), 100);
        expect(read).toMatchObject({ kind: "ok", number: stored });
      }),
      { numRuns: 300 },
    );
  });
});

// Before it read amounts on BigInt, money-text read them with decimal.js (`Exact` above): the same verdicts.
describe("components/forms/money-text against its decimal.js version", () => {
  const refRead = (digits: string, places: number) => {
    const value = new Exact(digits.endsWith(".") ? digits.slice(0, -1) : digits);
    if (value.decimalPlaces() > places) return "places";
    const number = value.toNumber();
    if (!new Exact(number).equals(value)) return "digits";
    return { value: value.toFixed(), number };
  };

  it("accepts, refuses and reads typed amounts alike: nothing rounded, nothing a float would change", () => {
    const typed = fc.oneof(
      typedAmount.map(({ digits }) => digits),
      typedAmount.map(({ digits }) => digits).map((text) => `${text}.`.replace(/\.(\d*)\.$/, ".$1")),
      fc.constantFrom(
        "9999999999.99",
        "0.1",
        "0.30000000000000004",
        "9007199254740993",
        "123456789012345.6",
        ".5",
        "9".repeat(400),
        `0.${"0".repeat(99)}1`,
        "00012.50",
      ),
    );
    fc.assert(
      fc.property(typed, fc.constantFrom(2, 6, 8, 100), (text, places) => {
        const read = readMoneyText(text, places);
        const expected = refRead(text, places);
        if (expected === "places")
          expect(read).toEqual({ kind: "refused", message: `Up to ${places} decimal places` });
        else if (expected === "digits")
          expect(read).toMatchObject({ kind: "refused", message: expect.stringMatching(/too many digits/) });
        else expect(read).toEqual({ kind: "ok", ...expected });
      }),
      { numRuns: 1_000 },
    );
  });
});
