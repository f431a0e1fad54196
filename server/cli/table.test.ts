import { describe, expect, it } from "vitest";
import { formatTable } from "./table";

describe("formatTable", () => {
  it("aligns columns and marks empty cells", () => {
    expect(
      formatTable(
        ["ID", "NAME", "NOTE"],
        [
          ["1", "Tea shop", ""],
          ["22", "Café", "x"],
        ],
      ),
    ).toBe(["ID  NAME      NOTE", "1   Tea shop  -", "22  Café      x"].join("\n"));
  });
});
