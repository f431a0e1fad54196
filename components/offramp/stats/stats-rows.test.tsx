import { describe, expect, it } from "vitest";
import { describeTimeSeries } from "@/components/charts";
import { RATE_SERIES, rateRows } from "./stats-rows";

describe("offramp chart rows", () => {
  it("mark today partial, so the rate's summary compares whole days only", () => {
    const days = [
      { day: "2026-11-23", rate: "300.0000", amountUsdt: "10" },
      { day: "2026-11-24", rate: "301.0000", amountUsdt: "10" },
      { day: "2026-11-25", rate: "290.0000", amountUsdt: "1" },
    ];
    const rows = rateRows(days, "2026-11-25");
    expect(rows.map((row) => row.partial ?? false)).toEqual([false, false, true]);
    const sentence = describeTimeSeries(rows, RATE_SERIES, {
      kind: "number",
      unit: "LKR per USDT",
      places: 4,
    });
    expect(sentence).toMatch(/^Effective rate rose from 300.0000 .*on 23 Nov to 301.0000 .*on 24 Nov/);
    expect(sentence).toContain("25 Nov is not over");
  });
});
