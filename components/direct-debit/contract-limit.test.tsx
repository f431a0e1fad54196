import { describe, expect, it } from "vitest";
import { amountTextProblem, lkrWithSlippage, slippageInWords } from "./contract-limit";
import { bpsAsPercent, contractLimitText } from "./contract-limit-text";

describe("slippage in words", () => {
  it("says how far an LKR charge may go at the rate of the day, in decimals", () => {
    expect(slippageInWords("1000", "250")).toBe("Charges up to LKR 1,025.00 at 2.5 % slippage");
    expect(slippageInWords("1,000.00", "75")).toBe("Charges up to LKR 1,007.50 at 0.75 % slippage");
    // 0.1 + 0.2 style sums would drift in floats; 12,000.10 × 1.015 is exactly 12,180.1015.
    expect(slippageInWords("12000.10", "150")).toBe("Charges up to LKR 12,180.10 at 1.5 % slippage");
    expect(slippageInWords("999.99", "20000")).toBe("Charges up to LKR 2,999.97 at 200 % slippage");
  });

  it("treats an empty slippage as none", () => {
    expect(slippageInWords("500", "")).toBe("Charges up to LKR 500.00, with no slippage");
    expect(slippageInWords("500", "0")).toBe("Charges up to LKR 500.00, with no slippage");
  });

  it("says nothing while the limit or the basis points are not usable", () => {
    for (const [limit, bps] of [
      ["", "250"],
      ["abc", "250"],
      ["0", "250"],
      ["1000", "2.5"],
      ["1000", "-5"],
      ["1000", "20001"],
    ] as const) {
      expect(slippageInWords(limit, bps), `${limit} / ${bps}`).toBeNull();
    }
  });

  it("rounds the reach half up to cents", () => {
    expect(lkrWithSlippage(333.33, 5).toFixed()).toBe("333.5");
    expect(bpsAsPercent(1)).toBe("0.01 %");
    expect(bpsAsPercent(0)).toBe("0 %");
  });
});

describe("amounts as typed", () => {
  it("accepts plain and grouped amounts within the currency's decimals", () => {
    expect(amountTextProblem("1,500.50", "LKR")).toBeNull();
    expect(amountTextProblem("0.123456", "USDT")).toBeNull();
    expect(amountTextProblem("", "USDT")).toBeNull();
  });

  it("refuses more decimals than the currency has, and anything that is not an amount", () => {
    expect(amountTextProblem("10.001", "LKR")).toBe("Up to 2 decimal places");
    expect(amountTextProblem("0.1234567", "USDT")).toBe("Up to 6 decimal places");
    expect(amountTextProblem("1,5", "USDT")).toBe(
      "Use a dot for decimals (1.5); a comma only separates thousands (1,500)",
    );
    expect(amountTextProblem("1e3", "USDT")).toBe("Enter an amount such as 1500 or 1,500.50");
    expect(amountTextProblem("-5", "USDT")).toBe("Enter an amount such as 1500 or 1,500.50");
  });
});

describe("a contract's limit", () => {
  it("is the rupee amount for LKR contracts and the USDT amount otherwise", () => {
    expect(contractLimitText({ currency: "LKR", singleUpperLimit: 40.6, singleUpperLimitLkr: 12000 })).toBe(
      "LKR 12,000.00",
    );
    expect(contractLimitText({ currency: "USDT", singleUpperLimit: 60, singleUpperLimitLkr: null })).toBe(
      "USDT 60.00",
    );
  });
});
