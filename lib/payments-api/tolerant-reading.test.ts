import { describe, expect, it } from "vitest";
import { branchListResponseSchema } from "./branches";
import { contractSchema, directDebitPaymentSchema } from "./direct-debit";
import { offrampReportItemSchema } from "./offramp";
import { paymentLinkListResponseSchema } from "./payment-links";
import { paymentListResponseSchema, paymentSchema } from "./payments";
import { withdrawalSchema } from "./withdrawals";

// Answers the production service may give that the sandbox does not: the console reads them all.

const fees = {
  grossAmountUSDT: 10,
  exchangeFeePercentage: 0.5,
  exchangeFeeAmountUSDT: 0.05,
  serviceFeePercentage: 1,
  serviceFeeAmountUSDT: 0.1,
  totalFeesUSDT: 0.15,
  netAmountUSDT: 9.85,
};
const payment = {
  id: "p1",
  merchantId: "m1",
  payId: "pay-1",
  paymentNo: "N1",
  amount: 10,
  currency: "USDT",
  status: "REFUNDED",
  qrContent: null,
  checkoutLink: null,
  goods: [{ name: "Tea", description: "", mccCode: "5818" }],
  customerBilling: {},
  paymentProvider: "EXCHANGEA",
  expireTime: "2026-11-23T10:00:00.000Z",
  createdAt: "2026-11-23T09:00:00.000Z",
  feeBreakdown: fees,
  somethingNew: { nested: true },
};

describe("reading the production service's answers", () => {
  it("reads a payment in a status this console does not know yet, with no checkout", () => {
    const parsed = paymentSchema.parse(payment);
    expect(parsed.status).toBe("REFUNDED");
    expect(parsed.qrContent).toBeNull();
    expect(parsed.checkoutLink).toBeNull();
  });

  it("reads list items that carry the whole object and more", () => {
    const list = paymentListResponseSchema.parse({
      data: [payment],
      meta: { page: 1, pageSize: 20, totalItems: 1, totalPages: 1 },
    });
    expect(list.data[0]).toMatchObject({ id: "p1", status: "REFUNDED", amount: 10 });
    const branches = branchListResponseSchema.parse({
      data: [
        {
          id: "b1",
          merchantId: "m1",
          name: "Kandy",
          code: "KDY",
          address: "1 Temple Road",
          city: "Kandy",
          postalCode: "20000",
          phone: "+94812222222",
          messagingGroupId: "g-1",
          isActive: true,
          usesMerchantBankAccount: true,
          createdAt: "2026-11-23T09:00:00.000Z",
          updatedAt: "2026-11-23T09:00:00.000Z",
          region: "Central",
        },
      ],
      meta: { page: 1, limit: 20, totalItems: 1, totalPages: 1 },
    });
    expect(branches.data[0]?.name).toBe("Kandy");
  });

  it("reads a contract whose provider fields are null, and a charge with no checkout", () => {
    const contract = contractSchema.parse({
      id: "c1",
      merchantId: "m1",
      branchId: null,
      paymentProvider: "EXCHANGEA_PAY",
      merchantContractCode: "C1",
      preContractId: null,
      contractId: null,
      bizId: null,
      serviceName: "Tea club",
      scenarioId: "s1",
      currency: "USDT",
      singleUpperLimit: 10,
      periodic: false,
      contractEndTime: null,
      requestExpireTime: null,
      openUserId: null,
      merchantAccountNo: null,
      status: "SUSPENDED",
      paymentCount: 0,
      totalAmountCharged: 0,
      qrContent: null,
      deepLink: null,
      createdAt: "2026-11-23T09:00:00.000Z",
      updatedAt: "2026-11-23T09:00:00.000Z",
    });
    expect(contract.status).toBe("SUSPENDED");
    const charge = directDebitPaymentSchema.parse({
      id: "p2",
      merchantId: "m1",
      payId: "x",
      paymentNo: "N2",
      amount: 1,
      currency: "USDT",
      status: "INITIATED",
      paymentProvider: "EXCHANGEA_PAY",
      directDebitContractId: "c1",
      qrContent: null,
      checkoutLink: null,
      createdAt: "2026-11-23T09:00:00.000Z",
      feeBreakdown: fees,
    });
    expect(charge.checkoutLink).toBeNull();
  });

  it("reads an offramp report row without a bank name, and statuses of links and withdrawals it does not know", () => {
    const row = offrampReportItemSchema.parse({
      paymentId: "o1",
      externalRef: "r1",
      status: "ON_HOLD",
      amountUsdt: 1,
      amountLkr: 300,
      rateUsdtLkr: 300,
      bankRef: null,
      failureReason: null,
      externalUserId: "u1",
      accountNumber: "123",
      bankName: null,
      processedAt: null,
      completedAt: null,
      failedAt: null,
      createdAt: "2026-11-23T09:00:00.000Z",
    });
    expect(row).toMatchObject({ bankName: null, status: "ON_HOLD" });
    expect(paymentLinkListResponseSchema.shape.data.element.shape.status.safeParse("PAUSED").success).toBe(
      true,
    );
    expect(withdrawalSchema.shape.status.safeParse("PROCESSING").success).toBe(true);
  });
});
