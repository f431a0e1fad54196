import { describe, expect, it } from "vitest";
import { LKR_1000_AT_300_FEES } from "@/lib/testing/fee-examples";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import type { TestSandbox } from "@/sandbox/testing/harness";
import { expectApiError } from "../../testing/api-error";
import { customerBilling, paymentBody, unixSeconds } from "./test-factories";

const sandbox = fileSandbox();

async function merchantClient(options: Parameters<TestSandbox["createMerchant"]>[0] = {}) {
  const merchant = await sandbox.createMerchant({ name: "Kandy Tea House", ...options });
  return { merchant, api: sandbox.client(merchant.apiKey) };
}

describe("POST /v1/payment", () => {
  it("creates a USDT payment with the fee breakdown worked out by hand", async () => {
    const { merchant, api } = await merchantClient();
    const res = await api.request(
      "POST",
      "/v1/payment",
      paymentBody({ amount: 100.123457, merchantTradeNo: "ORD-1001", provider: "EXCHANGEB" }),
    );

    expect(res.status).toBe(201);
    const p = res.body;
    expect(p.merchantId).toBe(merchant.merchantId);
    expect(p.status).toBe("INITIATED");
    expect(p.amount).toBe(100.123457);
    expect(p.currency).toBe("USDT");
    expect(p.paymentProvider).toBe("EXCHANGEB");
    expect(p.merchantTradeNo).toBe("ORD-1001");
    // 100.123457 × 0.5 % = 0.500617285 → 0.500617; × 1 % = 1.00123457 → 1.001235 (half-up at 6 places).
    expect(p.feeBreakdown).toEqual({
      grossAmountUSDT: 100.123457,
      exchangeFeePercentage: 0.5,
      exchangeFeeAmountUSDT: 0.500617,
      serviceFeePercentage: 1,
      serviceFeeAmountUSDT: 1.001235,
      totalFeesUSDT: 1.501852,
      netAmountUSDT: 98.621605,
    });
    expect(p.lkrGrossAmount).toBeUndefined();
    expect(p.usdtAmount).toBeUndefined();
    expect(p.paymentNo).toMatch(/^[A-Za-z0-9]{1,32}$/);
    expect(p.payId).toEqual(expect.any(String));
    expect(p.checkoutLink).toBe(`${sandbox.services.config.publicUrl}/checkout/${p.id}`);
    expect(p.qrContent).toContain(encodeURIComponent(p.checkoutLink));
    expect(p.goods).toEqual([{ name: "Ceylon tea", description: "250 g loose leaf", mccCode: "5818" }]);
    expect(p.customerBilling).toEqual(customerBilling());
    expect(p.paidAt).toBeNull();
    // Default expiry: creation + 60 minutes.
    const lifetime = Date.parse(p.expireTime) - Date.parse(p.createdAt);
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(1_000);
  });

  it("gives every payment its own paymentNo and payId", async () => {
    const { api } = await merchantClient();
    const a = await api.request("POST", "/v1/payment", paymentBody());
    const b = await api.request("POST", "/v1/payment", paymentBody());
    expect(a.body.paymentNo).not.toBe(b.body.paymentNo);
    expect(a.body.payId).not.toBe(b.body.payId);
    expect(a.body.id).not.toBe(b.body.id);
  });

  it("creates an LKR payment: 1000 LKR at 300 with fees of 0.5 % and 1 %", async () => {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/payment", paymentBody({ amount: 1000, currency: "LKR" }));

    expect(res.status).toBe(201);
    const p = res.body;
    // 1000 / 300 = 3.3333333… → 3.333333; fees 0.016666665 → 0.016667 and 0.03333333 → 0.033333.
    expect(p.amount).toBe(3.333333);
    expect(p.currency).toBe("USDT");
    expect(p.usdtAmount).toBe(3.333333);
    expect(p.exchangeRateSnapshot).toBe(300);
    expect(p.lkrGrossAmount).toBe(1000);
    expect(p.lkrExchangeFeeAmount).toBe(5);
    expect(p.lkrServiceFeeAmount).toBe(10);
    expect(p.lkrNetAmount).toBe(985);
    expect(p.feeBreakdown).toEqual(LKR_1000_AT_300_FEES);
  });

  it("uses the merchant's own percentages and the current rate", async () => {
    const { api } = await merchantClient({ exchangeFeePercentage: 0.75, serviceFeePercentage: 1.25 });
    expect((await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 325.5 })).status).toBe(200);
    try {
      const res = await api.request(
        "POST",
        "/v1/payment",
        paymentBody({ amount: 12345.67, currency: "LKR" }),
      );
      expect(res.status).toBe(201);
      // 12345.67 / 325.5 = 37.92832565… → 37.928326; × 0.75 % = 0.284462445 → 0.284462;
      // × 1.25 % = 0.474104075 → 0.474104. LKR: 92.592525 → 92.59 and 154.320875 → 154.32.
      expect(res.body.feeBreakdown).toEqual({
        grossAmountUSDT: 37.928326,
        exchangeFeePercentage: 0.75,
        exchangeFeeAmountUSDT: 0.284462,
        serviceFeePercentage: 1.25,
        serviceFeeAmountUSDT: 0.474104,
        totalFeesUSDT: 0.758566,
        netAmountUSDT: 37.16976,
        grossAmountLKR: 12345.67,
        exchangeFeeAmountLKR: 92.59,
        serviceFeeAmountLKR: 154.32,
        totalFeesLKR: 246.91,
        netAmountLKR: 12098.76,
      });
      expect(res.body.exchangeRateSnapshot).toBe(325.5);
      expect(res.body.lkrNetAmount).toBe(12098.76);
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
  });

  it("refuses LKR payments while the exchange rate is unavailable, but not USDT ones", async () => {
    const { api } = await merchantClient();
    expect((await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: null })).status).toBe(200);
    try {
      const lkr = await api.request("POST", "/v1/payment", paymentBody({ amount: 1000, currency: "LKR" }));
      expectApiError(lkr, 400, "exchange rate unavailable");
      const usdt = await api.request("POST", "/v1/payment", paymentBody());
      expect(usdt.status).toBe(201);
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
  });

  it("honours orderExpireTime given as a string or a number", async () => {
    const { api } = await merchantClient();
    const at = unixSeconds(sandbox.services.clock.now(), 2 * 3600);
    const asString = await api.request("POST", "/v1/payment", paymentBody({ orderExpireTime: String(at) }));
    expect(asString.status).toBe(201);
    expect(asString.body.expireTime).toBe(new Date(at * 1000).toISOString());
    const asNumber = await api.request("POST", "/v1/payment", paymentBody({ orderExpireTime: at + 60 }));
    expect(asNumber.status).toBe(201);
    expect(asNumber.body.expireTime).toBe(new Date((at + 60) * 1000).toISOString());
  });

  it("accepts a branch of the merchant and refuses an unknown one", async () => {
    const { api } = await merchantClient();
    const branch = await api.request("POST", "/v1/branch", { name: "Kandy", code: "KDY" });
    expect(branch.status).toBe(201);
    const ok = await api.request("POST", "/v1/payment", paymentBody({ branchId: branch.body.id }));
    expect(ok.status).toBe(201);
    expect(ok.body.branchId).toBe(branch.body.id);

    const unknown = await api.request(
      "POST",
      "/v1/payment",
      paymentBody({ branchId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.details).toEqual([expect.objectContaining({ field: "branchId" })]);
  });
});

