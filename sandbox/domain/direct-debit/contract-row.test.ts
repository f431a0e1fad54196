import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import {
  contractLimit,
  initiatedContractRow,
  signedContractFields,
  terminatedContractFields,
} from "./contract-row";

const refs = { digits: (n: number) => "4".repeat(n), code: (n: number) => "Q".repeat(n) };
const createdAt = new Date("2026-03-01T10:00:00.000Z");

describe("contractLimit", () => {
  it("converts an LKR limit at the rate and adds the slippage buffer, keeping the LKR amount", () => {
    const limit = contractLimit("LKR", decimal("30000"), 500, decimal("300"));
    expect(limit.singleUpperLimit.toFixed(6)).toBe("105.000000");
    expect(limit.singleUpperLimitLkr?.toFixed(2)).toBe("30000.00");
    expect(limit.slippageBps).toBe(500);
  });

  it("rounds once, at the end, to 6 places", () => {
    // 1000 ÷ 301 × 1.0001 = 3.32259136… → 3.322591
    expect(contractLimit("LKR", decimal("1000"), 1, decimal("301")).singleUpperLimit.toFixed()).toBe(
      "3.322591",
    );
  });

  it("keeps a USDT limit as given, without slippage or an LKR side, and needs no rate", () => {
    expect(contractLimit("USDT", decimal("12.3456789"), undefined, null)).toEqual({
      singleUpperLimit: decimal("12.345679"),
      singleUpperLimitLkr: null,
      slippageBps: null,
    });
  });

  it("refuses an LKR limit without a rate", () => {
    expect(() => contractLimit("LKR", decimal("100"), 0, null)).toThrow("exchange rate unavailable");
  });
});

describe("contract rows", () => {
  const input = {
    id: "1d1c6d0a-8b1e-4b7a-9d7e-6f0a2b3c4d5e",
    merchantId: "m-1",
    publicUrl: "http://127.0.0.1:4010",
    provider: "EXCHANGEA_PAY",
    serviceName: "Tea club",
    scenarioId: "s-1",
    currency: "USDT" as const,
    limit: contractLimit("USDT", decimal(50), undefined, null),
    returnUrl: "https://shop.example/ok",
    cancelUrl: "https://shop.example/no",
    createdAt,
  };

  it("starts INITIATED with a 15-minute signing window, one year of validity and approval links", () => {
    const row = initiatedContractRow(input, refs);
    expect(row).toMatchObject({
      status: "INITIATED",
      merchantContractCode: `DD${"Q".repeat(18)}`,
      preContractId: `PC${"4".repeat(18)}`,
      bizId: "Q".repeat(24),
      singleUpperLimit: "50.000000",
      singleUpperLimitLkr: null,
      requestExpireTime: new Date("2026-03-01T10:15:00.000Z"),
      contractEndTime: new Date("2027-03-01T10:00:00.000Z"),
      qrContent: `http://127.0.0.1:4010/direct-debit/approve/${input.id}`,
      webhookUrl: null,
      branchId: null,
    });
    expect(row.merchantAccountNo).toMatch(/^2088\d{12}$/);
    expect(initiatedContractRow({ ...input, merchantContractCode: "MINE1" }, refs).merchantContractCode).toBe(
      "MINE1",
    );
  });

  it("records the provider's ids when signed and the merchant's way out when terminated", () => {
    expect(signedContractFields(refs)).toEqual({
      status: "SIGNED",
      contractId: 444444444444,
      openUserId: `OU${"Q".repeat(20)}`,
    });
    expect(terminatedContractFields(createdAt, undefined)).toEqual({
      status: "TERMINATED",
      contractTerminationWay: 1,
      contractTerminationTime: createdAt,
      terminationNotes: null,
    });
  });
});
