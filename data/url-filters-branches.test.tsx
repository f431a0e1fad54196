import { act, renderHook } from "@testing-library/react";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { useBranchDetailParams } from "@/data/filters/branch-detail";
import { useListFilters } from "@/data/url-filters";
import {
  type BranchFilters,
  branchFilters,
  hasActiveBranchFilters,
  loadBranchDetailParams,
  loadBranchFilterParams,
  serializeBranchFilters,
  toBranchListQuery,
} from "@/lib/filters/branches";

const defaults: BranchFilters = {
  search: null,
  status: null,
  sortBy: "created_at",
  sortOrder: "desc",
  page: 1,
  pageSize: 20,
};

function renderFilters(searchParams: string, onUrlUpdate?: OnUrlUpdateFunction) {
  return renderHook(() => useListFilters(branchFilters), {
    wrapper: withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate }),
  });
}

describe("the branches list's URL filters", () => {
  it("reads search, status, sort and page from the URL", () => {
    const { result } = renderFilters("?search=kandy&status=inactive&sortBy=code&sortOrder=asc&page=2");
    expect(result.current.filters).toEqual({
      ...defaults,
      search: "kandy",
      status: "inactive",
      sortBy: "code",
      sortOrder: "asc",
      page: 2,
    });
  });

  it("ignores values outside the API's choices", () => {
    const { result } = renderFilters("?status=deleted&sortBy=city&sortOrder=up&pageSize=1000&page=-2");
    expect(result.current.filters).toEqual(defaults);
  });

  it("round-trips a sort change through the URL and the server loader, back on page 1", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderFilters("?status=active&page=3", onUrlUpdate);
    await act(() => result.current.setFilters({ sortBy: "name", sortOrder: "asc" }));

    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.searchParams.get("status")).toBe("active");
    expect(update?.searchParams.get("sortBy")).toBe("name");
    expect(update?.searchParams.has("page")).toBe(false);
    expect(result.current.filters).toEqual({
      ...defaults,
      status: "active",
      sortBy: "name",
      sortOrder: "asc",
    });
    expect(loadBranchFilterParams(update?.queryString ?? "")).toEqual(result.current.filters);
  });

  it("clears search and status but keeps the sort", async () => {
    const { result } = renderFilters("?search=gal&status=inactive&sortBy=code");
    await act(() => result.current.clearFilters());
    expect(result.current.filters).toEqual({ ...defaults, sortBy: "code" });
  });

  it("leaves defaults out of a serialized link", () => {
    expect(serializeBranchFilters(defaults)).toBe("");
    const filters: BranchFilters = { ...defaults, status: "inactive", pageSize: 50 };
    expect(loadBranchFilterParams(serializeBranchFilters(filters))).toEqual(filters);
  });
});

describe("toBranchListQuery", () => {
  it("turns the status into the API's isActive string and the page size into limit", () => {
    expect(toBranchListQuery({ ...defaults, status: "active", search: " kdy " })).toEqual({
      page: 1,
      limit: 20,
      sortBy: "created_at",
      sortOrder: "desc",
      isActive: "true",
      search: "kdy",
    });
    expect(toBranchListQuery({ ...defaults, status: "inactive" }).isActive).toBe("false");
    expect(toBranchListQuery(defaults)).not.toHaveProperty("isActive");
    expect(hasActiveBranchFilters({ ...defaults, sortBy: "name" })).toBe(false);
    expect(hasActiveBranchFilters({ ...defaults, status: "inactive" })).toBe(true);
  });
});

describe("useBranchDetailParams", () => {
  it("pages the two embedded lists independently through the URL", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderHook(() => useBranchDetailParams(), {
      wrapper: withNuqsTestingAdapter({ hasMemory: true, searchParams: "?linksPage=3", onUrlUpdate }),
    });
    expect(result.current.pages).toEqual({ paymentsPage: 1, linksPage: 3 });

    await act(() => result.current.setPages({ paymentsPage: 2 }));
    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(result.current.pages).toEqual({ paymentsPage: 2, linksPage: 3 });
    expect(loadBranchDetailParams(update?.queryString ?? "")).toEqual({ paymentsPage: 2, linksPage: 3 });
  });
});
