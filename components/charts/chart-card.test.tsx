import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CategoryBarChart, TimeSeriesChart } from "./chart-card";
import type { ChartRow } from "./chart-model";
import { ChartSkeleton } from "./chart-skeleton";

const rows: ChartRow[] = [
  { key: "2026-11-20", label: "20 Nov", values: { paid: "120" } },
  { key: "2026-11-21", label: "21 Nov", values: { paid: "340.5" } },
];
const USDT = { kind: "money", currency: "USDT" } as const;

describe("TimeSeriesChart", () => {
  it("has a title, a sentence, and the numbers one click away", async () => {
    render(
      <TimeSeriesChart
        title="Paid volume per day"
        unit={USDT}
        series={[{ key: "paid", label: "Paid volume" }]}
        rows={rows}
      />,
    );
    expect(screen.getByRole("heading", { name: "Paid volume per day" })).toBeTruthy();
    expect(
      screen.getByText(
        "Paid volume rose from 120.00 USDT on 20 Nov to 340.50 USDT on 21 Nov over 2 days (total 460.50 USDT).",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show the numbers" }));
    const table = screen.getByRole("table", { name: "Paid volume per day" });
    expect(table.textContent).toContain("USDT 340.50");
    expect(table.textContent).toContain("Paid volume (USDT)");
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Hide the numbers" }).getAttribute("aria-expanded")).toBe(
      "true",
    );
  });

  it("shows its empty state when every value is zero", () => {
    render(
      <TimeSeriesChart
        title="Paid volume per day"
        unit={USDT}
        series={[{ key: "paid", label: "Paid" }]}
        rows={rows.map((r) => ({ ...r, values: { paid: "0" } }))}
        emptyText="No paid payments in this period."
      />,
    );
    expect(screen.getByText("No paid payments in this period.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Show the numbers" })).toBeNull();
  });

  it("shows a busy placeholder of the chart's height while loading, and an error with retry", () => {
    const { unmount } = render(
      <TimeSeriesChart title="Volume" unit={USDT} series={[]} rows={[]} loading height={200} />,
    );
    expect(screen.getByRole("status", { name: "Loading volume" }).getAttribute("style")).toContain("200px");
    unmount();
    render(
      <TimeSeriesChart
        title="Volume"
        unit={USDT}
        series={[]}
        rows={[]}
        error={{ message: "Service unavailable", requestId: "req_1", onRetry: () => {} }}
      />,
    );
    expect(screen.getByRole("alert").textContent).toContain("req_1");
  });
});

describe("CategoryBarChart and ChartSkeleton", () => {
  it("describes categories largest first", () => {
    render(
      <CategoryBarChart
        title="Top branches"
        unit={USDT}
        labelHeader="Branch"
        series={[{ key: "paid", label: "Paid volume" }]}
        rows={[
          { key: "a", label: "Kandy", values: { paid: "5" } },
          { key: "b", label: "Colombo 1", values: { paid: "9" } },
        ]}
      />,
    );
    expect(
      screen.getByText("Paid volume, largest first: Colombo 1: 9.00 USDT; Kandy: 5.00 USDT."),
    ).toBeTruthy();
  });

  it("skeleton keeps the title", () => {
    render(<ChartSkeleton title="Paid volume per day" />);
    expect(screen.getByRole("status", { name: "Loading paid volume per day" })).toBeTruthy();
  });
});
