import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { fileFixture } from "@/lib/testing/file-fixture";
import { fileSandbox } from "../../testing/file-sandbox";
import { buildReportDataset, qs, REPORT_SANDBOX_ENV, reportWindows } from "./report-dataset";
import { expectedOfframpSummary, inWindow, newestFirst, type WireOfframp } from "./report-expectations";

// The offramp report over a four-day history; every summary is recomputed here from the raw offramps.

const sandbox = fileSandbox({ env: REPORT_SANDBOX_ENV });
const data = fileFixture(() => buildReportDataset(sandbox));

describe("GET /v1/aggregator/report/offramp", () => {
  it("lists every offramp with its partner user and bank details", () => {
    expect(data.offramps).toHaveLength(9);
    const failed = data.offramps.find((row) => row.paymentId === data.o.o2?.paymentId);
    expect(failed).toEqual({
      paymentId: data.o.o2?.paymentId,
      externalRef: data.o.o2?.externalRef,
      status: "FAILED",
      amountUsdt: 20,
      amountLkr: 6_000,
      rateUsdtLkr: 300,
      bankRef: null,
      failureReason: "Invalid account number",
      externalUserId: "partner-user-2",
      accountNumber: "1122334455",
      bankName: "Sampath Bank",
      processedAt: expect.any(String),
      completedAt: null,
      failedAt: expect.any(String),
      createdAt: data.o.o2?.createdAt,
    });
    const pending = data.offramps.find((row) => row.paymentId === data.o.o7?.paymentId);
    expect(pending).toMatchObject({
      status: "PENDING",
      processedAt: null,
      bankName: "Bank of Ceylon",
      amountLkr: 373.13,
    });
    const completed = data.offramps.find((row) => row.paymentId === data.o.o5?.paymentId);
    expect(completed).toMatchObject({
      status: "COMPLETED",
      amountUsdt: 3.333333,
      rateUsdtLkr: 305,
      amountLkr: 1_016.67,
    });
    expect(data.offramps).toEqual(newestFirst(data.offramps));
  });

  it("summarises every date window exactly as recomputed from the offramps", async () => {
    const all = await data.agg.api.request("GET", "/v1/aggregator/report/offramp?limit=100");
    expect(all.body.summary).toMatchObject({
      totalCount: 9,
      completedCount: 4,
      failedCount: 2,
      pendingCount: 2,
      processingCount: 1,
    });
    for (const window of reportWindows(data.days)) {
      const response = await data.agg.api.request(
        "GET",
        `/v1/aggregator/report/offramp?limit=100&${qs({ ...window })}`,
      );
      expect(response.status).toBe(200);
      expect({ window, summary: response.body.summary }).toEqual({
        window,
        summary: expectedOfframpSummary(data.offramps, window),
      });
      const inside = data.offramps.filter((row) => inWindow(row.createdAt, window));
      expect(response.body.offramps).toEqual(inside);
      expect(response.body.pagination.totalCount).toBe(inside.length);
    }
  });

  it("filters items by status without touching the summary", async () => {
    const window = { startDate: data.days[1], endDate: data.days[2] };
    for (const status of ["COMPLETED", "FAILED", "PROCESSING", "PENDING"] as const) {
      const response = await data.agg.api.request(
        "GET",
        `/v1/aggregator/report/offramp?${qs({ ...window, status })}`,
      );
      expect(response.body.summary).toEqual(expectedOfframpSummary(data.offramps, window));
      const expected = data.offramps.filter(
        (row) => row.status === status && inWindow(row.createdAt, window),
      );
      expect(response.body.offramps).toEqual(expected);
      expect(response.body.pagination.totalCount).toBe(expected.length);
    }
    const pending = await data.agg.api.request("GET", "/v1/aggregator/report/offramp?status=PENDING");
    expect(pending.body.offramps.map((row: WireOfframp) => row.paymentId).sort()).toEqual(
      [data.o.o7?.paymentId, data.o.o8?.paymentId].sort(),
    );
  });

  it("averages the rate over every offramp of a window where none completed; none only for an empty window", async () => {
    const window = { startDate: data.days[3], endDate: data.days[3] };
    const response = await data.agg.api.request("GET", `/v1/aggregator/report/offramp?${qs(window)}`);
    expect(response.body.summary).toEqual(expectedOfframpSummary(data.offramps, window));
    // The last day holds two PENDING offramps, both locked at 298.5.
    expect(response.body.summary).toMatchObject({
      completedCount: 0,
      pendingCount: 2,
      averageRateUsdtLkr: 298.5,
    });
    const nothing = await data.agg.api.request(
      "GET",
      `/v1/aggregator/report/offramp?${qs({ endDate: addDays(data.days[0] ?? "", -1) })}`,
    );
    expect(nothing.body.summary).toMatchObject({
      totalCount: 0,
      totalAmountLkr: 0,
      averageRateUsdtLkr: null,
    });
    expect(nothing.body.offramps).toEqual([]);
    expect(nothing.body.pagination).toEqual({
      currentPage: 1,
      totalPages: 0,
      totalCount: 0,
      limit: 50,
      hasNext: false,
      hasPrev: false,
    });
  });

  it("sorts by completion time with the unfinished last, and by amount", async () => {
    const list = async (query: string): Promise<WireOfframp[]> =>
      (await data.agg.api.request("GET", `/v1/aggregator/report/offramp?${query}`)).body.offramps;
    const completedAt = (row: WireOfframp) => row.completedAt ?? "";
    for (const sortOrder of ["desc", "asc"] as const) {
      const rows = await list(`sortBy=completed_at&sortOrder=${sortOrder}`);
      const done = rows.slice(0, 4);
      expect(done.every((row) => row.completedAt !== null)).toBe(true);
      expect(rows.slice(4).every((row) => row.completedAt === null)).toBe(true);
      const sorted = [...done].sort((a, b) => completedAt(a).localeCompare(completedAt(b)));
      expect(done).toEqual(sortOrder === "asc" ? sorted : sorted.reverse());
    }
    const byAmount = await list("sortBy=amount_lkr&sortOrder=asc");
    expect(byAmount.map((row) => row.amountLkr)).toEqual(
      data.offramps.map((row) => row.amountLkr).sort((a, b) => a - b),
    );
    const byAmountDesc = await list("sortBy=amount_lkr&sortOrder=desc&limit=3");
    expect(byAmountDesc.map((row) => row.amountLkr)).toEqual([6_000, 4_575, 3_582]);
  });

  it("pages and stays within the merchant", async () => {
    const page = await data.agg.api.request("GET", "/v1/aggregator/report/offramp?limit=4&page=3");
    expect(page.body.offramps).toEqual(data.offramps.slice(8));
    expect(page.body.pagination).toEqual({
      currentPage: 3,
      totalPages: 3,
      totalCount: 9,
      limit: 4,
      hasNext: false,
      hasPrev: true,
    });
    const others = await data.other.api.request("GET", "/v1/aggregator/report/offramp");
    expect(others.body.summary.totalCount).toBe(1);
    expect(others.body.offramps).toHaveLength(1);
    const bad = await data.agg.api.request("GET", "/v1/aggregator/report/offramp?sortBy=status");
    expect(bad.status).toBe(400);
  });
});
