import DecimalJs from "decimal.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rateChange } from "./approvals-rates";
import { computeFeeBreakdown, feeBreakdownToText, feeBreakdownToWire } from "./fees";
import {
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

// The money rules as they were written on decimal.js (lib/money.ts, lib/fees.ts and lib/approvals-rates.ts
// before they moved to BigInt), kept here as the reference: the BigInt versions must give the same digits
// for every amount, rate, percentage and rounding tie.
const D = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });
const T = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_DOWN });
type Dec = DecimalJs;

const ref = {
  round(x: Dec, places: number): Dec {
    const rounded = new D(x).toDecimalPlaces(places, DecimalJs.ROUND_HALF_UP);
    return rounded.isZero() ? new D(0) : rounded;
  },
  multiply: (a: string | Dec, b: string | Dec): Dec => new D(new T(a).times(new T(b))),
  divide: (a: string | Dec, b: string | Dec): Dec => new D(new T(a).div(new T(b))),
  percentOf: (amount: Dec, percentage: string): Dec => ref.divide(ref.multiply(amount, percentage), "100"),
  fees(currency: "USDT" | "LKR", amount: string, exchange: string, service: string, rate: string) {
    const lkrGross = currency === "LKR" ? ref.round(new D(amount), 2) : null;
    const gross = lkrGross ? ref.round(ref.divide(lkrGross, rate), 6) : ref.round(new D(amount), 6);
    const exchangeFee = ref.round(ref.percentOf(gross, exchange), 6);
    const serviceFee = ref.round(ref.percentOf(gross, service), 6);
    const total = exchangeFee.plus(serviceFee);
    const usdt = {
      grossAmountUSDT: gross,
      exchangeFeePercentage: new D(exchange),
      exchangeFeeAmountUSDT: exchangeFee,
      serviceFeePercentage: new D(service),
      serviceFeeAmountUSDT: serviceFee,
      totalFeesUSDT: total,
      netAmountUSDT: gross.minus(total),
    };
    if (!lkrGross) return usdt;
    const exchangeLkr = ref.round(ref.percentOf(lkrGross, exchange), 2);
    const serviceLkr = ref.round(ref.percentOf(lkrGross, service), 2);
    const totalLkr = exchangeLkr.plus(serviceLkr);
    return {
      ...usdt,
      grossAmountLKR: lkrGross,
      exchangeFeeAmountLKR: exchangeLkr,
      serviceFeeAmountLKR: serviceLkr,
      totalFeesLKR: totalLkr,
      netAmountLKR: lkrGross.minus(totalLkr),
      exchangeRateSnapshot: new D(rate),
    };
  },
  rateChangeText(previous: string, fresh: string): string {
    const before = new D(previous);
    const after = new D(fresh);
    if (before.isZero()) return "—";
    const percent = after.minus(before).div(before).times(100).toDecimalPlaces(2, DecimalJs.ROUND_HALF_UP);
    if (percent.isZero()) return "0.00 %";
    return `${percent.isPositive() ? "+" : "−"}${percent.abs().toFixed(2)} %`;
  },
};

/** Decimal text with `maxPlaces` places at most: "-0.000123", "9999999999.99". */
function decimalText(maxUnits: bigint, maxPlaces: number, negatives = false) {
  return fc
    .tuple(
      negatives ? fc.boolean() : fc.constant(false),
      fc.bigInt({ min: 0n, max: maxUnits }),
      fc.integer({ min: 0, max: maxPlaces }),
    )
    .map(([negative, units, places]) => {
      const digits = units.toString().padStart(places + 1, "0");
      const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
      return `${negative ? "-" : ""}${text}`;
    });
}

const MAX_AMOUNT = "9999999999.99";
/** Amounts up to 9,999,999,999.99 with up to 9 places (before the currency's rounding), ties included. */
const amount = fc.oneof(
  decimalText(999_999_999_999n, 2),
  decimalText(9_999_999_999_999_999n, 6),
  decimalText(10n ** 19n, 9),
  decimalText(10n ** 8n, 3).map((text) => `${text}5`),
  fc.constantFrom(MAX_AMOUNT, "0.01", "0.000001", "0.005", "0.0000005", "1.005", "2.345", "999.995"),
);
const signedAmount = fc.oneof(
  amount,
  amount.map((text) => `-${text}`),
);
/** LKR per USDT as the service quotes it: up to 6 places. */
const rate = fc.oneof(
  decimalText(999_999_999n, 6).filter((text) => Number(text) > 0),
  fc.constantFrom("300", "302.45", "0.000001", "299.999999", "1"),
);
/** Fee percentages: 0 to 100 with up to 4 places. */
const percentage = fc.oneof(
  decimalText(1_000_000n, 4).filter((text) => Number(text) <= 100),
  fc.constantFrom("0.5", "1.0", "0.75", "1.25", "0", "100"),
);
const RUNS = { numRuns: 1_000 };

