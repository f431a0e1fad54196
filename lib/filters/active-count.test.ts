import { describe, expect, it } from "vitest";
import { countOfframpReportFilters, countPaymentFilters, countSet } from "./active-count";
import { loadOfframpReportFilters } from "./offramp-report";
import { loadPaymentFilters } from "./payments";

describe("active filter counts", () => {
  it("counts set values only", () => {
    expect(countSet([null, undefined, "", "  ", [], false])).toBe(0);
    expect(countSet(["PAID", ["a"], 1])).toBe(3);
  });

  it("counts a payments view's filters, not its paging", () => {
    expect(countPaymentFilters(loadPaymentFilters("?page=3&pageSize=50"))).toBe(0);
    expect(countPaymentFilters(loadPaymentFilters("?status=PAID&dateRange=last30&ids=a,b&search=%20"))).toBe(
      3,
    );
  });

  it("counts a date window once and leaves sorting out", () => {
    expect(
      countOfframpReportFilters(
        loadOfframpReportFilters("?startDate=2026-11-01&endDate=2026-11-02&sortBy=amount_lkr&sortOrder=asc"),
      ),
    ).toBe(1);
  });
});
