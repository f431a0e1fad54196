import { describe, expect, it } from "vitest";
import { formatLkr, formatRate, formatUsdtExact, maskAccountNumber, shortId } from "./format";

describe("offramp formatting", () => {
  it("shows USDT with every digit the service sent, up to 8 places", () => {
    expect(formatUsdtExact(0.12345678)).toBe("USDT 0.12345678");
    expect(formatUsdtExact(999_999.99999999)).toBe("USDT 999,999.99999999");
    expect(formatUsdtExact(0.00000001)).toBe("USDT 0.00000001");
    expect(formatUsdtExact(12.5)).toBe("USDT 12.50");
    expect(formatUsdtExact(20)).toBe("USDT 20.00");
  });

  it("shows LKR at 2 places and rates with at most 4 decimals", () => {
    expect(formatLkr(1_234_567.5)).toBe("LKR 1,234,567.50");
    expect(formatRate(300)).toBe("LKR 300.00");
    expect(formatRate(299.876543)).toBe("LKR 299.8765");
  });

  it("masks a bank account number down to its last four characters", () => {
    expect(maskAccountNumber("8001234567")).toBe("••••4567");
    expect(maskAccountNumber("0012 3456 7890")).toBe("••••7890");
    expect(maskAccountNumber("123-456-78")).toBe("••••5678");
    expect(maskAccountNumber("12")).toBe("••••12");
  });

  it("shortens a UUID and leaves short ids alone", () => {
    expect(shortId("3f2a9c1e-5b6d-4e7f-8a9b-0c1d2e3fa81b")).toBe("3f2a9c1e…a81b");
    expect(shortId("ref-1")).toBe("ref-1");
  });
});
