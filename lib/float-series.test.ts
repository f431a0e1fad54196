import { describe, expect, it } from "vitest";
import { daysOf, floatDailySeries, floatTotals, type LedgerRowFacts, lastDays } from "./float-series";

let seq = 0;
function row(
  type: LedgerRowFacts["type"],
  amountLkr: number,
  balanceAfter: number,
  createdAt: string,
): LedgerRowFacts {
  seq += 1;
  return { id: `e${seq}`, type, amountLkr, balanceAfter, createdAt };
}

describe("floatDailySeries", () => {
  it("sums credits, payouts and refunds per Colombo day and closes each day on the last balanceAfter", () => {
    const rows = [
      row("CREDIT", 1_000_000, 1_000_000, "2026-11-01T04:00:00.000Z"),
      row("DEBIT", 25_000.5, 974_999.5, "2026-11-01T10:00:00.000Z"),
      // 19:00Z is 00:30 the next day in Colombo.
      row("DEBIT", 10_000.25, 964_999.25, "2026-11-01T19:00:00.000Z"),
      row("REFUND", 10_000.25, 974_999.5, "2026-11-02T08:00:00.000Z"),
    ];
    const days = floatDailySeries(rows, { from: "2026-10-31", to: "2026-11-03" });
    expect(days).toEqual([
      { day: "2026-10-31", credits: "0.00", payouts: "0.00", refunds: "0.00", closingBalance: "0.00" },
      {
        day: "2026-11-01",
        credits: "1000000.00",
        payouts: "25000.50",
        refunds: "0.00",
        closingBalance: "974999.50",
      },
      {
        day: "2026-11-02",
        credits: "0.00",
        payouts: "10000.25",
        refunds: "10000.25",
        closingBalance: "974999.50",
      },
      { day: "2026-11-03", credits: "0.00", payouts: "0.00", refunds: "0.00", closingBalance: "974999.50" },
    ]);
  });

  it("orders rows by time whatever order the report gave them in (a descending report)", () => {
    const rows = [
      row("DEBIT", 100, 400, "2026-11-05T06:00:00.000Z"),
      row("DEBIT", 500, 500, "2026-11-05T05:00:00.000Z"),
    ];
    const [day] = floatDailySeries(rows, { from: "2026-11-05", to: "2026-11-05" });
    expect(day?.closingBalance).toBe("400.00");
    expect(day?.payouts).toBe("600.00");
  });

  it("starts a quiet window on the balance before its first entry, and ignores rows outside it", () => {
    const rows = [
      row("DEBIT", 999, 1, "2026-10-20T06:00:00.000Z"),
      row("DEBIT", 300, 700, "2026-11-03T06:00:00.000Z"),
    ];
    const days = floatDailySeries(rows, { from: "2026-11-02", to: "2026-11-03" });
    expect(days.map((d) => d.closingBalance)).toEqual(["1000.00", "700.00"]);
    expect(days.map((d) => d.payouts)).toEqual(["0.00", "300.00"]);
  });

  it("knows no balance without rows", () => {
    const days = floatDailySeries([], { from: "2026-11-01", to: "2026-11-02" });
    expect(days.map((d) => d.closingBalance)).toEqual([null, null]);
    expect(floatTotals(days)).toEqual({
      credits: "0.00",
      payouts: "0.00",
      refunds: "0.00",
      firstBalance: null,
      lastBalance: null,
    });
  });

  it("adds amounts exactly (no float drift)", () => {
    const rows = Array.from({ length: 10 }, (_, i) =>
      row("DEBIT", 0.1, 100 - 0.1 * (i + 1), `2026-11-01T0${i}:00:00.000Z`),
    );
    const [day] = floatDailySeries(rows, { from: "2026-11-01", to: "2026-11-01" });
    expect(day?.payouts).toBe("1.00");
  });
});

describe("floatTotals", () => {
  it("totals the window and names its first and last balances", () => {
    const days = floatDailySeries(
      [
        row("CREDIT", 500, 500, "2026-11-01T06:00:00.000Z"),
        row("DEBIT", 120.5, 379.5, "2026-11-02T06:00:00.000Z"),
        row("REFUND", 20.25, 399.75, "2026-11-02T07:00:00.000Z"),
      ],
      { from: "2026-11-01", to: "2026-11-02" },
    );
    expect(floatTotals(days)).toEqual({
      credits: "500.00",
      payouts: "120.50",
      refunds: "20.25",
      firstBalance: "500.00",
      lastBalance: "399.75",
    });
  });
});

describe("days", () => {
  it("lists every day of a window across a month's end", () => {
    expect(daysOf({ from: "2026-10-30", to: "2026-11-02" })).toEqual([
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
  });
  it("takes the last N Colombo days up to now's day", () => {
    // 20:00Z on the 25th is already the 26th in Colombo.
    expect(lastDays(new Date("2026-11-25T20:00:00.000Z"), 7)).toEqual({
      from: "2026-11-20",
      to: "2026-11-26",
    });
  });
});
