import { describe, expect, it } from "vitest";
import { parseCheckoutForm } from "./checkout-form";
import type { PaymentLinkRow } from "./wire";

const base: PaymentLinkRow = {
  id: "00000000-0000-4000-8000-000000000001",
  merchantId: "00000000-0000-4000-8000-000000000002",
  slug: "abc",
  merchantTradeNo: null,
  name: "Tea",
  description: null,
  amount: "250.000000",
  currency: "LKR",
  allowCustomAmount: false,
  minAmount: null,
  maxAmount: null,
  allowQuantityBuy: false,
  maxQuantity: null,
  reusable: true,
  expirationDate: null,
  successUrl: null,
  cancelUrl: null,
  webhookUrl: null,
  branchId: null,
  usedCount: 0,
  status: "ACTIVE",
  creatorType: "API_KEY",
  creatorId: "ak_live_x",
  createdAt: new Date(0),
  updatedAt: new Date(0),
};

const customer = {
  firstName: "Nimal",
  lastName: "Perera",
  email: "nimal@example.com",
  phone: "+94771234567",
  address: "1 Galle Road",
};

describe("parseCheckoutForm", () => {
  it("charges the fixed amount times the quantity", () => {
    const link = { ...base, allowQuantityBuy: true, maxQuantity: 5 };
    const result = parseCheckoutForm(link, { ...customer, quantity: "3" });
    expect(result.ok && result.total.toFixed()).toBe("750");
    expect(result.ok && result.billing).toEqual(customer);
  });

  it("ignores a quantity when the link does not sell several", () => {
    const result = parseCheckoutForm(base, { ...customer, quantity: "9" });
    expect(result.ok && result.total.toFixed()).toBe("250");
  });

  it("takes a custom amount within the bounds, rounded to the currency", () => {
    const link = { ...base, amount: null, allowCustomAmount: true, minAmount: "100", maxAmount: "500" };
    const result = parseCheckoutForm(link, { ...customer, amount: "123.456" });
    expect(result.ok && result.total.toFixed()).toBe("123.46");
  });

  it("explains an amount outside the bounds or not a number", () => {
    const link = { ...base, amount: null, allowCustomAmount: true, minAmount: "100", maxAmount: "500" };
    const over = parseCheckoutForm(link, { ...customer, amount: "501" });
    expect(over).toEqual({
      ok: false,
      errors: { amount: "Enter an amount between LKR 100.00 and LKR 500.00" },
    });
    const text = parseCheckoutForm(link, { ...customer, amount: "lots" });
    expect(text).toEqual({
      ok: false,
      errors: { amount: "Enter the amount as a number between LKR 100.00 and LKR 500.00" },
    });
  });

  it("keeps the quantity within 1..maxQuantity", () => {
    const link = { ...base, allowQuantityBuy: true, maxQuantity: 2 };
    for (const quantity of ["0", "3", "1.5", "x"]) {
      expect(parseCheckoutForm(link, { ...customer, quantity })).toEqual({
        ok: false,
        errors: { quantity: "Enter a whole number from 1 to 2" },
      });
    }
  });

  it("names every missing billing field and a malformed email", () => {
    const result = parseCheckoutForm(base, { email: "not-an-email" });
    expect(result).toEqual({
      ok: false,
      errors: {
        firstName: "First name is required",
        lastName: "Last name is required",
        email: "Enter a valid email address, like name@example.com",
        phone: "Phone is required",
        address: "Address is required",
      },
    });
  });
});
