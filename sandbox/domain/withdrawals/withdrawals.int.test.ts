import { describe, expect, it } from "vitest";
import { expectErrorMessage } from "@/sandbox/testing/api-error";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { paymentBody } from "../payments/test-factories";
import { merchantWithApi, paidPayment, sandboxToday } from "./test-factories";

const sandbox = fileSandbox();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field.
type Json = any;

const review = (id: string, decision: string, reviewer?: string) =>
  sandbox.control("POST", `/sandbox/withdrawals/${id}/review`, {
    decision,
    ...(reviewer ? { reviewer } : {}),
  });

describe("requesting a withdrawal", () => {
  it("settles every unsettled PAID payment, auto-approved below the threshold", async () => {
    const { merchant, api } = await merchantWithApi(sandbox, { name: "Unawatuna Dive" });
    // 100 USDT: fees 1.5 %, net 98.5 USDT = 29,550.00 LKR at 300 (gross 30,000.00).
    const usdt = await paidPayment(sandbox, api, { amount: 100, currency: "USDT" });
    // 5,000 LKR: 16.666667 USDT gross, fees 0.083333 + 0.166667, net 16.416667 USDT and 4,925.00 LKR.
    const lkr = await paidPayment(sandbox, api, { amount: 5000, currency: "LKR" });
    // Neither an open nor a failed payment belongs to the pool.
    await api.request("POST", "/v1/payment", paymentBody());
    const failed = await api.request("POST", "/v1/payment", paymentBody());
    await sandbox.control("POST", `/sandbox/payments/${failed.body.id}/simulate`, { outcome: "FAILED" });

    const res = await api.request("POST", "/v1/withdrawal", {});
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      merchantId: merchant.merchantId,
      merchantName: "Unawatuna Dive",
      branchId: null,
      settlementDate: await sandboxToday(sandbox),
      requestedBy: null,
      requesterName: "API",
      apiKeyId: merchant.apiKeyId,
      status: "APPROVED",
      totalPaymentsCount: 2,
      totalNetAmountLkr: 34475,
      totalGrossAmountLkr: 35000,
      totalFeesLkr: 525,
      totalNetAmountUsdt: 114.916667,
      totalGrossAmountUsdt: 116.666667,
      totalFeesUsdt: 1.75,
    });
    expect(res.body.bankRefId).toMatch(/^\S+$/);
    expect(res.body.merchantSettlementId).toMatch(/^[0-9a-f-]{36}$/);

    const detail = await api.request("GET", `/v1/withdrawal/${res.body.id}`);
    expect(detail.status).toBe(200);
    const { payments, ...rest } = detail.body;
    expect(rest).toEqual(res.body);
    expect([...(payments as Json[])].sort((a, b) => a.lkrNetAmount - b.lkrNetAmount)).toEqual([
      { id: lkr.id, payId: lkr.payId, status: "PAID", usdtNetAmount: 16.416667, lkrNetAmount: 4925 },
      { id: usdt.id, payId: usdt.payId, status: "PAID", usdtNetAmount: 98.5, lkrNetAmount: 29550 },
    ]);

    // Settled payments are out of the pool; a new one is, but today already has an active request.
    await paidPayment(sandbox, api, { amount: 50 });
    expectErrorMessage(
      await api.request("POST", "/v1/withdrawal", {}),
      400,
      "A withdrawal request already exists for today",
    );
  });

  it("values USDT payments at the rate of the request time", async () => {
    const { api } = await merchantWithApi(sandbox);
    await paidPayment(sandbox, api, { amount: 100 });
    await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: null });
    try {
      expectErrorMessage(await api.request("POST", "/v1/withdrawal", {}), 400, "exchange rate unavailable");
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 321.45 });
      // 98.5 × 321.45 = 31,662.825 → 31,662.83; 100 × 321.45 = 32,145.00.
      const res = await api.request("POST", "/v1/withdrawal", {});
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        totalNetAmountLkr: 31662.83,
        totalGrossAmountLkr: 32145,
        totalFeesLkr: 482.17,
      });
    } finally {
      await sandbox.control("PUT", "/sandbox/exchange-rate", { rateUsdtLkr: 300 });
    }
  });

  it("enforces approval, an empty pool and the minimum threshold, leaving the pool untouched", async () => {
    const { merchant, api } = await merchantWithApi(sandbox, { minWithdrawalLkr: 30000 });
    expectErrorMessage(
      await api.request("POST", "/v1/withdrawal", {}),
      400,
      "No unsettled payments available for withdrawal",
    );

    await paidPayment(sandbox, api, { amount: 100 }); // 29,550.00 LKR net
    expectErrorMessage(
      await api.request("POST", "/v1/withdrawal", {}),
      400,
      "Total net amount is below the minimum withdrawal threshold",
    );
    const list = await api.request("GET", "/v1/withdrawal/list");
    expect(list.body.summary).toMatchObject({
      totalRequests: 0,
      lkrToBeClaimed: 29550,
      usdtToBeClaimed: 98.5,
    });

    expect(
      (await sandbox.control("PATCH", `/sandbox/merchants/${merchant.merchantId}`, { isApproved: false }))
        .status,
    ).toBe(200);
    expectErrorMessage(
      await api.request("POST", "/v1/withdrawal", {}),
      403,
      "Merchant account is not approved for withdrawals",
    );
    await sandbox.control("PATCH", `/sandbox/merchants/${merchant.merchantId}`, {
      isApproved: true,
      minWithdrawalLkr: 29550,
    });
    // Exactly at the minimum is enough.
    expect((await api.request("POST", "/v1/withdrawal", {})).status).toBe(201);
  });

  it("settles one branch's payments when branchId is given", async () => {
    const { api } = await merchantWithApi(sandbox);
    const branchA = (await api.request("POST", "/v1/branch", { name: "Hikkaduwa", code: "HIK" })).body;
    const branchB = (await api.request("POST", "/v1/branch", { name: "Weligama", code: "WEL" })).body;
    const a1 = await paidPayment(sandbox, api, { amount: 20, branchId: branchA.id });
    const a2 = await paidPayment(sandbox, api, { amount: 30, branchId: branchA.id });
    await paidPayment(sandbox, api, { amount: 40, branchId: branchB.id });
    await paidPayment(sandbox, api, { amount: 60 });

    const bad = await api.request("POST", "/v1/withdrawal", {
      branchId: "0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.field).toBe("branchId");

    const res = await api.request("POST", "/v1/withdrawal", { branchId: branchA.id });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ branchId: branchA.id, totalPaymentsCount: 2, totalGrossAmountUsdt: 50 });
    const detail = await api.request("GET", `/v1/withdrawal/${res.body.id}`);
    expect((detail.body.payments as Json[]).map((p) => p.id).sort()).toEqual([a1.id, a2.id].sort());

    // The other branch and the merchant-level payments stay in the pool: (40 + 60) × 0.985 USDT net.
    const list = await api.request("GET", "/v1/withdrawal/list");
    expect(list.body.summary).toMatchObject({ usdtToBeClaimed: 98.5, lkrToBeClaimed: 29550 });
  });

  it("answers 403 for another merchant's request and 404 for an unknown one", async () => {
    const { api } = await merchantWithApi(sandbox);
    await paidPayment(sandbox, api, { amount: 10 });
    const created = await api.request("POST", "/v1/withdrawal", {});
    const other = await merchantWithApi(sandbox, { name: "Other" });
    expect((await other.api.request("GET", `/v1/withdrawal/${created.body.id}`)).status).toBe(403);
    expectErrorMessage(
      await api.request("GET", "/v1/withdrawal/0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11"),
      404,
      "Withdrawal request not found",
    );
  });
});

