import { describe, expect, it } from "vitest";
import { chartWindow } from "./float-read";

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
});
