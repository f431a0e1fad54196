import { describe, expect, it } from "vitest";
import { formatRateLkr, formatRateNumber } from "./format-rate";

describe("formatRateNumber", () => {
  it("shows at most four decimals and at least two", () => {
    expect(formatRateNumber("300.256789")).toBe("300.2568");
    expect(formatRateNumber("300.25")).toBe("300.25");
    expect(formatRateNumber(300)).toBe("300.00");
    expect(formatRateNumber("1234.00005")).toBe("1,234.0001");
  });

  it("rounds long decimals without passing them through a float", () => {
    expect(formatRateNumber("299.99999999999999999")).toBe("300.00");
    expect(formatRateLkr("312.123449")).toBe("LKR 312.1234");
  });
});
