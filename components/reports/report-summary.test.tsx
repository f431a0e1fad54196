import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ReportSummary } from "./report-summary";

const props = {
  heading: "Payouts created in the last 7 days",
  note: "Every status in the window.",
  label: "Summary of the date window",
  gridLabel: "Payouts by status",
  loadingCards: 3,
  cards: (s: { total: number }) => [
    { key: "all", label: "All payouts", value: `LKR ${s.total}.00`, hint: "2 payouts" },
    { key: "failed", label: "Failed", tone: "destructive" as const, value: "LKR 0.00" },
  ],
};

describe("ReportSummary", () => {
  it("reads as a named list of figures, each a term and its value", () => {
    render(<ReportSummary {...props} summary={{ total: 900 }} />);
    const section = screen.getByRole("region", { name: "Summary of the date window" });
    expect(within(section).getByRole("heading", { name: props.heading })).toBeVisible();
    const terms = within(section)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["All payouts", "Failed"]);
    expect(within(section).getByText("LKR 900.00")).toBeVisible();
    expect(within(section).getByText("2 payouts")).toBeVisible();
  });

  it("holds the place with named placeholders while loading, and steps aside when the list failed", () => {
    const { rerender } = render(<ReportSummary {...props} summary={undefined} />);
    expect(screen.getByRole("status", { name: "Loading the summary" })).toBeVisible();
    expect(screen.getByRole("heading", { name: props.heading })).toBeVisible();
    rerender(<ReportSummary {...props} summary={undefined} failed />);
    expect(screen.queryByRole("heading")).toBeNull();
  });
});
