import { describe, expect, it } from "vitest";
import { columnSorting, sortFromColumns, sortOptions } from "./sorting";

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

describe("column sorting", () => {
  it("shows the URL's sort on its column and writes a header's sort back", () => {
    expect(columnSorting({ sortBy: "name", sortOrder: "asc" })).toEqual([{ id: "name", desc: false }]);
    expect(sortFromColumns(["name", "code"], [{ id: "code", desc: true }])).toEqual({
      sortBy: "code",
      sortOrder: "desc",
    });
  });

  it("goes back to the default order for no sort, or a column the API does not sort by", () => {
    expect(sortFromColumns(["name"], [])).toEqual({ sortBy: null, sortOrder: null });
    expect(sortFromColumns(["name"], [{ id: "city", desc: false }])).toEqual({
      sortBy: null,
      sortOrder: null,
    });
  });
});
