import { describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { fileFixture } from "@/lib/testing/file-fixture";
import { fileSandbox } from "../../testing/file-sandbox";
import { buildReportDataset, qs, REPORT_SANDBOX_ENV, reportWindows } from "./report-dataset";
import { expectedLedgerSummary, inWindow, type Window, type WireEntry } from "./report-expectations";
import { wholeLedger } from "./test-fixtures";

// The ledger report over a four-day history; every summary is recomputed here from the raw entries.

const sandbox = fileSandbox({ env: REPORT_SANDBOX_ENV });
const data = fileFixture(() => buildReportDataset(sandbox));

describe("GET /v1/aggregator/report/ledger", () => {
  it("holds the whole history, each balance following from the one before", () => {
    expect(data.entries.map((e) => e.type)).toEqual([
      "CREDIT",
      "DEBIT",
      "DEBIT",
      "DEBIT",
      "REFUND",
      "CREDIT",
      "DEBIT",
      "DEBIT",
      "DEBIT",
      "REFUND",
      "DEBIT",
      "DEBIT",
      "DEBIT",
    ]);
    expect(data.entries.map((e) => e.amountLkr)).toEqual([
      200_000, 3_000, 6_000, 4_575, 6_000, 50_000.25, 2_287.5, 1_016.67, 3_582, 3_582, 1_194, 373.13, 597,
    ]);
    expect(data.entries.at(-1)?.balanceAfter).toBe(236_956.95);
  });

  it("summarises every date window exactly as recomputed from the entries", async () => {
    for (const window of reportWindows(data.days)) {
      const response = await data.agg.api.request(
        "GET",
        `/v1/aggregator/report/ledger?limit=100&${qs({ ...window })}`,
      );
      expect(response.status).toBe(200);
      expect({ window, summary: response.body.summary }).toEqual({
        window,
        summary: expectedLedgerSummary(data.entries, window),
      });
      const inside = data.entries.filter((e) => inWindow(e.createdAt, window));
      expect(response.body.ledger).toEqual([...inside].reverse());
      expect(response.body.pagination.totalCount).toBe(inside.length);
    }
  });

  it("brackets windows with the right opening and closing balances", async () => {
    const [d0 = "", d1 = "", , d3 = ""] = data.days;
    const get = async (window: Window) =>
      (await data.agg.api.request("GET", `/v1/aggregator/report/ledger?limit=10&${qs({ ...window })}`)).body
        .summary;
    const before = await get({ startDate: addDays(d0, -10), endDate: addDays(d0, -5) });
    expect(before).toMatchObject({
      openingBalanceLkr: null,
      closingBalanceLkr: null,
      creditCount: 0,
      netMovementLkr: 0,
    });
    const after = await get({ startDate: addDays(d3, 1), endDate: addDays(d3, 2) });
    expect(after).toMatchObject({
      openingBalanceLkr: 236_956.95,
      closingBalanceLkr: 236_956.95,
      debitCount: 0,
    });
    const middle = await get({ startDate: d1, endDate: d1 });
    expect(middle.openingBalanceLkr).not.toBeNull();
    expect(middle.closingBalanceLkr).not.toBeNull();
    expect(middle.closingBalanceLkr).toBeCloseTo(middle.openingBalanceLkr + middle.netMovementLkr, 2);
    const open = await get({});
    expect(open).toMatchObject({
      openingBalanceLkr: null,
      closingBalanceLkr: null,
      currentBalanceLkr: 236_956.95,
    });
  });

  it("filters items by type without touching the summary", async () => {
    const window = { startDate: data.days[1], endDate: data.days[2] };
    for (const type of ["DEBIT", "REFUND", "CREDIT"] as const) {
      const response = await data.agg.api.request(
        "GET",
        `/v1/aggregator/report/ledger?${qs({ ...window, type })}`,
      );
      expect(response.body.summary).toEqual(expectedLedgerSummary(data.entries, window));
      const expected = data.entries.filter((e) => e.type === type && inWindow(e.createdAt, window)).reverse();
      expect(response.body.ledger).toEqual(expected);
      expect(response.body.pagination.totalCount).toBe(expected.length);
    }
  });

  it("pages in either order", async () => {
    const page = async (query: string) =>
      (await data.agg.api.request("GET", `/v1/aggregator/report/ledger?${query}`)).body;
    const second = await page("limit=5&page=2&sortOrder=asc");
    expect(second.ledger).toEqual(data.entries.slice(5, 10));
    expect(second.pagination).toEqual({
      currentPage: 2,
      totalPages: 3,
      totalCount: 13,
      limit: 5,
      hasNext: true,
      hasPrev: true,
    });
    const last = await page("limit=5&page=3&sortOrder=asc");
    expect(last.ledger).toEqual(data.entries.slice(10));
    expect(last.pagination).toMatchObject({ hasNext: false, hasPrev: true });
    const first = await page("limit=5");
    expect(first.ledger).toEqual([...data.entries].reverse().slice(0, 5));
    expect(first.pagination).toMatchObject({ currentPage: 1, hasNext: true, hasPrev: false });
    const beyond = await page("limit=5&page=9");
    expect(beyond.ledger).toEqual([]);
    expect(beyond.pagination.totalCount).toBe(13);
    const tooMany = await data.agg.api.request("GET", "/v1/aggregator/report/ledger?limit=101");
    expect(tooMany.status).toBe(400);
  });

  it("shows only the merchant's own ledger", async () => {
    const ledger = await wholeLedger(data.other.api);
    expect(ledger.ledger.map((e: WireEntry) => e.type)).toEqual(["CREDIT", "DEBIT"]);
    // Its one offramp was quoted at 305 LKR/USDT.
    expect(ledger.summary.currentBalanceLkr).toBe(5_000 - 305);
  });
});
