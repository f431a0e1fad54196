import { act, renderHook } from "@testing-library/react";
import { type OnUrlUpdateFunction, withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { describe, expect, it, vi } from "vitest";
import { useListFilters } from "@/data/url-filters";
import {
  hasActivePaymentLinkFilters,
  loadPaymentLinkFilterParams,
  type PaymentLinkFilters,
  paymentLinkFilters,
  serializePaymentLinkFilters,
  toPaymentLinkListQuery,
} from "@/lib/filters/payment-links";

const BRANCH = "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11";
const OTHER_BRANCH = "1c0e2d6b-7a11-4c1d-8f5e-9b2f1c7e4a33";
const defaults: PaymentLinkFilters = { search: null, branchId: null, page: 1, pageSize: 20 };

function renderFilters(searchParams: string, onUrlUpdate?: OnUrlUpdateFunction) {
  return renderHook(() => useListFilters(paymentLinkFilters), {
    wrapper: withNuqsTestingAdapter({ hasMemory: true, searchParams, onUrlUpdate }),
  });
}

describe("the payment links list's URL filters", () => {
  it("reads every filter from the URL", () => {
    const { result } = renderFilters(`?search=tea%20set&branchId=${BRANCH}&page=3&pageSize=50`);
    expect(result.current.filters).toEqual({ search: "tea set", branchId: BRANCH, page: 3, pageSize: 50 });
  });

  it("falls back to the defaults for values the API would refuse", () => {
    const { result } = renderFilters("?branchId=not-a-uuid&page=0&pageSize=7");
    expect(result.current.filters).toEqual(defaults);
  });

  it("writes a filter change to the URL, back on page 1, and the server loader reads the same filters", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderFilters("?page=4&pageSize=50", onUrlUpdate);
    await act(() => result.current.setFilters({ search: "cake", branchId: BRANCH }));

    const update = onUrlUpdate.mock.calls.at(-1)?.[0];
    expect(update?.searchParams.get("search")).toBe("cake");
    expect(update?.searchParams.get("branchId")).toBe(BRANCH);
    expect(update?.searchParams.has("page")).toBe(false);
    expect(update?.searchParams.get("pageSize")).toBe("50");
    expect(result.current.filters).toEqual({ search: "cake", branchId: BRANCH, page: 1, pageSize: 50 });
    expect(loadPaymentLinkFilterParams(update?.queryString ?? "")).toEqual(result.current.filters);
  });

  it("keeps the filters when only the page changes, and clears them all at once", async () => {
    const onUrlUpdate = vi.fn<OnUrlUpdateFunction>();
    const { result } = renderFilters(`?search=tea&branchId=${BRANCH}`, onUrlUpdate);
    await act(() => result.current.setFilters({ page: 3 }));
    expect(result.current.filters).toEqual({ ...defaults, search: "tea", branchId: BRANCH, page: 3 });

    await act(() => result.current.clearFilters());
    expect(result.current.filters).toEqual(defaults);
    expect(onUrlUpdate.mock.calls.at(-1)?.[0].queryString).toBe("");
  });

  it("serializes filters into a link that loads back to the same filters", () => {
    const filters: PaymentLinkFilters = { search: "gift card", branchId: BRANCH, page: 2, pageSize: 100 };
    const href = serializePaymentLinkFilters("/accounts/a/payment-links", filters);
    expect(href.startsWith("/accounts/a/payment-links?")).toBe(true);
    expect(loadPaymentLinkFilterParams(href.slice(href.indexOf("?")))).toEqual(filters);
  });
});

describe("toPaymentLinkListQuery", () => {
  it("sends only the filters that are set, the search trimmed", () => {
    expect(toPaymentLinkListQuery({ search: "  tea ", branchId: null, page: 2, pageSize: 10 })).toEqual({
      page: 2,
      pageSize: 10,
      search: "tea",
    });
    expect(hasActivePaymentLinkFilters({ ...defaults, search: "  " })).toBe(false);
    expect(hasActivePaymentLinkFilters({ ...defaults, branchId: BRANCH })).toBe(true);
  });

  it("always asks for the member's own branch when they are scoped to one", () => {
    const filters: PaymentLinkFilters = { ...defaults, branchId: OTHER_BRANCH };
    expect(toPaymentLinkListQuery(filters, BRANCH)).toEqual({ page: 1, pageSize: 20, branchId: BRANCH });
  });
});
