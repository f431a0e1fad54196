import DecimalJs from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Context, ExactDecimal, type RoundingMode } from "./exact-decimal";

// decimal.js is the reference: every operation the console uses must give its result to the last digit,
// signed zero and text included, in the two settings lib/money.ts uses (40 digits, half up or truncating).
const HalfUp = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
const Truncating = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_DOWN });
const HALF_UP: Context = { precision: 40, rounding: 4 };
const TRUNCATING: Context = { precision: 40, rounding: 1 };
// The modes the console rounds with: truncation, ceiling, floor and half up.
const MODES = [1, 2, 3, 4] as const;

const RUNS = { numRuns: 400 };

/** Digits and a decimal point placed anywhere, optionally an exponent: "-0.000123", "12.5e3", "1234500". */
function decimalText(maxUnits: bigint, maxPlaces: number, exponents = false) {
  return fc
    .tuple(
      fc.boolean(),
      fc.bigInt({ min: 0n, max: maxUnits }),
      fc.integer({ min: 0, max: maxPlaces }),
      exponents ? fc.option(fc.integer({ min: -12, max: 25 }), { nil: undefined }) : fc.constant(undefined),
    )
    .map(([negative, units, places, exponent]) => {
      const digits = units.toString().padStart(places + 1, "0");
      const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
      return `${negative ? "-" : ""}${text}${exponent === undefined ? "" : `e${exponent}`}`;
    });
}

/** Amounts up to 9,999,999,999.99 with 2 or 6 places (and their negatives). */
const amount = fc.oneof(
  decimalText(999_999_999_999n, 2),
  decimalText(9_999_999_999_999_999n, 6),
  fc.constantFrom("9999999999.99", "-9999999999.99", "0.01", "0.000001", "0", "-0", "0.005", "0.0000005"),
);
/** Many digits: beyond 40 significant ones, so sums, products and quotients must round. */
const long = decimalText(10n ** 48n, 30, true);
/** Rates and percentages as the service has them. */
const rate = fc.oneof(
  decimalText(99_999_999n, 6),
  decimalText(10_000n, 2),
  fc.constantFrom("300", "0.5", "1.0"),
);
const anyValue = fc.oneof(amount, long, rate, decimalText(10n ** 15n, 9, true));

/** A value whose digit after `places` is a 5 and nothing follows: a tie at that place. */
const tie = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.integer({ min: 0, max: 8 }))
  .map(([negative, units, places]) => ({
    text: `${negative ? "-" : ""}${new HalfUp(units.toString()).div(10 ** places).toFixed()}5e-${places + 1}`,
    places,
  }));

/** The value as decimal.js writes it, with the sign of zero. */
const same = (x: ExactDecimal, y: DecimalJs) => {
  expect(x.valueOf()).toBe(y.valueOf());
  expect(x.toString()).toBe(y.toString());
};

