import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  loadPaymentFilters,
  PAYMENT_PAGE_SIZES,
  type PaymentFilters,
  paymentDateRanges,
  paymentListQuery,
  serializePaymentFilters,
} from "@/lib/filters/payments";
import { day, expectUrlRoundTrip, sentQuery } from "@/lib/filters/testing/filter-properties";
import { paymentListQuerySchema } from "@/lib/payments-api/payments";
import { paymentStatuses } from "@/lib/payments-api/values";

const idText = fc.stringMatching(/^[A-Za-z0-9_-]{1,20}$/);

const filtersArbitrary: fc.Arbitrary<PaymentFilters> = fc.record({
  status: fc.option(fc.constantFrom(...paymentStatuses), { nil: null }),
  dateRange: fc.option(fc.constantFrom(...paymentDateRanges), { nil: null }),
  startDate: fc.option(day, { nil: null }),
  endDate: fc.option(day, { nil: null }),
  search: fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }),
  ids: fc.option(fc.array(idText, { minLength: 1, maxLength: 5 }), { nil: null }),
  branchId: fc.option(fc.uuid(), { nil: null }),
  page: fc.integer({ min: 1, max: 10_000 }),
  pageSize: fc.constantFrom(...PAYMENT_PAGE_SIZES),
});

describe("payment filter params", () => {
  it("survive a round trip through the URL (serialize → parse)", () => {
    expectUrlRoundTrip(filtersArbitrary, loadPaymentFilters, serializePaymentFilters);
  });

  it("parse → serialize → parse gives the same filters for a hand-written URL", () => {
    const url =
      "?status=USER_REVIEW&dateRange=custom&startDate=2026-11-01&endDate=2026-11-22&search=Nimal%20Perera&ids=pay_1,pay_2&branchId=0b6c3c1e-8f5a-4a57-9d1e-6c2f7b1d9a10&page=3&pageSize=50";
    const parsed = loadPaymentFilters(url);
    expect(parsed).toEqual({
      status: "USER_REVIEW",
      dateRange: "custom",
      startDate: "2026-11-01",
      endDate: "2026-11-22",
      search: "Nimal Perera",
      ids: ["pay_1", "pay_2"],
      branchId: "0b6c3c1e-8f5a-4a57-9d1e-6c2f7b1d9a10",
      page: 3,
      pageSize: 50,
    });
    expect(loadPaymentFilters(serializePaymentFilters(parsed))).toEqual(parsed);
  });

  it("leaves defaults out of the URL and falls back to them for values it cannot use", () => {
    expect(serializePaymentFilters({ page: 1, pageSize: 20 })).toBe("");
    expect(
      loadPaymentFilters(
        "?status=SHIPPED&dateRange=yesterday&startDate=2026-02-30&branchId=x&page=0&pageSize=7",
      ),
    ).toEqual({
      status: null,
      dateRange: null,
      startDate: null,
      endDate: null,
      search: null,
      ids: null,
      branchId: null,
      page: 1,
      pageSize: 20,
    });
  });

  it("builds an upstream query the contract accepts, with dates only for a custom range", () => {
    fc.assert(
      fc.property(filtersArbitrary, (filters) => {
        const query = paymentListQuery(filters);
        if (filters.dateRange !== "custom") {
          expect(query.startDate).toBeUndefined();
          expect(query.endDate).toBeUndefined();
        }
        const ordered = query.startDate && query.endDate && query.startDate > query.endDate;
        const result = paymentListQuerySchema.safeParse(sentQuery(query));
        // The only refusal left to the server is a custom range whose end is before its start.
        expect(result.success).toBe(!ordered);
      }),
    );
  });

  it("sends ids as one comma-separated value and trims the search", () => {
    const filters = loadPaymentFilters("?ids=a, b,,c&search=%20%20tea%20");
    expect(paymentListQuery(filters)).toMatchObject({ ids: "a,b,c", search: "tea" });
  });
});
