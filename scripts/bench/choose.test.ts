import { describe, expect, it } from "vitest";
import { chosen } from "./choose";

const names = ["forward", "overview", "pages", "vitals"];

describe("chosen", () => {
  it("runs every benchmark without --only, in their order", () => {
    expect(chosen([], names)).toEqual(names);
    expect(chosen(["--no-docs"], names)).toEqual(names);
  });

  it("runs only the ones named, in their own order, however they are named", () => {
    expect(chosen(["--only", "vitals"], names)).toEqual(["vitals"]);
    expect(chosen(["--only", "vitals,pages"], names)).toEqual(["pages", "vitals"]);
    expect(chosen(["--only=pages", "--only", "forward"], names)).toEqual(["forward", "pages"]);
  });

  it("refuses a name it does not know, and --only without one", () => {
    expect(() => chosen(["--only", "page"], names)).toThrow(
      "no benchmark called page; there are forward, overview, pages, vitals",
    );
    expect(() => chosen(["--only"], names)).toThrow(/needs a name/);
  });
});
