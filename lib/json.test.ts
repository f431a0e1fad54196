import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonDepth, parseJsonLimited, unstorableText } from "./json";

describe("jsonDepth", () => {
  it("counts nesting of objects and arrays, not brackets inside strings", () => {
    expect(jsonDepth("1")).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":2}]}')).toBe(3);
    expect(jsonDepth('{"a":"[[[[{{{{"}')).toBe(1);
    expect(jsonDepth('{"a":"\\"[[["}')).toBe(1);
  });

  it("agrees with the structure of any JSON value", () => {
    const depthOf = (value: unknown): number =>
      typeof value === "object" && value !== null
        ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
        : 0;
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 6 }),
        (value) => jsonDepth(JSON.stringify(value)) === depthOf(value),
      ),
      {
        numRuns: 200,
      },
    );
  });
});

describe("parseJsonLimited", () => {
  it("refuses a 100,000-deep body without recursing into it", () => {
    const deep = `${"[".repeat(100_000)}${"]".repeat(100_000)}`;
    expect(parseJsonLimited(deep)).toEqual({ ok: false, reason: "too_deep" });
    expect(parseJsonLimited('{"a":')).toEqual({ ok: false, reason: "invalid" });
    expect(parseJsonLimited('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
  });
});

describe("unstorableText", () => {
  it("finds the first NUL or lone surrogate, in a key or a value, with its path", () => {
    expect(unstorableText({ goods: [{ name: "ok" }, { name: "a\u0000" }] })).toEqual({
      path: ["goods", 1, "name"],
      problem: "nul",
    });
    expect(unstorableText(JSON.parse('{"a":{"b\\ud800":1}}'))).toEqual({
      path: ["a", "b\ud800"],
      problem: "lone_surrogate",
    });
    expect(unstorableText(JSON.parse('["x",{"y":"\\udfff tail"}]'))).toEqual({
      path: [1, "y"],
      problem: "lone_surrogate",
    });
  });

  it("takes paired surrogates (one character) and everything else", () => {
    expect(unstorableText(JSON.parse('{"tea":"\\ud83c\\udf75","n":[1,null,true]}'))).toBeNull();
    expect(unstorableText("plain")).toBeNull();
  });
});
