import { act, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { useListFilters } from "@/data/url-filters";
import {
  hasActiveLedgerFilters,
  type LedgerFilters,
  ledgerFilters,
  ledgerReportQuery,
  loadLedgerFilters,
  serializeLedgerFilters,
} from "@/lib/filters/ledger";
import { REPORT_PAGE_SIZES } from "@/lib/filters/offramp-report";
import { day, expectUrlRoundTrip, sentQuery } from "@/lib/filters/testing/filter-properties";
import { ledgerReportQuerySchema } from "@/lib/payments-api/offramp";
import { ledgerEntryTypes } from "@/lib/payments-api/values";

const defaults: LedgerFilters = {
  type: null,
  startDate: null,
  endDate: null,
  sortOrder: "desc",
  page: 1,
  limit: 20,
};

const filtersArbitrary: fc.Arbitrary<LedgerFilters> = fc.record({
  type: fc.option(fc.constantFrom(...ledgerEntryTypes), { nil: null }),
  startDate: fc.option(day, { nil: null }),
  endDate: fc.option(day, { nil: null }),
  sortOrder: fc.constantFrom("asc" as const, "desc" as const),
  page: fc.integer({ min: 1, max: 10_000 }),
  limit: fc.constantFrom(...REPORT_PAGE_SIZES),
});

describe("ledger filter params", () => {
  it("survive a round trip through the URL", () => {
    expectUrlRoundTrip(filtersArbitrary, loadLedgerFilters, serializeLedgerFilters);
  });

  it("read type, window, order, page and limit from a hand-written URL", () => {
    const parsed = loadLedgerFilters(
      "?type=REFUND&startDate=2026-10-01&endDate=2026-10-31&sortOrder=asc&page=2&limit=50",
    );
    expect(parsed).toEqual({
      type: "REFUND",
      startDate: "2026-10-01",
      endDate: "2026-10-31",
      sortOrder: "asc",
      page: 2,
      limit: 50,
    });
    expect(loadLedgerFilters(serializeLedgerFilters(parsed))).toEqual(parsed);
  });

  it("leaves defaults out of the URL and ignores what the API would refuse", () => {
    expect(serializeLedgerFilters(defaults)).toBe("");
    expect(loadLedgerFilters("?type=TOPUP&startDate=01-10-2026&sortOrder=newest&page=-1&limit=101")).toEqual(
      defaults,
    );
    expect(hasActiveLedgerFilters(defaults)).toBe(false);
    expect(hasActiveLedgerFilters({ ...defaults, endDate: "2026-10-31" })).toBe(true);
  });

  it("builds a query the contract accepts", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const query = ledgerReportQuery(filters);
        const sent = sentQuery(query);
        expect(ledgerReportQuerySchema.safeParse(sent).success).toBe(true);
        expect("type" in sent).toBe(filters.type !== null);
      }),
    );
  });
});

describe("the float ledger's URL filters", () => {
  it("writes a type filter to the URL and goes back to page 1", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderHook(() => useListFilters(ledgerFilters), {
      wrapper: withNuqsTestingAdapter({
        hasMemory: true,
        searchParams: "?page=3&sortOrder=asc",
        onUrlUpdate,
      }),
    });
    await act(() => result.current.setFilters({ type: "CREDIT" }));
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.queryString).toBe("?sortOrder=asc&type=CREDIT");
    expect(result.current.filters).toEqual({ ...defaults, type: "CREDIT", sortOrder: "asc" });
    expect(loadLedgerFilters(update?.queryString ?? "")).toEqual(result.current.filters);
  });
});