describe("ExactDecimal against decimal.js", () => {
  it("reads text and numbers alike and writes them alike", () => {
    fc.assert(
      fc.property(anyValue, (text) => {
        const x = new ExactDecimal(text);
        const y = new HalfUp(text);
        same(x, y);
        expect(x.toFixed()).toBe(y.toFixed());
        expect(Object.is(x.toNumber(), y.toNumber())).toBe(true);
        expect(x.decimalPlaces()).toBe(y.decimalPlaces());
        expect(x.isZero()).toBe(y.isZero());
        expect(x.isPositive()).toBe(y.isPositive());
        expect(x.isNegative()).toBe(y.isNegative());
        expect(JSON.stringify({ x })).toBe(JSON.stringify({ x: y }));
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (n) => {
        same(new ExactDecimal(n), new HalfUp(n));
        expect(Object.is(new ExactDecimal(n).toNumber(), n)).toBe(true);
      }),
      RUNS,
    );
  });

  it("adds, subtracts, multiplies and divides to 40 digits, half up and truncating", () => {
    const pairs = fc.oneof(
      fc.tuple(amount, amount),
      fc.tuple(amount, rate),
      fc.tuple(long, long),
      fc.tuple(anyValue, anyValue),
    );
    fc.assert(
      fc.property(pairs, ([a, b]) => {
        const [x, y] = [new ExactDecimal(a), new ExactDecimal(b)];
        for (const [context, Reference] of [
          [HALF_UP, HalfUp],
          [TRUNCATING, Truncating],
        ] as const) {
          const [p, q] = [new Reference(a), new Reference(b)];
          same(x.plus(y, context), p.plus(q));
          same(x.minus(y, context), p.minus(q));
          same(x.times(y, context), p.times(q));
          if (!q.isZero()) {
            same(x.div(y, context), p.div(q));
            same(x.mod(y, context), p.mod(q));
          }
        }
        same(x.plus(b), new HalfUp(a).plus(b));
        expect(x.cmp(y)).toBe(new HalfUp(a).cmp(b));
        expect([x.eq(y), x.lt(y), x.lte(y), x.gt(y), x.gte(y)]).toEqual([
          new HalfUp(a).eq(b),
          new HalfUp(a).lt(b),
          new HalfUp(a).lte(b),
          new HalfUp(a).gt(b),
          new HalfUp(a).gte(b),
        ]);
      }),
      RUNS,
    );
  });

  it("rounds sums, products and quotients in every mode and precision", () => {
    const clones = MODES.flatMap((rounding) =>
      [40, 12, 3].map((precision) => ({
        context: { precision, rounding } as Context,
        Reference: DecimalJs.clone({ precision, rounding }),
      })),
    );
    fc.assert(
      fc.property(anyValue, anyValue, fc.constantFrom(...clones), (a, b, { context, Reference }) => {
        const [x, p, q] = [new ExactDecimal(a), new Reference(a), new Reference(b)];
        same(x.plus(b, context), p.plus(q));
        same(x.minus(b, context), p.minus(q));
        same(x.times(b, context), p.times(q));
        if (!q.isZero()) same(x.div(b, context), p.div(q));
      }),
      { numRuns: 2_000 },
    );
  });

  it("divides amounts by rates and percentages by 100 as the fee rules do", () => {
    fc.assert(
      fc.property(amount, rate, (a, r) => {
        fc.pre(!new HalfUp(r).isZero());
        same(new ExactDecimal(a).div(r, TRUNCATING), new Truncating(a).div(r));
        same(
          new ExactDecimal(a).times(r, TRUNCATING).div(100, TRUNCATING),
          new Truncating(a).times(r).div(100),
        );
      }),
      RUNS,
    );
  });

  it("rounds to places in every mode, ties included", () => {
    const cases = fc.oneof(
      fc.tuple(anyValue, fc.integer({ min: 0, max: 10 })),
      tie.map(({ text, places }) => [text, places] as const),
    );
    fc.assert(
      fc.property(cases, fc.constantFrom(...MODES), ([text, places], mode) => {
        const x = new ExactDecimal(text);
        const y = new HalfUp(text);
        same(x.toDecimalPlaces(places, mode as RoundingMode), y.toDecimalPlaces(places, mode));
        expect(x.toFixed(places, mode as RoundingMode)).toBe(y.toFixed(places, mode));
        same(x.toDecimalPlaces(places), y.toDecimalPlaces(places));
        expect(x.toFixed(places)).toBe(y.toFixed(places));
      }),
      RUNS,
    );
  });

  it("takes absolute values, negates, and rounds to whole numbers like decimal.js", () => {
    fc.assert(
      fc.property(anyValue, (text) => {
        const x = new ExactDecimal(text);
        const y = new HalfUp(text);
        same(x.abs(), y.abs());
        same(x.neg(), y.neg());
        same(x.floor(), y.floor());
        same(x.ceil(), y.ceil());
        same(x.round(), y.round());
      }),
      RUNS,
    );
  });

  it("rounds ties away from zero, half up, at the 40th digit", () => {
    const tieAt40 = `1${"0".repeat(38)}15`; // 41 digits ending in 5
    same(new ExactDecimal(tieAt40).plus(0), new HalfUp(tieAt40).plus(0));
    expect(new ExactDecimal(tieAt40).plus(0).toFixed()).toBe(`1${"0".repeat(38)}20`);
    expect(new ExactDecimal(2).div(3).toFixed()).toBe(`0.${"6".repeat(39)}7`);
    expect(new ExactDecimal(2).div(3, TRUNCATING).toFixed()).toBe(`0.${"6".repeat(40)}`);
    expect(new ExactDecimal("-0.005").toFixed(2)).toBe("-0.01");
    expect(new ExactDecimal("-0.001").toFixed(2)).toBe("-0.00");
    expect(new ExactDecimal("-0.001").toDecimalPlaces(2).valueOf()).toBe("-0");
  });

  it("refuses what is not a finite decimal and division by zero", () => {
    for (const bad of ["", "abc", "0x1f", "Infinity", "NaN", "1,000", "1.2.3", " 1", "1e100000"]) {
      expect(() => new ExactDecimal(bad), bad).toThrow(RangeError);
    }
    expect(() => new ExactDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => new ExactDecimal(undefined as never)).toThrow(TypeError);
    expect(() => new ExactDecimal(1).div(0)).toThrow(RangeError);
    expect(() => new ExactDecimal(1).mod("-0")).toThrow(RangeError);
  });
});
