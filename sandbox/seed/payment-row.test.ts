import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { initiatedPaymentRow } from "../domain/payments/payment-row";
import { buildPaymentRow, type DemoPaymentSpec } from "./payment-row";
import { Rng } from "./random";

const createdAt = new Date("2026-10-02T06:30:00.000Z");
const spec: DemoPaymentSpec = {
  merchant: { id: "m-1", exchangeFeePercentage: "0.5000", serviceFeePercentage: "1.0000" },
  publicUrl: "http://127.0.0.1:4010",
  provider: "EXCHANGEA",
  currency: "LKR",
  amount: decimal("4650"),
  rate: decimal("302.417"),
  goods: [{ name: "Silver tips", description: "50 g", mccCode: "5818" }],
  customerBilling: { firstName: "Ayesha", lastName: "Fernando", email: "a@example.lk", phone: "+9471" },
  branchId: null,
  merchantTradeNo: "CTH-COL-261002-0007",
  createdAt,
  status: "PAID",
  settledAt: new Date(createdAt.getTime() + 95_000),
};

describe("buildPaymentRow (demo seed)", () => {
  it("is the row the API would have stored, moved to its final status", () => {
    const seeded = buildPaymentRow(new Rng(11, "same stream"), spec);
    const { status, settledAt, ...request } = spec;
    const created = initiatedPaymentRow(
      { ...request, id: seeded.id, expireTime: seeded.expireTime },
      new Rng(11, "same stream"),
    );
    expect(seeded).toEqual({ ...created, status, paidAt: settledAt });
  });

  it("comes out the same for the same stream", () => {
    const a = buildPaymentRow(new Rng(11, "walk-in"), spec);
    const b = buildPaymentRow(new Rng(11, "walk-in"), spec);
    expect({ ...a, id: "", qrContent: "" }).toEqual({ ...b, id: "", qrContent: "" });
    expect(a.payId).toMatch(/^EA\d{20}$/);
  });
});
