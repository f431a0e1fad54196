import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LKR_1000_AT_300_FEES } from "@/lib/testing/fee-examples";
import {
  computeFeeBreakdown,
  ExchangeRateUnavailableError,
  type FeeBreakdown,
  feeBreakdownToText,
  feeBreakdownToWire,
} from "./fees";
import { Decimal } from "./money";

function plain(b: FeeBreakdown): Record<string, string> {
  return Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v.toFixed()]));
}

const USDT_FIELDS = [
  "grossAmountUSDT",
  "exchangeFeePercentage",
  "exchangeFeeAmountUSDT",
  "serviceFeePercentage",
  "serviceFeeAmountUSDT",
  "totalFeesUSDT",
  "netAmountUSDT",
];

type FeeInput = Parameters<typeof computeFeeBreakdown>[0];

// Each figure worked by hand, with the digits that decide its rounding.
const WORKED_EXAMPLES: { example: string; input: FeeInput; expected: Record<string, string> }[] = [
  {
    // gross USDT 0.0033333… → 0.003333; exchange 0.000016665 → 0.000017; service 0.00003333 → 0.000033
    // LKR exchange 1.00 × 0.5 % = 0.005 → 0.01 (half to even would give 0.00)
    example: "1 LKR at 300: LKR fees of exactly half a cent round up",
    input: {
      currency: "LKR",
      amount: 1,
      rateUsdtLkr: 300,
      exchangeFeePercentage: "0.5",
      serviceFeePercentage: "1.0",
    },
    expected: {
      grossAmountUSDT: "0.003333",
      exchangeFeeAmountUSDT: "0.000017",
      serviceFeeAmountUSDT: "0.000033",
      totalFeesUSDT: "0.00005",
      netAmountUSDT: "0.003283",
      grossAmountLKR: "1",
      exchangeFeeAmountLKR: "0.01",
      serviceFeeAmountLKR: "0.01",
      totalFeesLKR: "0.02",
      netAmountLKR: "0.98",
    },
  },
  {
    // gross USDT 2500.75 / 302.45 = 8.26830881… → 8.268309
    // exchange 8.268309 × 0.75 / 100 = 0.0620123175 → 0.062012; service × 1.25 / 100 = 0.1033538625 → 0.103354
    // LKR exchange 18.755625 → 18.76; service 31.259375 → 31.26; net 2500.75 − 50.02 = 2450.73
    example: "2500.75 LKR at 302.45 with 0.75 % and 1.25 %",
    input: {
      currency: "LKR",
      amount: "2500.75",
      rateUsdtLkr: "302.45",
      exchangeFeePercentage: "0.75",
      serviceFeePercentage: "1.25",
    },
    expected: {
      grossAmountUSDT: "8.268309",
      exchangeFeeAmountUSDT: "0.062012",
      serviceFeeAmountUSDT: "0.103354",
      totalFeesUSDT: "0.165366",
      netAmountUSDT: "8.102943",
      exchangeFeeAmountLKR: "18.76",
      serviceFeeAmountLKR: "31.26",
      totalFeesLKR: "50.02",
      netAmountLKR: "2450.73",
      exchangeRateSnapshot: "302.45",
    },
  },
  {
    // 1000.005 → 1000.01 LKR; 1000.01 / 302.4567 = 3.3062914… → 3.306291 (the unrounded amount would give 3.306275)
    example: "rounds an LKR amount to cents first and keeps the rate exactly as used",
    input: {
      currency: "LKR",
      amount: "1000.005",
      rateUsdtLkr: "302.4567",
      exchangeFeePercentage: 0,
      serviceFeePercentage: 0,
    },
    expected: {
      grossAmountLKR: "1000.01",
      netAmountLKR: "1000.01",
      grossAmountUSDT: "3.306291",
      exchangeRateSnapshot: "302.4567",
    },
  },
  {
    // 0.0001 × 0.5 % = 0.0000005 → 0.000001
    example: "rounds USDT fees half up at the sixth place",
    input: { currency: "USDT", amount: "0.0001", exchangeFeePercentage: 0.5, serviceFeePercentage: 1 },
    expected: { exchangeFeeAmountUSDT: "0.000001", netAmountUSDT: "0.000098" },
  },
];

describe("computeFeeBreakdown, worked examples", () => {
  it("1000 LKR at 300 LKR/USDT with 0.5 % and 1 %", () => {
    // gross USDT 1000 / 300 = 3.3333333… → 3.333333
    // exchange 3.333333 × 0.5 / 100 = 0.016666665 → 0.016667; service 3.333333 × 1 / 100 = 0.03333333 → 0.033333
    // total 0.05, net 3.283333; LKR: 5.00 + 10.00 = 15.00, net 985.00
    const b = computeFeeBreakdown({
      currency: "LKR",
      amount: "1000",
      rateUsdtLkr: "300",
      exchangeFeePercentage: 0.5,
      serviceFeePercentage: 1,
    });
    expect(plain(b)).toEqual({
      grossAmountUSDT: "3.333333",
      exchangeFeePercentage: "0.5",
      exchangeFeeAmountUSDT: "0.016667",
      serviceFeePercentage: "1",
      serviceFeeAmountUSDT: "0.033333",
      totalFeesUSDT: "0.05",
      netAmountUSDT: "3.283333",
      grossAmountLKR: "1000",
      exchangeFeeAmountLKR: "5",
      serviceFeeAmountLKR: "10",
      totalFeesLKR: "15",
      netAmountLKR: "985",
      exchangeRateSnapshot: "300",
    });
  });

  for (const { example, input, expected } of WORKED_EXAMPLES)
    it(example, () => {
      expect(plain(computeFeeBreakdown(input))).toMatchObject(expected);
    });

  it("a USDT payment has exactly the USDT fields and ignores any rate", () => {
    const b = computeFeeBreakdown({
      currency: "USDT",
      amount: "100",
      rateUsdtLkr: null,
      exchangeFeePercentage: 0.5,
      serviceFeePercentage: 1,
    });
    expect(Object.keys(b).sort()).toEqual([...USDT_FIELDS].sort());
    expect(plain(b)).toMatchObject({
      exchangeFeeAmountUSDT: "0.5",
      serviceFeeAmountUSDT: "1",
      totalFeesUSDT: "1.5",
      netAmountUSDT: "98.5",
    });
  });
});

