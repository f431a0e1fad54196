import { describe, expect, it } from "vitest";
import { queryKeys } from "./query-keys";

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));
}

describe("queryKeys", () => {
  it("nests lists and details under their resource and account, so invalidation reaches them", () => {
    const list = queryKeys.call("acc-1", "listPayments", { query: { status: "PAID" } });
    const detail = queryKeys.call("acc-1", "getPayment", { params: { id: "pay-1" } });
    for (const key of [list, detail]) {
      expect(startsWith(key, queryKeys.resource("acc-1", "payments"))).toBe(true);
      expect(startsWith(key, queryKeys.account("acc-1"))).toBe(true);
    }
    expect(startsWith(list, queryKeys.lists("acc-1", "payments"))).toBe(true);
    expect(startsWith(detail, queryKeys.lists("acc-1", "payments"))).toBe(false);
    expect(detail).toEqual(queryKeys.detail("acc-1", "payments", "pay-1"));
  });

  it("keeps accounts, resources and operations apart", () => {
    expect(startsWith(queryKeys.call("acc-2", "listPayments"), queryKeys.account("acc-1"))).toBe(false);
    expect(startsWith(queryKeys.call("acc-1", "listBranches"), queryKeys.resource("acc-1", "payments"))).toBe(
      false,
    );
    expect(queryKeys.call("a", "getLedgerReport")).not.toEqual(queryKeys.call("a", "getOfframpReport"));
  });

  it("treats unset filters like absent ones", () => {
    expect(
      queryKeys.call("a", "listPayments", { query: { status: undefined, search: "", ids: [] } }),
    ).toEqual(queryKeys.call("a", "listPayments"));
    expect(queryKeys.call("a", "listPayments", { query: { status: "PAID" } })).not.toEqual(
      queryKeys.call("a", "listPayments"),
    );
  });

  it("keeps path parameters of lists in the key", () => {
    const one = queryKeys.call("a", "listAggregatorBankAccounts", { params: { id: "u-1" } });
    const two = queryKeys.call("a", "listAggregatorBankAccounts", { params: { id: "u-2" } });
    expect(one).not.toEqual(two);
    expect(startsWith(one, queryKeys.lists("a", "offramp"))).toBe(true);
  });
});
