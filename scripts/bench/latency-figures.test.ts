import { describe, expect, it } from "vitest";
import { latencyCells, latencyLog } from "./latency-figures";
import { summarize } from "./stats";

const s = summarize([1, 2, 3, 4, 100]);

describe("latencyCells", () => {
  it("gives count, percentiles, max and the ratio of p95 to the target, p99 only when asked", () => {
    expect(latencyCells(s, 50, { p99: false })).toEqual([
      "5",
      s.p50.toFixed(1),
      s.p95.toFixed(1),
      "100.0",
      (s.p95 / 50).toFixed(2),
    ]);
    expect(latencyCells(s, 50, { p99: true })).toEqual([
      "5",
      s.p50.toFixed(1),
      s.p95.toFixed(1),
      s.p99.toFixed(1),
      "100.0",
      (s.p95 / 50).toFixed(2),
    ]);
  });
});

describe("latencyLog", () => {
  it("lines the milliseconds up and names each figure", () => {
    expect(latencyLog(s, { p99: false })).toBe(
      `n=5  p50 ${s.p50.toFixed(1).padStart(7)} ms  p95 ${s.p95.toFixed(1).padStart(7)} ms  max   100.0 ms`,
    );
    expect(latencyLog(s, { p99: true })).toContain(`p99 ${s.p99.toFixed(1).padStart(7)} ms  max`);
  });
});
