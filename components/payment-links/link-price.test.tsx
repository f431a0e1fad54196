import { describe, expect, it } from "vitest";
import { describeLinkPrice, describeLinkRange, hostedLinkUrl } from "./link-price";

const fixed = { amount: 1500, currency: "LKR", allowCustomAmount: false, minAmount: null, maxAmount: null };

describe("describeLinkPrice", () => {
  it("shows a fixed amount with its currency", () => {
    expect(describeLinkPrice(fixed)).toBe("LKR 1,500.00");
    expect(describeLinkPrice({ ...fixed, currency: "USDT", amount: 12.345678 })).toBe("USDT 12.345678");
  });

  it("shows the bounds of a custom amount", () => {
    expect(
      describeLinkPrice({ ...fixed, allowCustomAmount: true, amount: null, minAmount: 100, maxAmount: 5000 }),
    ).toBe("Customer chooses (LKR 100.00–LKR 5,000.00)");
    expect(describeLinkPrice({ ...fixed, allowCustomAmount: true, minAmount: 1, maxAmount: null })).toBe(
      "Customer chooses (LKR 1.00–any)",
    );
  });
});

describe("hostedLinkUrl", () => {
  it("joins the service's base URL and the slug without doubling slashes", () => {
    expect(hostedLinkUrl("http://127.0.0.1:4010/", "ab-12")).toBe("http://127.0.0.1:4010/l/ab-12");
    expect(hostedLinkUrl("https://pay.example", "x y")).toBe("https://pay.example/l/x%20y");
  });
});

describe("describeLinkRange", () => {
  it("names the currency once", () => {
    expect(describeLinkRange({ ...fixed, allowCustomAmount: true, minAmount: 100, maxAmount: 5000 })).toBe(
      "LKR 100.00–5,000.00",
    );
    expect(describeLinkRange({ ...fixed, allowCustomAmount: true, minAmount: null, maxAmount: 5000 })).toBe(
      "any–LKR 5,000.00",
    );
  });
});
