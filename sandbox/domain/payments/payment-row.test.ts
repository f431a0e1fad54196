import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { initiatedPaymentRow, type PaymentRowInput } from "./payment-row";

const refs = { digits: (n: number) => "7".repeat(n), code: (n: number) => "K".repeat(n) };
const createdAt = new Date("2026-11-20T04:00:00.000Z");

function input(overrides: Partial<PaymentRowInput> = {}): PaymentRowInput {
  return {
    id: "0b5e7c1e-3f7a-4c1d-9a1e-2b7d8c9e0f11",
    merchant: { id: "m-1", exchangeFeePercentage: "0.5", serviceFeePercentage: "1.0" },
    publicUrl: "http://127.0.0.1:4010",
    amount: decimal("3000"),
    currency: "LKR",
    rate: decimal("300"),
    provider: "EXCHANGEB",
    goods: [{ name: "Tea", description: "Loose leaf" }],
    customerBilling: { firstName: "Nimal", lastName: "Perera", email: "NIMAL@example.lk", phone: "+9477" },
    expireTime: new Date(createdAt.getTime() + 3_600_000),
    createdAt,
    ...overrides,
  };
}

describe("initiatedPaymentRow", () => {
  it("stores an LKR payment with both sides of its fee breakdown, gross = fees + net in each", () => {
    const row = initiatedPaymentRow(input(), refs);
    expect(row).toMatchObject({
      status: "INITIATED",
      originalCurrency: "LKR",
      grossUsdt: "10.000000",
      feesUsdt: "0.150000",
      netUsdt: "9.850000",
      lkrGross: "3000.00",
      lkrFees: "45.00",
      lkrNet: "2955.00",
      exchangeRate: "300.000000",
      paidAt: null,
      withdrawalId: null,
    });
    expect(row.feeBreakdown).toMatchObject({ grossAmountLKR: 3000, totalFeesLKR: 45, netAmountUSDT: 9.85 });
    expect(row.feeBreakdown).not.toHaveProperty("exchangeRateSnapshot");
  });

  it("leaves the LKR side empty for a USDT payment and needs no rate", () => {
    const row = initiatedPaymentRow(
      input({ currency: "USDT", amount: decimal("12.3456789"), rate: null }),
      refs,
    );
    expect(row).toMatchObject({ grossUsdt: "12.345679", lkrGross: null, lkrNet: null, exchangeRate: null });
  });

  it("draws its references from the given source and points the QR at the hosted checkout", () => {
    const row = initiatedPaymentRow(input(), refs);
    expect(row.payId).toBe(`EB${"7".repeat(20)}`);
    expect(row.paymentNo).toBe(`PAY${"K".repeat(20)}`);
    const qr = new URL(row.qrContent.replace("sandboxpay://", "http://"));
    expect(qr.searchParams.get("payId")).toBe(row.payId);
    expect(qr.searchParams.get("amount")).toBe("10.000000");
    expect(qr.searchParams.get("checkout")).toBe(`http://127.0.0.1:4010/checkout/${row.id}`);
  });

  it("fills the default MCC and makes the customer searchable in lower case, one field per line", () => {
    const row = initiatedPaymentRow(input(), refs);
    expect(row.goods).toEqual([{ name: "Tea", description: "Loose leaf", mccCode: "5818" }]);
    expect(row.customerSearch).toBe("nimal perera\nnimal@example.lk\n+9477");
  });
});
