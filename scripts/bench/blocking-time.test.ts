import { describe, expect, it } from "vitest";
import { isQuiet, totalBlockingTime } from "./blocking-time";

describe("totalBlockingTime", () => {
  it("counts the part of each long task beyond 50 ms, after first contentful paint", () => {
    const tasks = [
      { start: 100, duration: 300 }, // ends before the paint at 500: not counted
      { start: 600, duration: 120 }, // 70 ms blocking
      { start: 900, duration: 50 }, // exactly 50 ms: nothing
      { start: 1_000, duration: 51 }, // 1 ms
    ];
    expect(totalBlockingTime(tasks, 500)).toBe(71);
  });

  it("counts a task that straddles the paint from the paint on, as Lighthouse does", () => {
    expect(totalBlockingTime([{ start: 400, duration: 200 }], 500)).toBe(50);
    expect(totalBlockingTime([{ start: 400, duration: 140 }], 500)).toBe(0);
  });

  it("is zero without long tasks", () => {
    expect(totalBlockingTime([], 500)).toBe(0);
  });
});

describe("isQuiet", () => {
  it("waits five seconds after the end of the last long task", () => {
    const tasks = [{ start: 1_000, duration: 400 }];
    expect(isQuiet(tasks, 6_399)).toBe(false);
    expect(isQuiet(tasks, 6_400)).toBe(true);
    expect(isQuiet([], 4_999)).toBe(false);
    expect(isQuiet([], 4_999, -1)).toBe(true);
  });
});