describe("lib/money against its decimal.js version", () => {
  it("rounds to each currency, half up, negatives away from zero, never to negative zero", () => {
    fc.assert(
      fc.property(signedAmount, (text) => {
        expect(roundUsdt(text).valueOf()).toBe(ref.round(new D(text), 6).valueOf());
        expect(roundLkr(text).valueOf()).toBe(ref.round(new D(text), 2).valueOf());
        expect(roundFor("LKR", text).toFixed(2)).toBe(ref.round(new D(text), 2).toFixed(2));
        expect(Object.is(toApiNumber(text, "USDT"), ref.round(new D(text), 6).toNumber())).toBe(true);
        expect(Object.is(toApiNumber(text), new D(text).toNumber())).toBe(true);
      }),
      RUNS,
    );
  });

  it("multiplies, divides and converts at a rate exactly as before", () => {
    fc.assert(
      fc.property(signedAmount, rate, (a, r) => {
        expect(multiply(a, r).valueOf()).toBe(ref.multiply(a, r).valueOf());
        expect(divide(a, r).valueOf()).toBe(ref.divide(a, r).valueOf());
        expect(lkrToUsdt(a, r).valueOf()).toBe(ref.round(ref.divide(a, r), 6).valueOf());
        expect(usdtToLkr(a, r).valueOf()).toBe(ref.round(ref.multiply(a, r), 2).valueOf());
        expect(decimal(a).cmp(r)).toBe(new D(a).cmp(r));
      }),
      RUNS,
    );
  });

  it("adds and subtracts any number of amounts exactly", () => {
    fc.assert(
      fc.property(fc.array(signedAmount, { maxLength: 30 }), (values) => {
        const expected = values.reduce((total, value) => total.plus(value), new D(0));
        expect(sum(values).valueOf()).toBe(expected.valueOf());
        const difference = values.reduce((total, value) => total.minus(value), new D(MAX_AMOUNT));
        expect(values.reduce((total, value) => total.minus(value), decimal(MAX_AMOUNT)).valueOf()).toBe(
          difference.valueOf(),
        );
      }),
      RUNS,
    );
  });
});

describe("lib/fees against its decimal.js version", () => {
  it("gives the same breakdown, wire numbers and preview text for USDT and LKR", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("USDT" as const, "LKR" as const),
        amount,
        percentage,
        percentage,
        rate,
        (currency, a, exchange, service, r) => {
          const input = { amount: a, exchangeFeePercentage: exchange, serviceFeePercentage: service };
          const breakdown =
            currency === "USDT"
              ? computeFeeBreakdown({ currency, ...input })
              : computeFeeBreakdown({ currency, rateUsdtLkr: r, ...input });
          const expected = ref.fees(currency, a, exchange, service, r);
          const values = (b: object) =>
            Object.fromEntries(
              Object.entries(b).map(([k, v]) => [k, (v as { valueOf(): string }).valueOf()]),
            );
          expect(values(breakdown)).toEqual(values(expected));
          const wire = Object.fromEntries(
            Object.entries(expected).map(([k, v]) => [
              k,
              k.endsWith("Percentage") || k === "exchangeRateSnapshot"
                ? v.toNumber()
                : ref.round(v, k.endsWith("LKR") ? 2 : 6).toNumber(),
            ]),
          );
          expect(feeBreakdownToWire(breakdown)).toEqual(wire);
          const text = Object.fromEntries(
            Object.entries(expected).map(([k, v]) => [
              k,
              k.endsWith("Percentage") || k === "exchangeRateSnapshot"
                ? v.toFixed()
                : ref.round(v, k.endsWith("LKR") ? 2 : 6).toFixed(),
            ]),
          );
          expect(feeBreakdownToText(breakdown)).toEqual(text);
        },
      ),
      RUNS,
    );
  });
});

describe("lib/approvals-rates against its decimal.js version", () => {
  it("words the change between two rates alike, ties at the second decimal included", () => {
    const nearby = fc.tuple(rate, fc.integer({ min: -100_000, max: 100_000 })).map(([r, delta]) => {
      const fresh = new D(r).plus(new D(delta).div(1_000_000));
      return [r, fresh.gt(0) ? fresh.toFixed() : r] as const;
    });
    // 20000 → 20001 is +0.005 %: ties at the second decimal, which round away from zero.
    const ties = fc
      .tuple(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: -9_999, max: 9_999 }))
      .map(([n, m]) => [String(20_000 * n), String(20_000 * n + n * (2 * m + 1))] as const);
    fc.assert(
      fc.property(fc.oneof(fc.tuple(rate, rate), nearby, ties), ([previous, fresh]) => {
        expect(rateChange(previous, fresh).percentText).toBe(ref.rateChangeText(previous, fresh));
      }),
      RUNS,
    );
    expect(rateChange("20000", "20001").percentText).toBe("+0.01 %");
    expect(rateChange("20000", "19999").percentText).toBe("−0.01 %");
  });
});
