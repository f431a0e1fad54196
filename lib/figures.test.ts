import { describe, expect, it } from "vitest";
import { figureWindows } from "./figures";

describe("figureWindows", () => {
  it("starts the week on Monday in Colombo", () => {
    // Wednesday 25 Nov 2026, 10:00 Colombo.
    const windows = figureWindows(new Date("2026-11-25T04:30:00Z"));
    expect(windows.today).toMatchObject({ startDate: "2026-11-25", endDate: "2026-11-25" });
    expect(windows.week.startDate).toBe("2026-11-23");
    expect(windows.week.from.toISOString()).toBe("2026-11-22T18:30:00.000Z");
    expect(windows.today.until.toISOString()).toBe("2026-11-25T18:30:00.000Z");
  });

  it("on a Monday the week is that day; on a Sunday it began six days before", () => {
    expect(figureWindows(new Date("2026-11-23T00:00:00Z")).week.startDate).toBe("2026-11-23");
    expect(figureWindows(new Date("2026-11-29T18:00:00Z")).week.startDate).toBe("2026-11-23");
  });

  it("uses the Colombo day, not the UTC one, near midnight", () => {
    // 19:00 UTC on Sunday 29 Nov is 00:30 on Monday 30 Nov in Colombo: a new week.
    const windows = figureWindows(new Date("2026-11-29T19:00:00Z"));
    expect(windows.today.startDate).toBe("2026-11-30");
    expect(windows.week.startDate).toBe("2026-11-30");
  });
});
