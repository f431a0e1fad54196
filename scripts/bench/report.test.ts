import { describe, expect, it } from "vitest";
import { markdownTable, replaceSection, whenAndWhere } from "./report";

const doc = [
  "# Performance",
  "Words stay.",
  "<!-- bench:pages:start -->",
  "old figures",
  "<!-- bench:pages:end -->",
  "More words.",
  "<!-- bench:vitals:start -->",
  "<!-- bench:vitals:end -->",
].join("\n");

describe("replaceSection", () => {
  it("replaces one benchmark's figures and leaves the words and the other figures as they were", () => {
    const next = replaceSection(doc, "vitals", "| a |\n");
    expect(next).toBe(doc.replace("<!-- bench:vitals:start -->\n", "<!-- bench:vitals:start -->\n| a |\n"));
    const again = replaceSection(next, "pages", "new figures");
    expect(again).toContain("<!-- bench:pages:start -->\nnew figures\n<!-- bench:pages:end -->");
    expect(again).not.toContain("old figures");
    expect(again).toContain("| a |");
    expect(again.startsWith("# Performance\nWords stay.\n")).toBe(true);
    expect(again.endsWith("More words.\n<!-- bench:vitals:start -->\n| a |\n<!-- bench:vitals:end -->")).toBe(
      true,
    );
  });

  it("refuses a document without the benchmark's markers, or with them twice", () => {
    expect(() => replaceSection(doc, "forward", "x")).toThrow(/no <!-- bench:forward:start -->/);
    expect(() => replaceSection(`${doc}\n<!-- bench:pages:start -->`, "pages", "x")).toThrow(/twice/);
  });
});

describe("markdownTable", () => {
  it("writes a header, an alignment rule and escaped cells", () => {
    expect(markdownTable(["page", "LCP (ms)"], [["a|b", "1,200"]], [false, true])).toBe(
      "| page | LCP (ms) |\n| --- | ---: |\n| a\\|b | 1,200 |",
    );
  });
});

describe("whenAndWhere", () => {
  it("states the time in UTC, the CPUs and the load at both ends", () => {
    const line = whenAndWhere(
      new Date("2026-11-29T07:41:09Z"),
      { cpus: 2, load: [1.2, 1, 0.5] },
      { cpus: 2, load: [1.856, 1, 0.5] },
    );
    expect(line).toBe(
      "Run 2026-11-29 07:41 UTC on 2 CPUs; machine load 1.20 at the start, 1.86 at the end (1-minute average; 2 is every CPU busy).",
    );
  });
});
