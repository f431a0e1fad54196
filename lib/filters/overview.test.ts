import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/format";
import {
  customPeriodProblem,
  dayCount,
  loadOverviewFilters,
  periodDescription,
  previousDescription,
  resolveOverviewPeriod,
  serializeOverviewFilters,
} from "./overview";

// Wednesday 25 Nov 2026, 00:10 in Colombo (still the 24th in UTC).
const NOW = new Date("2026-11-24T18:40:00.000Z");
const none = { from: null, to: null };

describe("overview period", () => {
  it("ends the presets today in Colombo, with the previous period of the same length before", () => {
    expect(resolveOverviewPeriod({ period: "today", ...none }, NOW)).toEqual({
      period: "today",
      from: "2026-11-25",
      to: "2026-11-25",
      days: 1,
      previousFrom: "2026-11-24",
      previousTo: "2026-11-24",
    });
    expect(resolveOverviewPeriod({ period: "7d", ...none }, NOW)).toMatchObject({
      from: "2026-11-19",
      to: "2026-11-25",
      days: 7,
      previousFrom: "2026-11-12",
      previousTo: "2026-11-18",
    });
    expect(resolveOverviewPeriod({ period: "30d", ...none }, NOW)).toMatchObject({
      from: "2026-10-27",
      days: 30,
    });
    expect(resolveOverviewPeriod({ period: "90d", ...none }, NOW)).toMatchObject({
      from: "2026-08-28",
      previousFrom: "2026-05-30",
      previousTo: "2026-08-27",
    });
  });

  it("defaults to 7 days, and falls back to it from an unusable custom period", () => {
    expect(resolveOverviewPeriod({ period: null, ...none }, NOW).period).toBe("7d");
    expect(resolveOverviewPeriod({ period: "custom", from: "2026-11-20", to: null }, NOW).period).toBe("7d");
    expect(
      resolveOverviewPeriod({ period: "custom", from: "2026-11-20", to: "2026-11-01" }, NOW).period,
    ).toBe("7d");
  });

  it("takes a custom period as given, across a year's end", () => {
    expect(resolveOverviewPeriod({ period: "custom", from: "2025-12-30", to: "2026-01-02" }, NOW)).toEqual({
      period: "custom",
      from: "2025-12-30",
      to: "2026-01-02",
      days: 4,
      previousFrom: "2025-12-26",
      previousTo: "2025-12-29",
    });
  });

  it("says why a custom period cannot be shown", () => {
    expect(customPeriodProblem(null, "2026-11-01")).toBe("Choose both a first and a last day.");
    expect(customPeriodProblem("2026-11-02", "2026-11-01")).toBe("The last day is before the first day.");
    expect(customPeriodProblem("2025-01-01", "2026-01-02")).toBe("Choose at most 366 days.");
    expect(customPeriodProblem("2025-01-01", "2026-01-01")).toBeNull();
    expect(dayCount("2024-01-01", "2024-12-31")).toBe(366);
  });

  it("describes the period and what it is compared with", () => {
    const day = (d: string) => formatDate(`${d}T12:00:00+05:30`);
    expect(periodDescription(resolveOverviewPeriod({ period: "30d", ...none }, NOW), day)).toBe(
      "Last 30 days",
    );
    expect(periodDescription(resolveOverviewPeriod({ period: "today", ...none }, NOW), day)).toBe("Today");
    expect(
      periodDescription(
        resolveOverviewPeriod({ period: "custom", from: "2026-11-01", to: "2026-11-03" }, NOW),
        day,
      ),
    ).toBe("1 Nov 2026 – 3 Nov 2026");
    expect(previousDescription(resolveOverviewPeriod({ period: "7d", ...none }, NOW))).toBe(
      "the previous 7 days",
    );
    expect(previousDescription(resolveOverviewPeriod({ period: "today", ...none }, NOW))).toBe(
      "the day before",
    );
  });

  it("reads and writes the URL, dropping what does not parse", () => {
    expect(loadOverviewFilters("http://x/?period=30d&branch=NOT-A-UUID&from=2026-02-30")).toEqual({
      period: "30d",
      branch: null,
      from: null,
      to: null,
    });
    expect(
      serializeOverviewFilters({ period: "custom", from: "2026-11-01", to: "2026-11-03", branch: null }),
    ).toBe("?period=custom&from=2026-11-01&to=2026-11-03");
  });
});
