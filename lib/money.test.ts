import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  Decimal,
  decimal,
  divide,
  lkrToUsdt,
  multiply,
  roundFor,
  roundLkr,
  roundUsdt,
  sum,
  toApiNumber,
  usdtToLkr,
} from "./money";

describe("decimal", () => {
  it("takes numbers by their shortest decimal spelling, not their binary value", () => {
    expect(decimal(0.1).plus(decimal(0.2)).toFixed()).toBe("0.3");
    expect(decimal("1e3").toFixed()).toBe("1000");
    expect(decimal(" 12.50 ").toFixed()).toBe("12.5");
    expect(decimal(new Decimal("7.25")).toFixed()).toBe("7.25");
  });

  it("rejects what is not a finite decimal with a readable error", () => {
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(() => decimal(bad)).toThrow(/finite/);
    }
    for (const bad of ["", "abc", "NaN", "Infinity", "0x10", "1,000", "1.2.3"]) {
      expect(() => decimal(bad)).toThrow(/decimal amount/);
    }
    expect(() => decimal({} as never)).toThrow(TypeError);
  });
});

describe("rounding", () => {
  it("rounds half up, not half to even", () => {
    expect(roundUsdt("0.0000025").toFixed()).toBe("0.000003");
    expect(roundUsdt("0.0000005").toFixed()).toBe("0.000001");
    expect(roundUsdt("1.2345664999").toFixed()).toBe("1.234566");
    expect(roundLkr("2.345").toFixed()).toBe("2.35");
    expect(roundLkr("0.125").toFixed()).toBe("0.13");
  });

  it("rounds values a float would get wrong", () => {
    // 1.005 is 1.00499999999999989… as a double.
    expect(roundLkr("1.005").toFixed(2)).toBe("1.01");
    expect(roundLkr(1.005).toFixed(2)).toBe("1.01");
  });

  it("rounds negatives away from zero and never yields negative zero", () => {
    expect(roundLkr("-2.345").toFixed()).toBe("-2.35");
    expect(Object.is(roundLkr("-0.001").toNumber(), -0)).toBe(false);
  });

  it("picks the places by currency", () => {
    expect(roundFor("USDT", "1.23456789").toFixed()).toBe("1.234568");
    expect(roundFor("LKR", "1.23456789").toFixed()).toBe("1.23");
  });

  it("keeps 40 significant digits", () => {
    expect(Decimal.precision).toBe(40);
    expect(roundUsdt("123456789012345678.1234565").toFixed()).toBe("123456789012345678.123457");
  });
});

describe("toApiNumber", () => {
  it("gives a JSON number, rounded when a currency is named", () => {
    expect(toApiNumber(decimal("3.3333335"), "USDT")).toBe(3.333334);
    expect(toApiNumber(decimal("999.995"), "LKR")).toBe(1000);
    expect(toApiNumber(decimal("0.5"))).toBe(0.5);
    expect(JSON.stringify({ a: toApiNumber(decimal("0.1").plus("0.2"), "USDT") })).toBe('{"a":0.3}');
  });
});

describe("conversion", () => {
  it("converts at the rate with the currency's places", () => {
    expect(lkrToUsdt("1000", "300").toFixed()).toBe("3.333333");
    expect(lkrToUsdt("2000", "300").toFixed()).toBe("6.666667");
    expect(usdtToLkr("3.333333", "300").toFixed(2)).toBe("1000.00");
    expect(usdtToLkr("3.33331", "300").toFixed(2)).toBe("999.99");
    // 0.000025 × 200 = 0.005: half up gives a cent, half to even would give nothing.
    expect(usdtToLkr("0.000025", "200").toFixed()).toBe("0.01");
  });

  it("refuses a rate that is zero or negative", () => {
    expect(() => lkrToUsdt("1000", "0")).toThrow(/positive/);
    expect(() => usdtToLkr("1", "-300")).toThrow(/positive/);
    expect(() => divide("1", "0")).toThrow(/zero/);
  });

  it("multiplies and divides exactly within 40 digits", () => {
    expect(multiply("0.1", "0.2").toFixed()).toBe("0.02");
    expect(divide("1", "8").toFixed()).toBe("0.125");
  });

  const lkrCents = fc.integer({ min: 0, max: 1e13 });
  const rateCents = fc.integer({ min: 100, max: 1_000_000 });
  const cents = (n: number) => new Decimal(n).div(100);

  it("LKR → USDT → LKR comes back within one cent", () => {
    fc.assert(
      fc.property(lkrCents, rateCents, (l, r) => {
        const lkr = cents(l);
        const back = usdtToLkr(lkrToUsdt(lkr, cents(r)), cents(r));
        expect(back.minus(lkr).abs().lte("0.01")).toBe(true);
      }),
    );
  });

  it("USDT → LKR → USDT comes back within what two places of LKR can hold", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e15 }), rateCents, (u, r) => {
        const usdt = new Decimal(u).div(1e6);
        const rate = cents(r);
        const back = lkrToUsdt(usdtToLkr(usdt, rate), rate);
        const bound = new Decimal("0.005").div(rate).plus("0.0000005");
        expect(back.minus(usdt).abs().lte(bound)).toBe(true);
      }),
    );
  });
});

describe("sum", () => {
  it("adds exactly, whatever the input kind", () => {
    expect(sum([0.1, "0.2", decimal("0.3")]).toFixed()).toBe("0.6");
    expect(sum([]).toFixed()).toBe("0");
    expect(sum(Array.from({ length: 10 }, () => "0.1")).toFixed()).toBe("1");
  });
});
