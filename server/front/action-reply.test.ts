import { describe, expect, it } from "vitest";
import { MAX_ACTION_ARGS, minimumArguments, replyProblem } from "./action-reply";

const text = (body: string, minArgs = 0) => replyProblem(new Map([[0, body]]), { minArgs });

describe("replyProblem", () => {
  it("passes what the console's pages send", () => {
    for (const body of [
      "[]",
      '[{"accountId":"a","threshold":"1,000.50"}]',
      '["$undefined","$K1"]',
      '["$$ a dollar", "$NaN", "$Infinity", "$-Infinity", "$-0", "$D2026-11-29T00:00:00.000Z", "$n123"]',
      '[{"nested":{"list":[1,2,{"deep":true}]}}]',
    ]) {
      expect(text(body), body).toBeNull();
    }
    // A form posted before JavaScript: its bound action points at its own second chunk.
    expect(
      replyProblem(
        new Map([
          [0, '{"id":"x","bound":"$@1"}'],
          [1, "[]"],
        ]),
        "any",
      ),
    ).toBeNull();
  });

  it("refuses, in words, what Next could not decode", () => {
    const cases: Array<[string, RegExp]> = [
      ['["$Q1"]', /kind of value the console's pages never send/],
      ['["$@1"]', /a part the request does not carry/],
      ['["$1"]', /kind of value/],
      ['["$h1"]', /kind of value/],
      ['["$nabc"]', /not a whole number/],
      ["not json", /not valid JSON/],
      ['{"a":1}', /must be a list/],
      [`${"[".repeat(10_000)}${"]".repeat(10_000)}`, /nest more than 32 levels/],
      ['["\\ud800"]', /lone surrogate/],
      [JSON.stringify(Array.from({ length: MAX_ACTION_ARGS + 1 }, () => 0)), /at most 8 arguments/],
    ];
    for (const [body, message] of cases) {
      const problem = text(body);
      expect(problem?.status, body.slice(0, 40)).toBe(400);
      expect(problem?.message, body.slice(0, 40)).toMatch(message);
    }
    expect(replyProblem(new Map([[1, "[]"]]), "any")?.message).toBe("The action's arguments are missing");
  });

  it("refuses fewer arguments than the action's id says it uses", () => {
    expect(text("[]", 2)?.message).toBe("This action takes 2 arguments; the request sends none");
    expect(text('["$undefined"]', 1)).toBeNull();
  });
});

describe("minimumArguments", () => {
  it("reads the used arguments from the id's first byte", () => {
    const id = (first: string) => `${first}${"a".repeat(40)}`;
    expect(minimumArguments(id("60"))).toBe(2); // arguments 0 and 1
    expect(minimumArguments(id("40"))).toBe(1);
    expect(minimumArguments(id("00"))).toBe(0);
    expect(minimumArguments(id("20"))).toBe(2); // only argument 1: argument 0 travels as a hole
    expect(minimumArguments("not an id")).toBe(0);
  });
});
