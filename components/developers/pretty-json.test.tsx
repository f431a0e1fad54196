import { describe, expect, it } from "vitest";
import { prettyJson } from "./pretty-json";
import { retryScheduleInWords } from "./retry-schedule";

describe("prettyJson", () => {
  it("indents without reordering keys or touching numbers and strings", () => {
    const raw =
      '{"status":"PAID","10":1,"amount":12.500000,"nested":{"a":[1,{"b":"x, y: {z}"}],"e":{},"f":[]}}';
    expect(prettyJson(raw)).toBe(
      [
        "{",
        '  "status": "PAID",',
        '  "10": 1,',
        '  "amount": 12.500000,',
        '  "nested": {',
        '    "a": [',
        "      1,",
        "      {",
        '        "b": "x, y: {z}"',
        "      }",
        "    ],",
        '    "e": {},',
        '    "f": []',
        "  }",
        "}",
      ].join("\n"),
    );
  });

  it("keeps escaped quotes inside strings and returns a text that is not JSON as it is", () => {
    expect(prettyJson('{"a":"say \\"hi\\", {ok}"}')).toBe('{\n  "a": "say \\"hi\\", {ok}"\n}');
    expect(prettyJson("not json {")).toBe("not json {");
  });
});

describe("retryScheduleInWords", () => {
  it("reads the service's schedule", () => {
    expect(retryScheduleInWords([0, 1, 2, 4, 8], 5)).toBe(
      "Up to 5 attempts: the first at once, then 1, 2, 4 and 8 minutes after the one before (15 minutes in all).",
    );
    expect(retryScheduleInWords([0], 1)).toBe("Up to 1 attempt: the first at once.");
  });
});
