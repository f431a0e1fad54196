import { act, renderHook } from "@testing-library/react";
import fc from "fast-check";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { useListFilters } from "@/data/url-filters";
import {
  hasActiveOfframpReportFilters,
  loadOfframpReportFilters,
  OFFRAMP_SORT_FIELDS,
  type OfframpReportFilters,
  offrampReportFilters,
  offrampReportQuery,
  REPORT_PAGE_SIZES,
  serializeOfframpReportFilters,
} from "@/lib/filters/offramp-report";
import { day, expectUrlRoundTrip, sentQuery } from "@/lib/filters/testing/filter-properties";
import { offrampReportQuerySchema } from "@/lib/payments-api/offramp";
import { offrampStatuses } from "@/lib/payments-api/values";

const defaults: OfframpReportFilters = {
  status: null,
  startDate: null,
  endDate: null,
  sortBy: "created_at",
  sortOrder: "desc",
  page: 1,
  limit: 20,
};

const filtersArbitrary: fc.Arbitrary<OfframpReportFilters> = fc.record({
  status: fc.option(fc.constantFrom(...offrampStatuses), { nil: null }),
  startDate: fc.option(day, { nil: null }),
  endDate: fc.option(day, { nil: null }),
  sortBy: fc.constantFrom(...OFFRAMP_SORT_FIELDS),
  sortOrder: fc.constantFrom("asc" as const, "desc" as const),
  page: fc.integer({ min: 1, max: 10_000 }),
  limit: fc.constantFrom(...REPORT_PAGE_SIZES),
});

describe("offramp report filter params", () => {
  it("survive a round trip through the URL", () => {
    expectUrlRoundTrip(filtersArbitrary, loadOfframpReportFilters, serializeOfframpReportFilters);
  });

  it("read every filter of docs/service-rules.md §8 from a hand-written URL", () => {
    const parsed = loadOfframpReportFilters(
      "?status=FAILED&startDate=2026-11-01&endDate=2026-11-22&sortBy=amount_lkr&sortOrder=asc&page=3&limit=100",
    );
    expect(parsed).toEqual({
      status: "FAILED",
      startDate: "2026-11-01",
      endDate: "2026-11-22",
      sortBy: "amount_lkr",
      sortOrder: "asc",
      page: 3,
      limit: 100,
    });
    expect(hasActiveOfframpReportFilters(parsed)).toBe(true);
  });

  it("leaves defaults out of the URL and ignores values the API would refuse", () => {
    expect(serializeOfframpReportFilters(defaults)).toBe("");
    expect(
      loadOfframpReportFilters(
        "?status=SETTLED&startDate=2026-02-30&endDate=yesterday&sortBy=user&sortOrder=up&page=0&limit=500",
      ),
    ).toEqual(defaults);
    expect(hasActiveOfframpReportFilters(defaults)).toBe(false);
  });

  it("builds a query the contract accepts, with no blank parameters", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const query = offrampReportQuery(filters);
        const sent = sentQuery(query);
        expect(offrampReportQuerySchema.safeParse(sent).success).toBe(true);
        expect(Object.values(sent)).not.toContain(null);
        expect("status" in sent).toBe(filters.status !== null);
      }),
    );
  });
});

describe("the offramp report's URL filters", () => {
  function renderFilters(searchParams: string, onUrlUpdate?: OnUrlUpdateFunction) {
    return renderHook(() => useListFilters(offrampReportFilters), {
      wrapper: withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate }),
    });
  }

  it("goes back to page 1 when a filter changes, and keeps the page when only the page changes", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderFilters("?page=4&sortBy=completed_at", onUrlUpdate);
    await act(() => result.current.setFilters({ status: "PROCESSING" }));
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.searchParams.get("status")).toBe("PROCESSING");
    expect(update?.searchParams.get("sortBy")).toBe("completed_at");
    expect(update?.searchParams.has("page")).toBe(false);

    await act(() => result.current.setFilters({ page: 2 }));
    expect(result.current.filters).toEqual({
      ...defaults,
      status: "PROCESSING",
      sortBy: "completed_at",
      page: 2,
    });
  });

  it("clears the filters but keeps the sort", async () => {
    const { result } = renderFilters(
      "?status=COMPLETED&startDate=2026-11-01&endDate=2026-11-02&sortBy=amount_lkr&page=2",
    );
    await act(() => result.current.clearFilters());
    expect(result.current.filters).toEqual({ ...defaults, sortBy: "amount_lkr" });
  });
});
