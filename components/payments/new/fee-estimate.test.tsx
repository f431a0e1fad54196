import { describe, expect, it } from "vitest";
import { estimateFees } from "./fee-estimate";

describe("estimateFees", () => {
  it("keeps every digit of a huge amount: decimals end to end, never a float", () => {
    const estimate = estimateFees("9,999,999,999,999.99", "USDT", null);
    expect(estimate.kind).toBe("full");
    if (estimate.kind !== "full") return;
    expect(estimate.breakdown.grossAmountUSDT).toBe("9999999999999.99");
    // 0.5 % and 1 % of it, to the micro-USDT, and gross = fees + net exactly.
    expect(estimate.breakdown.exchangeFeeAmountUSDT).toBe("49999999999.99995");
    expect(estimate.breakdown.netAmountUSDT).toBe("9849999999999.99015");
  });

  it("computes the LKR side at the quoted rate", () => {
    const estimate = estimateFees("1000", "LKR", 300);
    expect(estimate).toMatchObject({
      kind: "full",
      rate: 300,
      breakdown: { grossAmountLKR: "1000", totalFeesLKR: "15", grossAmountUSDT: "3.333333" },
    });
  });

  it("shows nothing for what the amount field refuses", () => {
    for (const typed of ["", "0", "1.1234567", "1,5", "99999999999999999", "abc"]) {
      expect(estimateFees(typed, "USDT", null)).toEqual({ kind: "none" });
    }
  });
});
