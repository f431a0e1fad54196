import { describe, expect, it } from "vitest";
import {
  createScheduleBodySchema,
  dueDatesFrom,
  firstIndexOnOrAfter,
  nthDueDate,
  scheduleAmountProblem,
} from "./charge-schedules";

describe("due dates", () => {
  it("puts a month's 29th to 31st on the last day of a shorter month, and back on the 31st after", () => {
    const plan = { every: "month" as const, firstDate: "2027-01-31" };
    expect(dueDatesFrom(plan, 0, 5)).toEqual([
      "2027-01-31",
      "2027-02-28",
      "2027-03-31",
      "2027-04-30",
      "2027-05-31",
    ]);
    expect(nthDueDate({ every: "month", firstDate: "2027-12-29" }, 2)).toBe("2028-02-29");
    expect(nthDueDate({ every: "month", firstDate: "2026-11-30" }, 14)).toBe("2028-01-30");
  });

  it("counts days and weeks in calendar days", () => {
    expect(dueDatesFrom({ every: "day", firstDate: "2026-12-30" }, 0, 3)).toEqual([
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
    ]);
    expect(dueDatesFrom({ every: "week", firstDate: "2026-12-28" }, 1, 2)).toEqual([
      "2027-01-04",
      "2027-01-11",
    ]);
  });

  it("stops at the end date (inclusive) or the number of charges", () => {
    expect(dueDatesFrom({ every: "week", firstDate: "2026-12-01", endsOn: "2026-12-15" }, 0, 5)).toEqual([
      "2026-12-01",
      "2026-12-08",
      "2026-12-15",
    ]);
    expect(dueDatesFrom({ every: "month", firstDate: "2026-12-01", maxCharges: 2 }, 0, 5)).toHaveLength(2);
    expect(dueDatesFrom({ every: "month", firstDate: "2026-12-01", maxCharges: 2 }, 2, 5)).toEqual([]);
  });

  it("finds the first due date on or after a day, for a resumed schedule", () => {
    const monthly = { every: "month" as const, firstDate: "2027-01-31" };
    expect(firstIndexOnOrAfter(monthly, "2027-03-01")).toBe(2);
    expect(nthDueDate(monthly, firstIndexOnOrAfter(monthly, "2027-02-28"))).toBe("2027-02-28");
    expect(firstIndexOnOrAfter({ every: "week", firstDate: "2027-01-01" }, "2027-01-09")).toBe(2);
    expect(firstIndexOnOrAfter({ every: "day", firstDate: "2027-01-01" }, "2026-06-01")).toBe(0);
  });
});

describe("a schedule's body", () => {
  const body = {
    contractId: "6f1c1b0e-8d1c-4a53-9a43-2c5a3f0f8e11",
    every: "month",
    firstDate: "2026-12-01",
    amount: "1,500.50",
    productName: "Tea club",
  };

  it("takes an amount as typed and refuses what would be rounded", () => {
    expect(createScheduleBodySchema.safeParse(body).success).toBe(true);
    expect(scheduleAmountProblem("1,500.50", "LKR")).toBeNull();
    expect(scheduleAmountProblem("1500.505", "LKR")).toMatch(/2 decimal places/);
    expect(scheduleAmountProblem("0.001", "USDT")).toMatch(/at least 0.01/);
    expect(scheduleAmountProblem("", "USDT")).toMatch(/Enter the amount/);
  });

  it("refuses an end before the start, both ends at once, and an impossible date", () => {
    const issues = (value: object) =>
      createScheduleBodySchema.safeParse({ ...body, ...value }).error?.issues.map((i) => i.path.join("."));
    expect(issues({ endsOn: "2026-11-30" })).toEqual(["endsOn"]);
    expect(issues({ endsOn: "2027-01-01", maxCharges: 3 })).toEqual(["maxCharges"]);
    expect(issues({ firstDate: "2027-02-29" })).toEqual(["firstDate"]);
    expect(issues({ productName: "tea\u0000" })).toEqual(["productName"]);
  });
});
