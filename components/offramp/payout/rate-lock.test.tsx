import { describe, expect, it } from "vitest";
import { parseUsdtAmount } from "./rate-lock";

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
