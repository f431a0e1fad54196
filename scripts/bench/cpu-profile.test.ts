import { describe, expect, it } from "vitest";
import { selfTimeByScript } from "./cpu-profile";

describe("selfTimeByScript", () => {
  it("sums each sample's time into its script, largest first, idle left out", () => {
    const frame = (url: string, functionName = "f") => ({ url, functionName });
    const profile = {
      nodes: [
        { id: 1, callFrame: frame("", "(root)") },
        { id: 2, callFrame: frame("http://127.0.0.1:1/_next/static/chunks/a.js") },
        { id: 3, callFrame: frame("http://127.0.0.1:1/_next/static/chunks/a.js", "g") },
        { id: 4, callFrame: frame("http://127.0.0.1:1/_next/static/chunks/b.js") },
        { id: 5, callFrame: frame("", "(idle)") },
        { id: 6, callFrame: frame("", "(program)") },
      ],
      samples: [2, 3, 4, 5, 6, 2],
      // microseconds before each sample; a sample lasts until the next one
      timeDeltas: [0, 1_000, 2_000, 4_000, 8_000, 16_000],
    };
    expect(selfTimeByScript(profile).map(({ script, ms }) => [script, ms])).toEqual([
      ["(program)", 16],
      ["b.js", 4],
      ["a.js", 3],
    ]);
  });
});
