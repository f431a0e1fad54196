import { describe, expect, it } from "vitest";
import { thrown } from "@/lib/testing/thrown";
import { nulPath, parseJsonObject } from "./body";
import { ApiError } from "./errors";

describe("parseJsonObject", () => {
  it("takes an empty body as {} and refuses anything but a JSON object", () => {
    expect(parseJsonObject("  ")).toEqual({});
    expect(() => parseJsonObject("[1]")).toThrow("Request body must be a JSON object");
    expect(() => parseJsonObject("{")).toThrow("Request body must be valid JSON");
  });

  it("refuses more than 32 levels before parsing, and takes 32", () => {
    const nest = (levels: number) => `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`;
    expect(() => parseJsonObject(nest(33))).toThrow("nests more than 32 levels");
    expect(() => parseJsonObject(nest(100_000))).toThrow("nests more than 32 levels");
    expect(parseJsonObject(nest(32))).toHaveProperty("a");
  });

  it("names the field that holds a NUL character", () => {
    expect(nulPath({ goods: [{ name: "ok" }, { name: "a\u0000" }] })).toEqual(["goods", 1, "name"]);
    expect(nulPath({ "k\u0000": 1 })).toEqual(["k\u0000"]);
    expect(nulPath({ a: ["x", 1, null, { b: true }] })).toBeNull();
    expect(
      thrown(ApiError, () => parseJsonObject('{"customerBilling":{"city":"Kandy\\u0000"}}')),
    ).toMatchObject({
      status: 400,
      details: [{ field: "customerBilling.city", constraint: "noNulCharacters" }],
    });
  });

  it("names the field that holds a lone surrogate instead of storing U+FFFD", () => {
    expect(thrown(ApiError, () => parseJsonObject('{"goods":[{"name":"tea \\ud83c"}]}'))).toMatchObject({
      status: 400,
      details: [{ field: "goods[0].name", constraint: "wellFormedText" }],
    });
    // A pair is one character, and stays.
    expect(parseJsonObject('{"name":"tea \\ud83c\\udf75"}')).toEqual({ name: "tea \u{1f375}" });
  });
});
