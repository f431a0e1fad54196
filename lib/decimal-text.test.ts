import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDecimal, decimalText, plainDecimal, sumText } from "./decimal-text";
import { formatAmount } from "./format";
import { decimal, roundFor, sum } from "./money";

// Within the decimal library's 40 significant digits, where both are exact.
const decimalString = fc
  .tuple(
    fc.boolean(),
    fc.bigInt({ min: 0n, max: 10n ** 15n }),
    fc.integer({ min: 0, max: 9 }),
    fc.option(fc.integer({ min: -6, max: 6 }), { nil: undefined }),
  )
  .map(([negative, units, places, exponent]) => {
    const digits = units.toString().padStart(places + 1, "0");
    const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
    return `${negative ? "-" : ""}${text}${exponent === undefined ? "" : `e${exponent}`}`;
  });

describe("decimalText", () => {
  it("keeps the digits a JSON number was written with", () => {
    expect(decimalText(0.1)).toBe("0.1");
    expect(decimalText(1e-7)).toBe("1e-7");
    expect(decimalText(" 12.50 ")).toBe("12.50");
    expect(decimalText(decimal("3.25"))).toBe("3.25");
  });

  it("refuses what is not a finite amount", () => {
    for (const bad of ["", "abc", "0x1f", "Infinity", "NaN", "1,000", "1.2.3"]) {
      expect(() => decimalText(bad), bad).toThrow(RangeError);
    }
    expect(() => decimalText(Number.NaN)).toThrow(RangeError);
    expect(() => decimalText(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => decimalText(undefined as never)).toThrow(TypeError);
  });
});

describe("plainDecimal", () => {
  it("writes any amount the way the decimal library does", () => {
    expect(plainDecimal(1e-7)).toBe("0.0000001");
    expect(plainDecimal("2.50")).toBe("2.5");
    expect(plainDecimal("-0.0")).toBe("0");
    fc.assert(
      fc.property(decimalString, (value) => {
        expect(plainDecimal(value)).toBe(decimal(value).toFixed());
      }),
    );
  });
});

describe("sumText", () => {
  it("adds exactly where floats drift", () => {
    expect(sumText([0.1, 0.2])).toBe("0.3");
    expect(sumText(["1e-7", "0.0000001"])).toBe("0.0000002");
    expect(sumText(["-5", "2.50"])).toBe("-2.5");
    expect(sumText(["-0.1", "0.1"])).toBe("0");
    expect(sumText([])).toBe("0");
  });

  it("agrees with the decimal library on any decimal text", () => {
    fc.assert(
      fc.property(fc.array(decimalString, { maxLength: 20 }), (values) => {
        expect(decimal(sumText(values)).equals(sum(values))).toBe(true);
      }),
    );
  });
});

describe("formatAmount on decimal text", () => {
  it("rounds half away from zero like the decimal library, for every currency", () => {
    fc.assert(
      fc.property(decimalString, fc.constantFrom("USDT" as const, "LKR" as const), (value, currency) => {
        const rounded = roundFor(currency, value).toFixed() as `${number}`;
        const expected = new Intl.NumberFormat("en-LK", {
          minimumFractionDigits: 2,
          maximumFractionDigits: currency === "USDT" ? 6 : 2,
        }).format(rounded);
        expect(formatAmount(value, currency)).toBe(`${currency} ${expected}`);
      }),
    );
  });
});

describe("compareDecimal", () => {
  it("orders any two amounts as the decimal arithmetic does", () => {
    expect(compareDecimal("0.00000001", "1e-8")).toBe(0);
    expect(compareDecimal("-0", "0")).toBe(0);
    expect(compareDecimal("1000000.000000001", 1_000_000)).toBe(1);
    fc.assert(
      fc.property(decimalString, decimalString, (a, b) => {
        expect(compareDecimal(a, b)).toBe(decimal(a).cmp(b));
      }),
    );
  });
});
