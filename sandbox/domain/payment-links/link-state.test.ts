import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { type LinkState, linkStateIssues, roundAmount } from "./link-state";

const now = new Date("2026-11-22T08:00:00.000Z");

function state(overrides: Partial<LinkState>): LinkState {
  return {
    currency: "USDT",
    amount: decimal(10),
    allowCustomAmount: false,
    minAmount: null,
    maxAmount: null,
    allowQuantityBuy: false,
    maxQuantity: null,
    expirationDate: null,
    ...overrides,
  };
}

describe("roundAmount", () => {
  it("rounds half-up to the currency's places", () => {
    expect(roundAmount(12.345, "LKR")?.toFixed()).toBe("12.35");
    expect(roundAmount("1.0000005", "USDT")?.toFixed()).toBe("1.000001");
    expect(roundAmount(null, "LKR")).toBeNull();
  });
});

describe("linkStateIssues", () => {
  it("accepts a valid fixed-amount link", () => {
    expect(linkStateIssues(state({}), now)).toEqual([]);
  });

  it("reports the spec's conditional fields", () => {
    expect(linkStateIssues(state({ amount: null }), now)).toEqual([
      {
        field: "amount",
        constraint: "required",
        message: "amount is required when allowCustomAmount is false",
      },
    ]);
    expect(
      linkStateIssues(state({ allowCustomAmount: true, amount: null }), now).map((d) => d.field),
    ).toEqual(["minAmount", "maxAmount"]);
    expect(linkStateIssues(state({ allowQuantityBuy: true }), now)).toEqual([
      {
        field: "maxQuantity",
        constraint: "required",
        message: "maxQuantity is required when allowQuantityBuy is true",
      },
    ]);
  });

  it("requires minAmount ≤ maxAmount", () => {
    const issues = linkStateIssues(
      state({ allowCustomAmount: true, minAmount: decimal(50), maxAmount: decimal(20) }),
      now,
    );
    expect(issues).toEqual([
      {
        field: "maxAmount",
        constraint: "min",
        message: "maxAmount must be greater than or equal to minAmount",
      },
    ]);
  });

  it("rejects an amount that rounds to zero in the currency", () => {
    expect(linkStateIssues(state({ currency: "LKR", amount: roundAmount(0.004, "LKR") }), now)).toEqual([
      { field: "amount", constraint: "min", message: "amount must be at least 0.01 LKR" },
    ]);
  });

  it("requires the expiration date to lie after the sandbox's now", () => {
    const expected = [
      { field: "expirationDate", constraint: "minDate", message: "expirationDate must be in the future" },
    ];
    expect(linkStateIssues(state({ expirationDate: now }), now)).toEqual(expected);
    expect(linkStateIssues(state({ expirationDate: new Date(now.getTime() + 1) }), now)).toEqual([]);
  });
});
