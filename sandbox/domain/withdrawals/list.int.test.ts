import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { decimal, sum, toApiNumber, usdtToLkr } from "@/lib/money";
import { fileSandbox } from "@/sandbox/testing/file-sandbox";
import { merchantWithApi, paidPayment, sandboxToday } from "./test-factories";

// This file moves the sandbox clock forward by whole days, so it runs its own sandbox.
const sandbox = fileSandbox();

// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked field by field.
type Json = any;

const nextDay = () => sandbox.control("POST", "/sandbox/clock/advance", { seconds: 24 * 3600 });
const review = (id: string, decision: string) =>
  sandbox.control("POST", `/sandbox/withdrawals/${id}/review`, { decision });

describe("listing withdrawal requests", () => {
  it("pages, filters and sorts requests; the summary covers the date window and the pool to claim", async () => {
    const { api } = await merchantWithApi(sandbox, { autoApproveBelowLkr: 5000 });
    const day0 = await sandboxToday(sandbox);
    const withdraw = async () => {
      const res = await api.request("POST", "/v1/withdrawal", {});
      expect(res.status).toBe(201);
      return res.body as Json;
    };

    await paidPayment(sandbox, api, { amount: 10 }); // net 9.85 USDT = 2,955.00 LKR
    const r1 = await withdraw();
    expect(r1.status).toBe("APPROVED");

    await nextDay();
    await paidPayment(sandbox, api, { amount: 20 }); // net 19.7 USDT = 5,910.00 LKR
    const r2 = await withdraw();
    expect(r2.status).toBe("PENDING");
    await review(r2.id, "REJECT");
    const r3 = await withdraw();
    expect(r3.status).toBe("PENDING");

    await nextDay();
    const lkrPayment = await paidPayment(sandbox, api, { amount: 8000, currency: "LKR" }); // net 7,880.00 LKR
    const r4 = await withdraw();
    await review(r4.id, "CANCEL");
    const usdtPayment = await paidPayment(sandbox, api, { amount: 3 }); // net 2.955 USDT
    expect(r4.settlementDate).toBe(addDays(day0, 2));

    const list = (query = "") => api.request("GET", `/v1/withdrawal/list${query}`);
    const ids = (res: Json) => (res.body.withdrawalRequests as Json[]).map((w) => w.id);

    const all = await list();
    expect(all.status).toBe(200);
    expect(ids(all)).toEqual([r4.id, r3.id, r2.id, r1.id]);
    expect(all.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 1,
      totalCount: 4,
      limit: 10,
      hasNext: false,
      hasPrev: false,
    });
    expect(all.body.withdrawalRequests[1]).toMatchObject({
      id: r3.id,
      status: "PENDING",
      totalNetAmountLkr: 5910,
    });
    // Net amounts over every request of the window: 2955 + 5910 + 5910 + 7880.
    expect(all.body.summary).toEqual({
      totalRequests: 4,
      totalLkrAmount: 22655,
      totalUsdtAmount: 75.516667,
      pendingCount: 1,
      approvedCount: 1,
      rejectedCount: 1,
      lkrToBeClaimed: 8766.5,
      usdtToBeClaimed: 29.221667,
    });

    // The same summary, recomputed from the listed requests and the unsettled payments.
    const items = all.body.withdrawalRequests as Json[];
    const count = (status: string) => items.filter((w) => w.status === status).length;
    const lkrPaid = (await api.request("GET", `/v1/payment/${lkrPayment.id}`)).body;
    const usdtPaid = (await api.request("GET", `/v1/payment/${usdtPayment.id}`)).body;
    expect(all.body.summary).toEqual({
      totalRequests: items.length,
      totalLkrAmount: toApiNumber(sum(items.map((w) => decimal(w.totalNetAmountLkr))), "LKR"),
      totalUsdtAmount: toApiNumber(sum(items.map((w) => decimal(w.totalNetAmountUsdt))), "USDT"),
      pendingCount: count("PENDING"),
      approvedCount: count("APPROVED"),
      rejectedCount: count("REJECTED"),
      lkrToBeClaimed: toApiNumber(
        decimal(lkrPaid.lkrNetAmount).plus(usdtToLkr(usdtPaid.feeBreakdown.netAmountUSDT, 300)),
        "LKR",
      ),
      usdtToBeClaimed: toApiNumber(
        decimal(lkrPaid.feeBreakdown.netAmountUSDT).plus(usdtPaid.feeBreakdown.netAmountUSDT),
        "USDT",
      ),
    });

    // A status filter narrows the rows, never the summary.
    const pending = await list("?status=PENDING");
    expect(ids(pending)).toEqual([r3.id]);
    expect(pending.body.pagination.totalCount).toBe(1);
    expect(pending.body.summary).toEqual(all.body.summary);

    const day1 = addDays(day0, 1);
    const window = await list(`?startDate=${day1}&endDate=${day1}`);
    expect(ids(window)).toEqual([r3.id, r2.id]);
    expect(window.body.summary).toMatchObject({
      totalRequests: 2,
      totalLkrAmount: 11820,
      totalUsdtAmount: 39.4,
      pendingCount: 1,
      approvedCount: 0,
      rejectedCount: 1,
      lkrToBeClaimed: 8766.5,
    });
    expect(ids(await list(`?startDate=${day1}`))).toEqual([r4.id, r3.id, r2.id]);
    expect(ids(await list(`?endDate=${day0}`))).toEqual([r1.id]);

    const page2 = await list("?page=2&limit=3");
    expect(ids(page2)).toEqual([r1.id]);
    expect(page2.body.pagination).toEqual({
      currentPage: 2,
      totalPages: 2,
      totalCount: 4,
      limit: 3,
      hasNext: false,
      hasPrev: true,
    });
    expect((await list("?page=1&limit=3")).body.pagination).toMatchObject({ hasNext: true, hasPrev: false });

    // Gross LKR: r1 3,000, r2 and r3 6,000 each (newest first on ties), r4 8,000.
    expect(ids(await list("?sortBy=total_gross_amount_lkr&sortOrder=asc"))).toEqual([
      r1.id,
      r3.id,
      r2.id,
      r4.id,
    ]);
    expect(ids(await list("?sortBy=status&sortOrder=asc"))).toEqual([r1.id, r4.id, r3.id, r2.id]);
    expect(ids(await list("?sortBy=created_at&sortOrder=asc"))).toEqual([r1.id, r2.id, r3.id, r4.id]);
    expect(ids(await list("?sortBy=settlement_date&sortOrder=asc"))).toEqual([r1.id, r3.id, r2.id, r4.id]);

    expect((await list("?limit=101")).status).toBe(400);
    expect((await list("?status=DONE")).status).toBe(400);

    const other = await merchantWithApi(sandbox, { name: "Nobody" });
    const empty = await other.api.request("GET", "/v1/withdrawal/list");
    expect(empty.body).toEqual({
      pagination: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 10, hasNext: false, hasPrev: false },
      summary: {
        totalRequests: 0,
        totalLkrAmount: 0,
        totalUsdtAmount: 0,
        pendingCount: 0,
        approvedCount: 0,
        rejectedCount: 0,
        lkrToBeClaimed: 0,
        usdtToBeClaimed: 0,
      },
      withdrawalRequests: [],
    });
  });
});
