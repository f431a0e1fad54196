import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { settlementTotals } from "./pool";
import { decisionFields, pendingWithdrawalRow, settlementLineRows, totalsColumns } from "./withdrawal-row";

const refs = { digits: (n: number) => "1".repeat(n), code: (n: number) => "Z".repeat(n) };
const at = new Date("2026-05-04T04:00:00.000Z");
const line = {
  paymentId: "p-1",
  grossUsdt: decimal("10.5"),
  netUsdt: decimal("10.3425"),
  feesUsdt: decimal("0.1575"),
  grossLkr: decimal("3150"),
  netLkr: decimal("3102.75"),
  feesLkr: decimal("47.25"),
};

describe("withdrawal rows", () => {
  it("opens a PENDING request made through an API key, with a bank reference of its day and no totals yet", () => {
    const row = pendingWithdrawalRow(
      {
        id: "w-1",
        merchantId: "m-1",
        branchId: null,
        settlementDate: "2026-05-04",
        apiKeyId: "k-1",
        requestedAt: at,
      },
      refs,
    );
    expect(row).toMatchObject({
      status: "PENDING",
      bankRefId: `WD20260504${"Z".repeat(10)}`,
      requestedBy: null,
      requesterName: "API",
      apiKeyId: "k-1",
      totalPaymentsCount: 0,
      totalNetAmountLkr: "0.00",
      totalNetAmountUsdt: "0.000000",
    });
  });

  it("stores totals and lines at 6 places for USDT and 2 for LKR", () => {
    expect(totalsColumns(settlementTotals([line, line]))).toEqual({
      totalPaymentsCount: 2,
      totalNetAmountLkr: "6205.50",
      totalNetAmountUsdt: "20.685000",
      totalGrossAmountLkr: "6300.00",
      totalGrossAmountUsdt: "21.000000",
      totalFeesLkr: "94.50",
      totalFeesUsdt: "0.315000",
    });
    expect(settlementLineRows("w-1", [line])).toEqual([
      { withdrawalId: "w-1", paymentId: "p-1", usdtNetAmount: "10.342500", lkrNetAmount: "3102.75" },
    ]);
  });

  it("records the reviewer on approval and rejection, none on a cancellation", () => {
    expect(decisionFields("APPROVE", "R. Silva", at)).toMatchObject({
      status: "APPROVED",
      reviewedBy: "R. Silva",
      reviewedAt: at,
      merchantSettlementId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(decisionFields("REJECT", "R. Silva", at)).not.toHaveProperty("merchantSettlementId");
    expect(decisionFields("CANCEL", "R. Silva", at)).toEqual({ status: "CANCELLED", updatedAt: at });
  });
});
