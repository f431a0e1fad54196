import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { describeTimeSeries } from "@/components/charts";
import { floatRunway } from "@/lib/float-runway";
import { balanceRows, FLOW_SERIES, flowRows } from "./float-rows";
import { ReadProgress } from "./read-progress";
import { RunwayWarning } from "./runway-warning";

const now = new Date("2026-11-25T12:00:00.000Z");

describe("RunwayWarning", () => {
  it("says how long the float lasts, the threshold, and links to the float ledger", () => {
    const runway = floatRunway({
      rows: [{ type: "DEBIT", amountLkr: 70_000, createdAt: "2026-11-24T12:00:00.000Z" }],
      balanceLkr: 50_000,
      now,
    });
    render(<RunwayWarning accountId="acc-1" runway={runway} thresholdDays={14} />);
    expect(screen.getByText("The float is running low")).toBeTruthy();
    const text = screen.getByTestId("runway-warning").textContent ?? "";
    expect(text).toContain("The float lasts about 5 days at this week's pace.");
    expect(text).toContain("Balance LKR 50,000.00");
    expect(text).toContain("this account warns below 14 days");
    expect(screen.getByRole("link", { name: "Open the float ledger" }).getAttribute("href")).toBe(
      "/accounts/acc-1/reports/ledger",
    );
  });

  it("calls an empty float empty", () => {
    const runway = floatRunway({ rows: [], balanceLkr: 0, now });
    render(<RunwayWarning accountId="acc-1" runway={runway} thresholdDays={1} />);
    expect(screen.getByText("The float is empty")).toBeTruthy();
    expect(screen.getByTestId("runway-warning").textContent).toContain("warns below 1 day.");
  });
});

describe("ReadProgress", () => {
  it("counts pages and seconds left while a long read runs", () => {
    render(
      <ReadProgress
        what="float ledger"
        progress={{ pagesRead: 3, totalPages: 17, totalItems: 1_650, secondsLeft: 17 }}
      />,
    );
    expect(screen.getByRole("status").textContent).toContain(
      "Reading the float ledger: page 3 of 17, about 17 s left.",
    );
    expect(screen.getByLabelText("Pages of the float ledger read").getAttribute("value")).toBe("3");
  });
});

describe("float chart rows", () => {
  it("keep the exact strings for the tooltip and the table, and null where the balance is unknown", () => {
    const day = {
      day: "2026-11-20",
      credits: "0.00",
      payouts: "1234.56",
      refunds: "0.10",
      closingBalance: null,
    };
    expect(balanceRows([day])).toEqual([{ key: "2026-11-20", label: "20 Nov", values: { balance: null } }]);
    expect(flowRows([day])[0]?.values).toEqual({ credits: "0.00", payouts: "1234.56", refunds: "0.10" });
  });
});

describe("float chart summaries", () => {
  it("compare whole days only: today's payouts so far are told apart, not compared with the first day", () => {
    const day = (d: string, payouts: string) => ({
      day: d,
      credits: "0.00",
      payouts,
      refunds: "0.00",
      closingBalance: "1000.00",
    });
    const days = [day("2026-11-23", "100.00"), day("2026-11-24", "200.00"), day("2026-11-25", "5.00")];
    const rows = flowRows(days, "2026-11-25");
    expect(rows.map((row) => row.partial ?? false)).toEqual([false, false, true]);
    const payouts = FLOW_SERIES.filter((s) => s.key === "payouts");
    const sentence = describeTimeSeries(rows, payouts, { kind: "money", currency: "LKR" });
    expect(sentence).toContain("Payouts (debits) rose from 100.00 LKR on 23 Nov to 200.00 LKR on 24 Nov");
    expect(sentence).toContain("25 Nov is not over: 5.00 LKR so far.");
    expect(balanceRows(days, "2026-11-25").at(-1)?.partial).toBe(true);
  });
});
