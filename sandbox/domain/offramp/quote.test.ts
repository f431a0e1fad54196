import { describe, expect, it } from "vitest";
import { quoteAmountUsdt } from "./quote";

describe("quoteAmountUsdt", () => {
  it("reads the number as the decimal the caller wrote", () => {
    expect(quoteAmountUsdt(0.1).toFixed()).toBe("0.1");
    expect(quoteAmountUsdt(12.34567891).toFixed()).toBe("12.34567891");
    expect(quoteAmountUsdt(1_000_000).toFixed()).toBe("1000000");
  });

  it("handles the exponent form JavaScript prints for tiny amounts", () => {
    expect(String(0.00000001)).toBe("1e-8");
    expect(quoteAmountUsdt(0.00000001).toFixed()).toBe("0.00000001");
    expect(quoteAmountUsdt(0.00000015).toFixed()).toBe("0.00000015");
  });

  it("rounds half-up to 8 decimals", () => {
    expect(quoteAmountUsdt(1.123456785).toFixed()).toBe("1.12345679");
    expect(quoteAmountUsdt(1.123456784).toFixed()).toBe("1.12345678");
  });
});
