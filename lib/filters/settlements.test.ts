import { describe, expect, it } from "vitest";
import { withdrawalListQuerySchema } from "@/lib/payments-api/withdrawals";
import {
  hasActiveSettlementFilters,
  loadSettlementFilters,
  type SettlementFilters,
  serializeSettlementFilters,
  settlementListQuery,
} from "./settlements";

const defaults: SettlementFilters = {
  status: null,
  startDate: null,
  endDate: null,
  sortBy: "settlement_date",
  sortOrder: "desc",
  page: 1,
  limit: 20,
};

describe("settlement list filters", () => {
  it("reads every filter of GET /v1/withdrawal/list from the URL, under the API's names", () => {
    const filters = loadSettlementFilters(
      "?status=PENDING&startDate=2026-11-01&endDate=2026-11-25&sortBy=total_gross_amount_lkr&sortOrder=asc&page=3&limit=50",
    );
    expect(filters).toEqual({
      status: "PENDING",
      startDate: "2026-11-01",
      endDate: "2026-11-25",
      sortBy: "total_gross_amount_lkr",
      sortOrder: "asc",
      page: 3,
      limit: 50,
    });
    expect(hasActiveSettlementFilters(filters)).toBe(true);
  });

  it("drops values the API would refuse instead of sending them", () => {
    const filters = loadSettlementFilters(
      "?status=PAID&startDate=2026-02-30&endDate=yesterday&sortBy=amount&sortOrder=up&page=0&limit=500",
    );
    expect(filters).toEqual(defaults);
    expect(hasActiveSettlementFilters(filters)).toBe(false);
  });

  it("asks for every status when none is chosen, and the query passes the contract's own schema", () => {
    const query = settlementListQuery(defaults);
    expect(query).toEqual({
      page: 1,
      limit: 20,
      status: "ALL",
      startDate: undefined,
      endDate: undefined,
      sortBy: "settlement_date",
      sortOrder: "desc",
    });
    expect(withdrawalListQuerySchema.safeParse(query).success).toBe(true);
    const rejected = settlementListQuery({ ...defaults, status: "REJECTED" });
    expect(rejected.status).toBe("REJECTED");
    expect(withdrawalListQuerySchema.safeParse(rejected).success).toBe(true);
  });

  it("sends a window picked the wrong way round in order", () => {
    expect(
      settlementListQuery({ ...defaults, startDate: "2026-11-20", endDate: "2026-11-02" }),
    ).toMatchObject({ startDate: "2026-11-02", endDate: "2026-11-20" });
    expect(settlementListQuery({ ...defaults, endDate: "2026-11-02" })).toMatchObject({
      startDate: undefined,
      endDate: "2026-11-02",
    });
  });

  it("serializes a view into a link that loads back to the same filters", () => {
    const filters: SettlementFilters = {
      ...defaults,
      status: "APPROVED",
      startDate: "2026-10-01",
      page: 2,
      limit: 100,
    };
    const link = serializeSettlementFilters(filters);
    expect(link).toBe("?status=APPROVED&startDate=2026-10-01&page=2&limit=100");
    expect(loadSettlementFilters(link)).toEqual(filters);
  });
});
