import { describe, expect, it } from "vitest";
import { floatShortBy, floatShortfallWords } from "./float-shortfall";

describe("the float's shortfall for a payout", () => {
  it("is exact to the cent, never a float's rounding", () => {
    expect(floatShortBy("0.3", "0.5")).toBe("0.2");
    expect(floatShortBy("1000.10", "1500.30")).toBe("500.2");
    expect(floatShortBy(99999999999.99, "100000000000.01")).toBe("0.02");
  });

  it("is nothing when the float covers the payout exactly or more", () => {
    expect(floatShortBy("1500.00", "1500")).toBeNull();
    expect(floatShortfallWords("2000", "1500")).toBeNull();
  });

  it("says what the float holds, what the payout needs and how much is missing, in LKR", () => {
    expect(floatShortfallWords("1000", "1500.5")).toBe(
      "The float holds LKR 1,000.00; this payout needs LKR 1,500.50: LKR 500.50 short.",
    );
  });
});
