import { describe, expect, it } from "vitest";
import { isUuid } from "./ids";

describe("isUuid", () => {
  it("accepts the textual form in either case", () => {
    expect(isUuid("0b5e7c1e-3f7a-4c1d-9a1e-2b7d8c9e0f11")).toBe(true);
    expect(isUuid("0B5E7C1E-3F7A-4C1D-9A1E-2B7D8C9E0F11")).toBe(true);
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      "0b5e7c1e3f7a4c1d9a1e2b7d8c9e0f11",
      "0b5e7c1e-3f7a-4c1d-9a1e-2b7d8c9e0f1",
      " 0b5e7c1e-3f7a-4c1d-9a1e-2b7d8c9e0f11",
      42,
      null,
    ]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
