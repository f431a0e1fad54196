import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { fxLockRow, nextLedgerRow, pendingOfframpRow, settledOfframpFields } from "./offramp-rows";

const refs = { digits: (n: number) => "9".repeat(n), code: (n: number) => "X".repeat(n) };
const at = new Date("2026-07-01T15:00:00.000Z");

describe("offramp rows", () => {
  it("locks the rate at 6 places and the USDT amount at 8, LKR computed from exactly those, for 60 s", () => {
    const lock = fxLockRow({
      merchantId: "m-1",
      rate: decimal("301.1234567"),
      amountUsdt: decimal("12.123456789"),
      createdAt: at,
    });
    // 12.12345679 × 301.123457 = 3650.66…
    expect(lock).toEqual({
      merchantId: "m-1",
      rateUsdtLkr: "301.123457",
      amountUsdt: "12.12345679",
      amountLkr: decimal("12.12345679").times("301.123457").toDecimalPlaces(2).toFixed(2),
      expiresAt: new Date("2026-07-01T15:01:00.000Z"),
      createdAt: at,
    });
  });

  it("pays out exactly what the lock holds", () => {
    const lock = { id: "l-1", rateUsdtLkr: "300.5", amountUsdt: "100", amountLkr: "30050.00" };
    const row = pendingOfframpRow(lock, {
      merchantId: "m-1",
      externalRef: "ref-1",
      userId: "u-1",
      userBankId: "b-1",
      createdAt: at,
    });
    expect(row).toMatchObject({
      status: "PENDING",
      fxLockId: "l-1",
      amountLkr: "30050.00",
      rateUsdtLkr: "300.5",
    });
    expect(row).toMatchObject({ bankRef: null, completedAt: null, failedAt: null, webhookUrl: null });
  });

  it("records a bank reference on completion and the reason on failure", () => {
    expect(settledOfframpFields("COMPLETED", at, refs)).toEqual({
      status: "COMPLETED",
      bankRef: `CEFT${"9".repeat(12)}`,
      completedAt: at,
    });
    expect(settledOfframpFields("FAILED", at, refs)).toEqual({
      status: "FAILED",
      failureReason: "Bank transfer could not be completed",
      failedAt: at,
    });
  });

  it("numbers ledger entries in order and carries the balance: debits subtract, credits and refunds add", () => {
    const entry = (type: "CREDIT" | "DEBIT" | "REFUND", amount: string) => ({
      merchantId: "m-1",
      type,
      amountLkr: decimal(amount),
      createdAt: at,
    });
    const first = nextLedgerRow(null, entry("CREDIT", "1000"));
    const second = nextLedgerRow(first, entry("DEBIT", "250.55"));
    const third = nextLedgerRow(second, entry("REFUND", "250.55"));
    expect([first, second, third].map((row) => [row.seq, row.balanceAfter])).toEqual([
      [1, "1000.00"],
      [2, "749.45"],
      [3, "1000.00"],
    ]);
    expect(nextLedgerRow(second, entry("DEBIT", "800")).balanceAfter).toBe("-50.55");
  });
});
