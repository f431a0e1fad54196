import { describe, expect, it } from "vitest";
import { sortOptions } from "./sort-filter";

describe("sortOptions", () => {
  it("offers every column both ways, descending first, in words", () => {
    const options = sortOptions(["created_at", "amount_lkr"] as const, {
      created_at: { label: "Created", descFirst: "newest", ascFirst: "oldest" },
      amount_lkr: { label: "Amount (LKR)", descFirst: "largest", ascFirst: "smallest" },
    });
    expect(options.map((option) => [option.value, option.label])).toEqual([
      ["created_at:desc", "Created, newest first"],
      ["created_at:asc", "Created, oldest first"],
      ["amount_lkr:desc", "Amount (LKR), largest first"],
      ["amount_lkr:asc", "Amount (LKR), smallest first"],
    ]);
    expect(options[3]).toMatchObject({ sortBy: "amount_lkr", sortOrder: "asc" });
  });
});
