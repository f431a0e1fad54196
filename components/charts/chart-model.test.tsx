import { describe, expect, it } from "vitest";
import {
  type ChartRow,
  type ChartSeries,
  chartCsv,
  chartTable,
  compareText,
  csvFileName,
  dailyRows,
  dayLabel,
  daysBetween,
  describeCategories,
  describeTimeSeries,
  drawingNumber,
  drawingRows,
  fixedText,
  formatChartValue,
  formatTick,
  isEmptyChart,
  seriesTotal,
  unitLabel,
} from "./chart-model";

const USDT = { kind: "money", currency: "USDT" } as const;
const LKR = { kind: "money", currency: "LKR" } as const;
const PAYMENTS = { kind: "count", noun: ["payment", "payments"] } as const;
const paid: ChartSeries[] = [{ key: "paid", label: "Paid volume" }];

function days(values: Array<string | null>, start = "2026-11-20"): ChartRow[] {
  return daysBetween(start, "2026-12-31")
    .slice(0, values.length)
    .map((day, i) => ({ key: day, label: dayLabel(day), values: { paid: values[i] } }));
}

describe("values in words", () => {
  it("writes money with its currency, exact, counts with their noun, percents and days", () => {
    expect(formatChartValue(USDT, "1234.5")).toBe("USDT 1,234.50");
    expect(formatChartValue(USDT, "0.123456")).toBe("USDT 0.123456");
    expect(formatChartValue(LKR, "340.5")).toBe("LKR 340.50");
    expect(formatChartValue(PAYMENTS, "1")).toBe("1 payment");
    expect(formatChartValue(PAYMENTS, "1204")).toBe("1,204 payments");
    expect(formatChartValue({ kind: "percent" }, "45.55")).toBe("45.6 %");
    expect(formatChartValue({ kind: "percent" }, "50")).toBe("50 %");
    expect(formatChartValue({ kind: "days" }, "1")).toBe("1 day");
    expect(formatChartValue({ kind: "days" }, "12.25")).toBe("12.3 days");
    expect(formatChartValue(USDT, null)).toBe("no value");
    const rate = { kind: "number", unit: "LKR per USDT", places: 2 } as const;
    expect(formatChartValue(rate, "301.125")).toBe("301.13 LKR per USDT");
    expect(formatChartValue({ kind: "number", unit: "minutes", places: 0 }, "1234.4")).toBe("1,234 minutes");
    expect(unitLabel(rate)).toBe("LKR per USDT");
  });

  it("names the unit for axes and headers", () => {
    expect(unitLabel(USDT)).toBe("USDT");
    expect(unitLabel(PAYMENTS)).toBe("payments");
    expect(unitLabel({ kind: "percent" })).toBe("%");
  });

  it("rounds and compares decimal text exactly", () => {
    expect(fixedText("0.0000005", 6)).toBe("0.000001");
    expect(fixedText("1.005", 2)).toBe("1.01");
    expect(fixedText("-0.001", 2)).toBe("0.00");
    expect(fixedText("12.5", 6)).toBe("12.500000");
    expect(compareText("0.1", "0.10")).toBe(0);
    expect(compareText("340.5", "1e2")).toBe(1);
    expect(compareText("-1", "0.000001")).toBe(-1);
  });

  it("shortens axis ticks", () => {
    expect(formatTick(0)).toBe("0");
    expect(formatTick(340)).toBe("340");
    expect(formatTick(1500)).toBe("1.5k");
    expect(formatTick(2_000_000)).toBe("2M");
    expect(formatTick(0.5)).toBe("0.5");
    // A quarter step reads as it is: 2.25M is not 2.3M.
    expect(formatTick(2_250_000)).toBe("2.25M");
    expect(formatTick(1_250)).toBe("1.25k");
    expect(formatTick(12_500_000_000)).toBe("12.5B");
  });
});

