import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { amountLimitIssue, fitsColumn, requireAmountWithinLimit } from "./amount-limits";

describe("amount limits", () => {
  it("allows up to 9,999,999,999.99 and names the field and conversion above it", () => {
    expect(amountLimitIssue("amount", "9999999999.99")).toBeNull();
    expect(amountLimitIssue("amount", 9_999_999_999.99)).toBeNull();
    expect(amountLimitIssue("amount", "9999999999.990001")).toEqual({
      field: "amount",
      constraint: "max",
      message: "amount must not exceed 9,999,999,999.99",
    });
    expect(amountLimitIssue("amount_usdt", 1e12, "LKR after conversion")?.message).toBe(
      "amount_usdt must not exceed 9,999,999,999.99 LKR after conversion",
    );
    expect(() => requireAmountWithinLimit("minAmount", 1e300)).toThrow("minAmount must not exceed");
  });

  it("knows the capacity of the USDT and LKR columns", () => {
    expect(fitsColumn("USDT", decimal("99999999999999.999999"))).toBe(true);
    expect(fitsColumn("USDT", decimal("100000000000000"))).toBe(false);
    expect(fitsColumn("LKR", decimal("999999999999999999.99"))).toBe(true);
    expect(fitsColumn("LKR", decimal("-1000000000000000000"))).toBe(false);
  });
});
