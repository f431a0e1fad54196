import { describe, expect, it } from "vitest";
import {
  floatRunway,
  type RunwayRowFacts,
  runwayBelow,
  runwaySentence,
  weeklyNetOutflow,
} from "./float-runway";

const now = new Date("2026-11-25T12:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
const row = (type: RunwayRowFacts["type"], amountLkr: number, at: string): RunwayRowFacts => ({
  type,
  amountLkr,
  createdAt: at,
});

describe("floatRunway", () => {
  it("divides the balance by the last 7 days' average net outflow (payouts less refunds)", () => {
    const rows = [
      row("DEBIT", 50_000, daysAgo(1)),
      row("DEBIT", 30_000, daysAgo(6.9)),
      row("REFUND", 10_000, daysAgo(2)),
      // Top-ups are not outflow, and rows older than 7 days are not this week's pace.
      row("CREDIT", 1_000_000, daysAgo(3)),
      row("DEBIT", 999_999, daysAgo(7.1)),
    ];
    const runway = floatRunway({ rows, balanceLkr: 120_000, now });
    // 70,000 a week = 10,000 a day: 12 days.
    expect(runway).toEqual({
      kind: "days",
      days: 12,
      exactDays: "12",
      balanceLkr: "120000.00",
      weeklyOutflowLkr: "70000.00",
      dailyOutflowLkr: "10000.00",
    });
    expect(runwaySentence(runway)).toBe("The float lasts about 12 days at this week's pace.");
  });

  it("rounds the days down and keeps the exact quotient", () => {
    const runway = floatRunway({ rows: [row("DEBIT", 7_000, daysAgo(1))], balanceLkr: "12999.99", now });
    expect(runway.kind === "days" && runway.days).toBe(12);
    expect(runway.kind === "days" && runway.exactDays).toBe("12.9999");
  });

  it("says so when nothing went out this week", () => {
    const runway = floatRunway({ rows: [row("CREDIT", 5_000, daysAgo(1))], balanceLkr: 5_000, now });
    expect(runway.kind).toBe("no-outflow");
    expect(runwaySentence(runway)).toBe("No outflow this week.");
  });

  it("treats more refunds than payouts (a negative net outflow) as no outflow", () => {
    const rows = [row("DEBIT", 1_000, daysAgo(1)), row("REFUND", 4_000, daysAgo(2))];
    expect(weeklyNetOutflow(rows, now).toFixed()).toBe("-3000");
    const runway = floatRunway({ rows, balanceLkr: 10_000, now });
    expect(runway).toMatchObject({ kind: "no-outflow", weeklyOutflowLkr: "-3000.00" });
  });

  it("calls an empty or overdrawn float empty", () => {
    expect(floatRunway({ rows: [row("DEBIT", 1, daysAgo(1))], balanceLkr: 0, now }).kind).toBe("empty");
    expect(runwaySentence(floatRunway({ rows: [], balanceLkr: -5, now }))).toBe("The float is empty.");
  });

  it("says less than a day when the float is nearly gone", () => {
    const runway = floatRunway({ rows: [row("DEBIT", 70_000, daysAgo(1))], balanceLkr: 5_000, now });
    expect(runwaySentence(runway)).toBe("The float lasts less than a day at this week's pace.");
  });
});

describe("runwayBelow", () => {
  const twelve = floatRunway({ rows: [row("DEBIT", 70_000, daysAgo(1))], balanceLkr: 120_000, now });
  const almostTwelve = floatRunway({
    rows: [row("DEBIT", 70_000, daysAgo(1))],
    balanceLkr: "119999.99",
    now,
  });

  it("warns strictly below the threshold: exactly 12 days is not below 12", () => {
    expect(runwayBelow(twelve, 12)).toBe(false);
    expect(runwayBelow(twelve, 13)).toBe(true);
    expect(runwayBelow(almostTwelve, 12)).toBe(true);
    expect(almostTwelve.kind === "days" && almostTwelve.days).toBe(11);
  });
  it("never warns without a threshold or without outflow, always for an empty float", () => {
    expect(runwayBelow(twelve, null)).toBe(false);
    expect(runwayBelow(floatRunway({ rows: [], balanceLkr: 1, now }), 365)).toBe(false);
    expect(runwayBelow(floatRunway({ rows: [], balanceLkr: 0, now }), 1)).toBe(true);
  });
});
