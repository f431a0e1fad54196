import { describe, expect, it } from "vitest";
import { containsPattern, pageCount } from "./search";

describe("containsPattern", () => {
  it("wraps the text in wildcards", () => {
    expect(containsPattern("colombo")).toBe("%colombo%");
  });

  it("takes the caller's wildcard characters literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

describe("pageCount", () => {
  it("rounds up and gives no pages for an empty list", () => {
    expect(pageCount(0, 20)).toBe(0);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
  });
});
