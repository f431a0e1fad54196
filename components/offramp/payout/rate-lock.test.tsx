import { describe, expect, it } from "vitest";
import { parseUsdtAmount, quoteRefusal } from "./rate-lock";

describe("parseUsdtAmount", () => {
  it("takes the amount exactly as typed, thousands separators allowed", () => {
    expect(parseUsdtAmount("1,250.12345678")).toEqual({ ok: true, value: "1250.12345678" });
    expect(parseUsdtAmount("0.00000001")).toEqual({ ok: true, value: "0.00000001" });
  });

  it("refuses instead of rounding or guessing", () => {
    expect(parseUsdtAmount("1.123456789")).toEqual({ ok: false, message: "Up to 8 decimal places" });
    expect(parseUsdtAmount("1,5")).toMatchObject({ ok: false, message: /comma only separates thousands/ });
    expect(parseUsdtAmount("")).toEqual({ ok: false, message: "Enter an amount in USDT" });
    expect(parseUsdtAmount("1000001")).toEqual({
      ok: false,
      message: "The largest amount is 1,000,000 USDT",
    });
  });
});

describe("quoteRefusal", () => {
  it("refuses a quote whose LKR rounds to zero, saying the least amount that carries LKR 0.01", () => {
    expect(quoteRefusal({ amountUsdt: 0.00000001, amountLkr: 0, rateUsdtLkr: 300.25 })).toBe(
      "USDT 0.00000001 comes to LKR 0.00 at this rate, and a bank transfer carries at least LKR 0.01. " +
        "Enter at least USDT 0.000034.",
    );
  });

  it("lets a quote of LKR 0.01 or more through", () => {
    expect(quoteRefusal({ amountUsdt: 0.000034, amountLkr: 0.01, rateUsdtLkr: 300.25 })).toBeNull();
    expect(quoteRefusal({ amountUsdt: 10, amountLkr: 3002.5, rateUsdtLkr: 300.25 })).toBeNull();
  });
});
