import { describe, expect, it } from "vitest";
import { activePaymentLinkRow } from "./link-row";

const createdAt = new Date("2026-02-01T08:00:00.000Z");
/** Who made the link and when, the same for every row here. */
const byKey = { merchantId: "m-1", slug: "abc", creatorKeyId: "ak_live_1", createdAt };

describe("activePaymentLinkRow", () => {
  it("rounds amounts to the link's currency and opens it ACTIVE and unused, created by the key", () => {
    const row = activePaymentLinkRow({
      ...byKey,
      name: "Gift box",
      currency: "LKR",
      allowCustomAmount: true,
      minAmount: 100.005,
      maxAmount: "2500.1",
      allowQuantityBuy: false,
      reusable: true,
    });
    expect(row).toMatchObject({
      amount: null,
      minAmount: "100.01",
      maxAmount: "2500.1",
      status: "ACTIVE",
      usedCount: 0,
      creatorType: "API_KEY",
      creatorId: "ak_live_1",
      expirationDate: null,
      maxQuantity: null,
      updatedAt: createdAt,
    });
  });

  it("keeps 6 places for USDT", () => {
    const row = activePaymentLinkRow({
      ...byKey,
      name: "Top-up",
      currency: "USDT",
      amount: 1.23456789,
      allowCustomAmount: false,
      allowQuantityBuy: true,
      maxQuantity: 3,
      reusable: false,
    });
    expect(row).toMatchObject({ amount: "1.234568", maxQuantity: 3, reusable: false });
  });
});
