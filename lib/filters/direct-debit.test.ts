import { describe, expect, it } from "vitest";
import {
  type ContractFilters,
  hasActiveContractFilters,
  loadContractFilters,
  serializeContractFilters,
  toContractListQuery,
} from "./direct-debit";

const BRANCH = "9b2f1c7e-4a33-4c1d-8f5e-2d6b7a1c0e11";
const MINE = "1c0e2d6b-7a11-4c1d-8f5e-9b2f1c7e4a33";
const defaults: ContractFilters = {
  status: null,
  branchId: null,
  currency: null,
  paymentProvider: null,
  search: null,
  page: 1,
  limit: 20,
};

describe("contract list filters", () => {
  it("reads every filter of GET /v1/direct-debit/list from the URL, under the API's names", () => {
    const filters = loadContractFilters(
      `?status=SIGNED&branchId=${BRANCH}&currency=LKR&paymentProvider=EXCHANGEA_PAY&search=tea%20club&page=3&limit=100`,
    );
    expect(filters).toEqual({
      status: "SIGNED",
      branchId: BRANCH,
      currency: "LKR",
      paymentProvider: "EXCHANGEA_PAY",
      search: "tea club",
      page: 3,
      limit: 100,
    });
    expect(hasActiveContractFilters(filters)).toBe(true);
  });

  it("drops values the API would refuse instead of sending them", () => {
    const filters = loadContractFilters(
      "?status=PAID&branchId=nope&currency=EUR&paymentProvider=BANK&page=0&limit=500",
    );
    expect(filters).toEqual(defaults);
    expect(hasActiveContractFilters(filters)).toBe(false);
    expect(toContractListQuery(filters)).toEqual({ page: 1, limit: 20 });
  });

  it("builds the upstream query with blanks left out and the search trimmed", () => {
    expect(
      toContractListQuery({ ...defaults, status: "INITIATED", search: "  TEA7  ", currency: "USDT" }),
    ).toEqual({ page: 1, limit: 20, status: "INITIATED", currency: "USDT", search: "TEA7" });
    expect(toContractListQuery({ ...defaults, search: "   " })).toEqual({ page: 1, limit: 20 });
  });

  it("always asks for the member's own branch when they are limited to one", () => {
    expect(toContractListQuery({ ...defaults, branchId: BRANCH }, MINE)).toEqual({
      page: 1,
      limit: 20,
      branchId: MINE,
    });
    expect(toContractListQuery(defaults, MINE)).toMatchObject({ branchId: MINE });
  });

  it("serializes a view into a link that loads back to the same filters", () => {
    const filters: ContractFilters = {
      ...defaults,
      status: "TERMINATED",
      search: "office",
      page: 2,
      limit: 50,
    };
    const link = serializeContractFilters(filters);
    expect(link).toBe("?status=TERMINATED&search=office&page=2&limit=50");
    expect(loadContractFilters(link)).toEqual(filters);
  });
});
