import { describe, expect, it } from "vitest";
import { actionField, actionText } from "./action-result";

describe("reading a server action's input", () => {
  it("takes strings within their length and reads anything else as missing, never throwing", () => {
    expect(actionText("abc")).toBe("abc");
    expect(actionText("x".repeat(11), 10)).toBe("");
    for (const value of [null, undefined, 5, {}, [], { toString: 1 }, ["a"], true]) {
      expect(actionText(value)).toBe("");
    }
  });

  it("reads a named field of an object input only", () => {
    expect(actionField({ accountId: "a" }, "accountId")).toBe("a");
    for (const input of [null, undefined, "accountId", ["a"], 3]) {
      expect(actionField(input, "accountId")).toBeUndefined();
    }
  });
});