describe("rows", () => {
  it("lists every Colombo day of a window, across a month's end", () => {
    expect(daysBetween("2026-11-29", "2026-12-02")).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
    expect(daysBetween("2026-11-29", "2026-11-28")).toEqual([]);
    expect(dayLabel("2026-12-01")).toBe("1 Dec");
  });

  it("fills quiet days with zero so the series has every day", () => {
    const rows = dailyRows(
      "2026-11-20",
      "2026-11-22",
      ["usdt", "lkr"],
      new Map([["2026-11-21", { usdt: "12.5" }]]),
    );
    expect(rows.map((r) => r.key)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22"]);
    expect(rows[0]?.values).toEqual({ usdt: "0", lkr: "0" });
    expect(rows[1]?.values).toEqual({ usdt: "12.5", lkr: "0" });
    expect(rows[1]?.label).toBe("21 Nov");
  });

  it("gives recharts numbers only to draw, and nothing where a value is missing", () => {
    expect(["120.5", null, undefined, "-3", "0.000001"].map(drawingNumber)).toEqual([
      120.5,
      null,
      null,
      -3,
      0.000001,
    ]);
    // Series keys with dots or the name "label" never clash with the row's label or read as paths.
    const series = [
      { key: "a.b", label: "A" },
      { key: "label", label: "B" },
    ];
    const rows = [{ key: "2026-11-20", label: "20 Nov", values: { "a.b": "120.5", label: null } }];
    expect(drawingRows(rows, series)).toEqual([{ label: "20 Nov", s0: 120.5, s1: null }]);
  });

  it("sums exactly, with no float error", () => {
    expect(seriesTotal(days(["0.1", "0.2", "0.000001"]), "paid", USDT)).toBe("0.300001");
    expect(seriesTotal(days(["0.1", "0.2"]), "paid")).toBe("0.3");
  });

  it("is empty when no value differs from zero", () => {
    expect(isEmptyChart(days(["0", null, "0.00"]), paid)).toBe(true);
    expect(isEmptyChart(days(["0", "0.000001"]), paid)).toBe(false);
    expect(isEmptyChart([], paid)).toBe(true);
  });
});

describe("summaries", () => {
  it("says how a series moved over the period, with the total", () => {
    const rows = days(["120", "0", "340.5"]);
    expect(describeTimeSeries(rows, paid, USDT)).toBe(
      "Paid volume rose from 120.00 USDT on 20 Nov to 340.50 USDT on 22 Nov over 3 days (total 460.50 USDT).",
    );
  });

  it("says fell, stayed, one day, and no data", () => {
    expect(describeTimeSeries(days(["5", "2"]), [{ key: "paid", label: "Paid" }], PAYMENTS)).toBe(
      "Paid fell from 5 payments on 20 Nov to 2 payments on 21 Nov over 2 days (total 7 payments).",
    );
    expect(describeTimeSeries(days(["3", "3"]), paid, USDT)).toBe(
      "Paid volume stayed at 3.00 USDT from 20 Nov to 21 Nov over 2 days (total 6.00 USDT).",
    );
    expect(describeTimeSeries(days(["3"]), paid, USDT)).toBe(
      "Paid volume was 3.00 USDT on 20 Nov (total 3.00 USDT).",
    );
    expect(describeTimeSeries(days([null, null]), paid, USDT)).toBe(
      "Paid volume: not known yet over 2 days.",
    );
    expect(describeTimeSeries([], paid, USDT)).toBe("No data in this period.");
  });

  it("describes each of several series", () => {
    const rows: ChartRow[] = [
      { key: "2026-11-20", label: "20 Nov", values: { a: "1", b: "4" } },
      { key: "2026-11-21", label: "21 Nov", values: { a: "2", b: "1" } },
    ];
    const text = describeTimeSeries(
      rows,
      [
        { key: "a", label: "Paid" },
        { key: "b", label: "Expired" },
      ],
      { kind: "percent" },
    );
    expect(text).toBe(
      "Paid rose from 1 % on 20 Nov to 2 % on 21 Nov over 2 days. Expired fell from 4 % on 20 Nov to 1 % on 21 Nov over 2 days.",
    );
  });

  it("compares whole days only: today's value so far is told apart", () => {
    const rows = days(["0", "120", "10250.5"]).map((row, i) => (i === 2 ? { ...row, partial: true } : row));
    expect(describeTimeSeries(rows, paid, USDT)).toBe(
      "Paid volume rose from 0.00 USDT on 20 Nov to 120.00 USDT on 21 Nov over 3 days (total 10,370.50 USDT). 22 Nov is not over: 10,250.50 USDT so far.",
    );
    const todayOnly = days(["4"]).map((row) => ({ ...row, partial: true }));
    expect(describeTimeSeries(todayOnly, paid, USDT)).toBe("Paid volume was 4.00 USDT so far on 20 Nov.");
  });

  it("never reads a day without a value as zero: it is counted as not known", () => {
    expect(describeTimeSeries(days([null, "5", "7"]), paid, USDT)).toBe(
      "Paid volume rose from 5.00 USDT on 21 Nov to 7.00 USDT on 22 Nov over 3 days (total of the known days 12.00 USDT). 1 day is not known yet.",
    );
  });

  it("names categories largest first, and how many more there are", () => {
    const rows: ChartRow[] = ["10", "300", "120", "5", "7", "1"].map((v, i) => ({
      key: `b${i}`,
      label: `Branch ${i}`,
      values: { paid: v },
    }));
    expect(describeCategories(rows, paid, USDT, 3)).toBe(
      "Paid volume, largest first: Branch 1: 300.00 USDT; Branch 2: 120.00 USDT; Branch 0: 10.00 USDT, and 3 more.",
    );
    expect(describeCategories([], paid, USDT)).toBe("No data in this period.");
  });
});

describe("the numbers behind a chart", () => {
  const rows: ChartRow[] = [
    { key: "2026-11-20", label: "20 Nov", values: { usdt: "120.5", lkr: "36150" } },
    { key: "2026-11-21", label: "21 Nov", values: { usdt: "0.000001", lkr: null } },
  ];
  const series: ChartSeries[] = [
    { key: "usdt", label: "Paid" },
    { key: "lkr", label: "Paid, LKR" },
  ];

  it("builds a table with exact values in words", () => {
    expect(chartTable(rows, series, USDT, "Day")).toEqual({
      header: ["Day", "Paid (USDT)", "Paid, LKR (USDT)"],
      body: [
        ["20 Nov", "USDT 120.50", "USDT 36,150.00"],
        ["21 Nov", "USDT 0.000001", "no value"],
      ],
    });
  });

  it("writes CSV with the ISO day and fixed decimals, empty cells for missing values", () => {
    expect(chartCsv(rows, series, USDT, "Day")).toBe(
      'Day,Paid (USDT),"Paid, LKR (USDT)"\r\n2026-11-20,120.500000,36150.000000\r\n2026-11-21,0.000001,\r\n',
    );
    expect(chartCsv(rows.slice(0, 1), series.slice(0, 1), PAYMENTS, "Day")).toBe(
      "Day,Paid (payments)\r\n2026-11-20,120.5\r\n",
    );
  });

  it("guards the CSV against formulas in category names", () => {
    const csv = chartCsv(
      [{ key: "=cmd()", label: "=cmd()", values: { paid: "1" } }],
      paid,
      PAYMENTS,
      "Branch",
    );
    expect(csv).toContain("'=cmd()");
  });

  it("names the file from the title and period", () => {
    expect(csvFileName("Paid volume per day", "2026-11-20 to 2026-11-26")).toBe(
      "paid-volume-per-day-2026-11-20-to-2026-11-26.csv",
    );
    expect(csvFileName("!!!")).toBe("chart.csv");
  });
});