describe("reviewing a withdrawal", () => {
  it("approves a PENDING request with the reviewer and a settlement id", async () => {
    const { api } = await merchantWithApi(sandbox, { autoApproveBelowLkr: 10000 });
    await paidPayment(sandbox, api, { amount: 100 });
    const created = await api.request("POST", "/v1/withdrawal", {});
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "PENDING", merchantSettlementId: null, reviewedBy: null });

    const approved = await review(created.body.id, "APPROVE", "Dilani (ops)");
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      id: created.body.id,
      status: "APPROVED",
      reviewedBy: "Dilani (ops)",
    });
    expect(approved.body.merchantSettlementId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(approved.body.reviewedAt))).toBe(false);
    expect(approved.body.payments).toHaveLength(1);
    const detail = await api.request("GET", `/v1/withdrawal/${created.body.id}`);
    expect(detail.body).toEqual(approved.body);

    expectErrorMessage(
      await review(created.body.id, "REJECT"),
      400,
      "Only PENDING withdrawal requests can be reviewed; this one is APPROVED",
    );
    expect((await review(created.body.id, "MAYBE")).status).toBe(400);
    expectErrorMessage(
      await review("0b6f7f0e-2d4c-4d0b-8a59-7a8f4f7e0c11", "APPROVE"),
      404,
      "Withdrawal request not found",
    );
  });

  it("returns the payments of a rejected or cancelled request to the pool, so a new request may follow", async () => {
    const { api } = await merchantWithApi(sandbox, { autoApproveBelowLkr: 1000 });
    const p1 = await paidPayment(sandbox, api, { amount: 10 });
    const p2 = await paidPayment(sandbox, api, { amount: 20 });
    const first = await api.request("POST", "/v1/withdrawal", {});
    expect(first.body.status).toBe("PENDING");
    expect((await api.request("GET", "/v1/withdrawal/list")).body.summary.usdtToBeClaimed).toBe(0);

    const rejected = await review(first.body.id, "REJECT");
    expect(rejected.body).toMatchObject({
      status: "REJECTED",
      reviewedBy: "Sandbox admin",
      merchantSettlementId: null,
    });
    // The rejected request keeps its record of the payments it held.
    expect((rejected.body.payments as Json[]).map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    expect((await api.request("GET", "/v1/withdrawal/list")).body.summary.usdtToBeClaimed).toBe(29.55);

    const second = await api.request("POST", "/v1/withdrawal", {});
    expect(second.status).toBe(201);
    expect(second.body.totalPaymentsCount).toBe(2);
    const cancelled = await review(second.body.id, "CANCEL");
    expect(cancelled.body).toMatchObject({ status: "CANCELLED", reviewedBy: null, reviewedAt: null });

    const third = await api.request("POST", "/v1/withdrawal", {});
    expect(third.status).toBe(201);
    const detail = await api.request("GET", `/v1/withdrawal/${third.body.id}`);
    expect((detail.body.payments as Json[]).map((p) => p.id).sort()).toEqual([p1.id, p2.id].sort());
  });
});
