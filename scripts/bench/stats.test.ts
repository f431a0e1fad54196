import { describe, expect, it } from "vitest";
import { between, percentile, seededRandom, summarize } from "./stats";

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted on purpose
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3], 50)).toBe(2);
  });

  it("refuses empty input and out-of-range percentiles", () => {
    expect(() => percentile([], 50)).toThrow(RangeError);
    expect(() => percentile([1], 0)).toThrow(RangeError);
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it("summarizes without reordering the caller's samples", () => {
    const samples = [5, 1, 4, 2, 3];
    expect(summarize(samples)).toEqual({ count: 5, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(samples).toEqual([5, 1, 4, 2, 3]);
  });

  it("summarizes as many samples as a long run takes (no spread into a call's arguments)", () => {
    const samples = Array.from({ length: 190_000 }, (_, i) => (i * 7919) % 190_000);
    expect(summarize(samples)).toEqual({
      count: 190_000,
      p50: 94_999,
      p95: 180_499,
      p99: 188_099,
      max: 189_999,
    });
  });
});

describe("seededRandom", () => {
  it("repeats for a seed and stays in range", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 50 }, () => a());
    expect(Array.from({ length: 50 }, () => b())).toEqual(first);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBe(50);
    const r = seededRandom(7);
    for (let i = 0; i < 200; i++) {
      const n = between(r, 3, 5);
      expect(n >= 3 && n <= 5 && Number.isInteger(n)).toBe(true);
    }
  });
});