describe("computeFeeBreakdown, exchange rate", () => {
  for (const rate of [undefined, null, 0, "0", -300]) {
    it(`throws ExchangeRateUnavailableError for an LKR amount at rate ${String(rate)}`, () => {
      const call = () =>
        computeFeeBreakdown({
          currency: "LKR",
          amount: "1000",
          rateUsdtLkr: rate,
          exchangeFeePercentage: 0.5,
          serviceFeePercentage: 1,
        });
      expect(call).toThrow(ExchangeRateUnavailableError);
      expect(call).toThrow("exchange rate unavailable");
    });
  }
});

describe("feeBreakdownToWire", () => {
  it("gives plain JSON numbers under the spec's names", () => {
    const b = computeFeeBreakdown({
      currency: "LKR",
      amount: "1000",
      rateUsdtLkr: "300",
      exchangeFeePercentage: "0.5",
      serviceFeePercentage: "1",
    });
    const wire = feeBreakdownToWire(b);
    expect(wire).toEqual({ ...LKR_1000_AT_300_FEES, exchangeRateSnapshot: 300 });
    expect(JSON.stringify(wire)).toContain('"exchangeFeeAmountUSDT":0.016667,');
  });
});

// An oracle in integer minor units, independent of decimal.js: round-half-up of num / den for num, den ≥ 0.
const halfUp = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);
const pctHundredths = fc.integer({ min: 0, max: 5000 });

describe("computeFeeBreakdown, properties", () => {
  it("USDT: fees match integer arithmetic, gross = fees + net, nothing negative", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), pctHundredths, pctHundredths, (micro, ex, sv) => {
        const b = computeFeeBreakdown({
          currency: "USDT",
          amount: new Decimal(micro.toString()).div(1e6),
          exchangeFeePercentage: ex / 100,
          serviceFeePercentage: sv / 100,
        });
        const exchangeMicro = halfUp(micro * BigInt(ex), 10_000n);
        expect(b.exchangeFeeAmountUSDT.times(1e6).toFixed()).toBe(exchangeMicro.toString());
        expect(b.serviceFeeAmountUSDT.times(1e6).toFixed()).toBe(
          halfUp(micro * BigInt(sv), 10_000n).toString(),
        );
        expect(b.totalFeesUSDT.plus(b.netAmountUSDT).eq(b.grossAmountUSDT)).toBe(true);
        expect(b.exchangeFeeAmountUSDT.gte(0) && b.serviceFeeAmountUSDT.gte(0)).toBe(true);
        expect(b.netAmountUSDT.lte(b.grossAmountUSDT)).toBe(true);
      }),
    );
  });

  it("LKR: both currencies balance exactly and the USDT gross is the converted LKR gross", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.integer({ min: 1, max: 1_000_000 }),
        pctHundredths,
        pctHundredths,
        (lkrCents, rateCents, ex, sv) => {
          const rate = new Decimal(rateCents).div(100);
          const b = computeFeeBreakdown({
            currency: "LKR",
            amount: new Decimal(lkrCents.toString()).div(100),
            rateUsdtLkr: rate,
            exchangeFeePercentage: ex / 100,
            serviceFeePercentage: sv / 100,
          });
          // gross USDT in micro-units = lkrCents / 100 / (rateCents / 100) × 10^6
          const grossMicro = halfUp(lkrCents * 1_000_000n, BigInt(rateCents));
          expect(b.grossAmountUSDT.times(1e6).toFixed()).toBe(grossMicro.toString());
          expect(b.exchangeFeeAmountLKR.times(100).toFixed()).toBe(
            halfUp(lkrCents * BigInt(ex), 10_000n).toString(),
          );
          expect(b.totalFeesUSDT.plus(b.netAmountUSDT).eq(b.grossAmountUSDT)).toBe(true);
          expect(b.totalFeesLKR.plus(b.netAmountLKR).eq(b.grossAmountLKR)).toBe(true);
          for (const fee of [
            b.exchangeFeeAmountUSDT,
            b.serviceFeeAmountUSDT,
            b.exchangeFeeAmountLKR,
            b.serviceFeeAmountLKR,
          ]) {
            expect(fee.gte(0)).toBe(true);
          }
          expect(b.netAmountLKR.lte(b.grossAmountLKR)).toBe(true);
          expect(b.netAmountUSDT.lte(b.grossAmountUSDT)).toBe(true);
          expect(b.exchangeRateSnapshot.eq(rate)).toBe(true);
        },
      ),
    );
  });
});

describe("feeBreakdownToText", () => {
  it("keeps every digit of amounts a JSON number cannot carry, and gross = fees + net exactly", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,19}(\.\d{1,6})?$/), (amount) => {
        const text = feeBreakdownToText(
          computeFeeBreakdown({
            currency: "USDT",
            amount,
            exchangeFeePercentage: "0.5",
            serviceFeePercentage: "1",
          }),
        );
        expect(text.grossAmountUSDT).toBe(new Decimal(amount).toFixed());
        const sum = new Decimal(text.totalFeesUSDT).plus(text.netAmountUSDT);
        expect(sum.eq(text.grossAmountUSDT)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
