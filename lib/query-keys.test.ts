import { describe, expect, it } from "vitest";
import { queryKeys } from "./query-keys";

function startsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, index) => JSON.stringify(key[index]) === JSON.stringify(part));
}

describe("queryKeys", () => {
  it("nests lists and details under their resource and account, so invalidation reaches them", () => {
    const list = queryKeys.list("acc-1", "payments", { status: "PAID" });
    const detail = queryKeys.detail("acc-1", "payments", "pay-1");
    for (const key of [list, detail]) {
      expect(startsWith(key, queryKeys.resource("acc-1", "payments"))).toBe(true);
      expect(startsWith(key, queryKeys.account("acc-1"))).toBe(true);
    }
    expect(startsWith(list, queryKeys.lists("acc-1", "payments"))).toBe(true);
    expect(startsWith(detail, queryKeys.lists("acc-1", "payments"))).toBe(false);
  });

  it("keeps accounts and resources apart", () => {
    expect(startsWith(queryKeys.list("acc-2", "payments"), queryKeys.account("acc-1"))).toBe(false);
    expect(startsWith(queryKeys.list("acc-1", "branches"), queryKeys.resource("acc-1", "payments"))).toBe(
      false,
    );
  });

  it("treats unset filters like absent ones", () => {
    expect(queryKeys.list("a", "payments", { status: undefined, search: "", ids: [] })).toEqual(
      queryKeys.list("a", "payments"),
    );
    expect(queryKeys.list("a", "payments", { status: "PAID" })).not.toEqual(queryKeys.list("a", "payments"));
  });
});
