import { describe, expect, it } from "vitest";
import { payoutsFrom, resolveWindow, windowWords } from "./reconciliation-report";

// 25 Nov 2026 at 20:00 UTC is already 26 Nov in Colombo.
const now = new Date("2026-11-25T20:00:00.000Z");

describe("resolveWindow", () => {
  it("ends the window today in Colombo unless told otherwise, and keeps no first day as the whole history", () => {
    expect(resolveWindow({ from: null, to: null }, now)).toEqual({
      from: null,
      to: "2026-11-26",
      problem: null,
    });
    expect(resolveWindow({ from: "2026-11-01", to: "2026-11-30" }, new Date("2026-12-02T00:00:00Z"))).toEqual(
      {
        from: "2026-11-01",
        to: "2026-11-30",
        problem: null,
      },
    );
  });

  it("names a window that ends before it starts, runs past today, or holds more than a year", () => {
    expect(resolveWindow({ from: "2026-11-20", to: "2026-11-10" }, now).problem).toBe("from-after-to");
    expect(resolveWindow({ from: null, to: "2026-11-27" }, now).problem).toBe("to-in-future");
    expect(resolveWindow({ from: "2025-11-24", to: "2026-11-25" }, now).problem).toBe("too-long");
    expect(resolveWindow({ from: "2025-11-25", to: "2026-11-25" }, now).problem).toBeNull();
  });
});

describe("the window's edges and words", () => {
  it("reads payouts from three days before the window", () => {
    expect(payoutsFrom("2026-11-01")).toBe("2026-10-29");
    expect(payoutsFrom(null)).toBeNull();
  });

  it("says the window in days a person reads", () => {
    expect(windowWords({ from: "2026-11-01", to: "2026-11-30" })).toBe("1 Nov 2026 – 30 Nov 2026");
    expect(windowWords({ from: null, to: "2026-11-30" })).toBe("Since the first entry – 30 Nov 2026");
  });
});
