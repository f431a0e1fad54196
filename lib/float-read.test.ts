import { describe, expect, it } from "vitest";
import { chartWindow, checkChartWindow } from "./float-read";

describe("chartWindow", () => {
  it("keeps a full window as given", () => {
    expect(chartWindow("2026-11-01", "2026-11-10", "2026-11-25")).toEqual({
      from: "2026-11-01",
      to: "2026-11-10",
    });
  });
  it("fills a missing start with 30 days and a missing end with today", () => {
    expect(chartWindow(null, null, "2026-11-25")).toEqual({ from: "2026-10-27", to: "2026-11-25" });
    expect(chartWindow(null, "2026-11-10", "2026-11-25")).toEqual({ from: "2026-10-12", to: "2026-11-10" });
    expect(chartWindow("2026-11-20", null, "2026-11-25")).toEqual({ from: "2026-11-20", to: "2026-11-25" });
  });
  it("refuses backwards, unreal and over-long windows", () => {
    expect(chartWindow("2026-11-10", "2026-11-01", "2026-11-25")).toBeNull();
    expect(chartWindow("2026-02-30", "2026-03-01", "2026-11-25")).toBeNull();
    expect(chartWindow("2025-01-01", "2026-11-01", "2026-11-25")).toBeNull();
    expect(chartWindow("2025-11-01", "2026-11-01", "2026-11-25")).toEqual({
      from: "2025-11-01",
      to: "2026-11-01",
    });
  });
  it("says in words why impossible days make no window, without computing with them", () => {
    for (const [start, end] of [
      [null, "0000-01-01"],
      [null, "2026-02-30"],
      ["9999-12-31", null],
      ["2999-12-31", "9999-12-31"],
      ["1969-12-31", "1970-01-02"],
    ] as const) {
      const checked = checkChartWindow(start, end, "2026-11-25");
      expect(checked, `${start} → ${end}`).toMatchObject({ ok: false });
      if (!checked.ok) expect(checked.message).toMatch(/^The (start|end) date must be a calendar day/);
    }
    expect(checkChartWindow("2026-11-10", "2026-11-01", "2026-11-25")).toEqual({
      ok: false,
      message: "The start date comes after the end date",
    });
    expect(checkChartWindow("2999-12-31", null, "2026-11-25")).toEqual({
      ok: true,
      from: "2999-12-31",
      to: "2999-12-31",
    });
  });
});
