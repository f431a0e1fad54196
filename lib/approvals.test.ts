import { describe, expect, it } from "vitest";
import { compareAmounts, needsApproval, parseThreshold } from "./approvals";
import { rateChange, rateComparisonText } from "./approvals-rates";

describe("needsApproval", () => {
  it("is off without a threshold", () => {
    expect(needsApproval("1000000", null)).toBe(false);
    expect(needsApproval("1000000", "")).toBe(false);
  });
  it("holds amounts above the threshold only, compared as decimals", () => {
    expect(needsApproval("500000.01", "500000")).toBe(true);
    expect(needsApproval("500000.00", "500000")).toBe(false);
    expect(needsApproval(0.3, "0.29")).toBe(true);
    expect(needsApproval("0.1", "0.10")).toBe(false);
  });
});

describe("compareAmounts", () => {
  it("compares decimal text exactly", () => {
    expect(compareAmounts("0.3", "0.1")).toBe(1);
    expect(compareAmounts("100000", "100000.00")).toBe(0);
    expect(compareAmounts(99999.99, "100000")).toBe(-1);
    expect(compareAmounts("1e3", "999.999")).toBe(1);
  });
});

describe("parseThreshold", () => {
  it("keeps what was typed, without separators and never rounded", () => {
    expect(parseThreshold("500,000.50")).toEqual({ ok: true, value: "500000.5" });
    expect(parseThreshold(" 250000 ")).toEqual({ ok: true, value: "250000" });
    expect(parseThreshold("")).toEqual({ ok: true, value: null });
  });
  it("refuses more decimals than LKR has, and text that is not an amount", () => {
    expect(parseThreshold("10.005")).toEqual({ ok: false, message: "Up to 2 decimal places" });
    expect(parseThreshold("1,5")).toMatchObject({ ok: false });
    expect(parseThreshold("-5")).toMatchObject({ ok: false });
    expect(parseThreshold("1e6")).toMatchObject({ ok: false });
    expect(parseThreshold("99999999999")).toMatchObject({ ok: false });
  });
});

describe("rateChange", () => {
  it("says how the fresh rate differs, in percent with two decimals", () => {
    expect(rateChange("300.95", "301.20")).toEqual({ percentText: "+0.08 %", direction: "up" });
    expect(rateChange("301.20", "300.95")).toEqual({ percentText: "−0.08 %", direction: "down" });
    expect(rateChange("300", "300.00")).toEqual({ percentText: "0.00 %", direction: "same" });
  });
});

describe("rateComparisonText", () => {
  it("reads as the approver sees it", () => {
    expect(rateComparisonText("300.95", "301.20")).toBe("1 USDT = 301.20 LKR, was 300.95: +0.08 %");
  });
});