describe("POST /v1/payment validation", () => {
  async function expectInvalid(body: unknown, details: unknown[], message?: string) {
    const { api } = await merchantClient();
    const res = await api.request("POST", "/v1/payment", body);
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.error).toBe("Bad Request");
    expect(res.body.details).toEqual(details);
    if (message) expect(res.body.message).toBe(message);
  }

  it("rejects an amount of 0", async () => {
    await expectInvalid(
      paymentBody({ amount: 0 }),
      [{ field: "amount", constraint: "min", message: "amount must be greater than 0" }],
      "amount must be greater than 0",
    );
  });

  it("rejects a missing customerBilling.email", async () => {
    const billing: Record<string, unknown> = customerBilling();
    delete billing.email;
    await expectInvalid(paymentBody({ customerBilling: billing }), [
      {
        field: "customerBilling.email",
        constraint: "required",
        message: "customerBilling.email is required",
      },
    ]);
  });

  it("rejects an unknown provider", async () => {
    await expectInvalid(paymentBody({ provider: "EXCHANGEC" }), [
      {
        field: "provider",
        constraint: "isIn",
        message: "provider must be one of the following values: EXCHANGEA, EXCHANGEB",
      },
    ]);
  });

  it("rejects an orderExpireTime in the past", async () => {
    const past = unixSeconds(sandbox.services.clock.now(), -60);
    await expectInvalid(
      paymentBody({ orderExpireTime: String(past) }),
      [{ field: "orderExpireTime", constraint: "minDate", message: "orderExpireTime must be in the future" }],
      "orderExpireTime must be in the future",
    );
  });

  it("rejects an orderExpireTime more than 24 hours ahead", async () => {
    const tooLate = unixSeconds(sandbox.services.clock.now(), 24 * 3600 + 120);
    await expectInvalid(
      paymentBody({ orderExpireTime: tooLate }),
      [
        {
          field: "orderExpireTime",
          constraint: "maxDate",
          message: "orderExpireTime must be at most 24 hours ahead",
        },
      ],
      "orderExpireTime must be at most 24 hours ahead",
    );
  });
});
