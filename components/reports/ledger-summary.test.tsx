import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LedgerSummary as Summary } from "@/lib/payments-api/offramp";
import { LedgerSummary } from "./ledger-summary";

const summary: Summary = {
  currentBalanceLkr: 12_500.5,
  totalCreditsLkr: 20_000,
  totalDebitsLkr: 9_000,
  totalRefundsLkr: 1_500.5,
  netMovementLkr: 12_500.5,
  creditCount: 2,
  debitCount: 3,
  refundCount: 1,
  openingBalanceLkr: null,
  closingBalanceLkr: null,
};

function card(label: string): HTMLElement {
  const term = screen.getByText(label, { selector: "dt" });
  const box = term.parentElement;
  if (!box) throw new Error(`no card for ${label}`);
  return box;
}

describe("LedgerSummary", () => {
  it("shows an all-time view's opening as 0.00 and its closing as the current balance, never a dash", () => {
    render(
      <LedgerSummary
        summary={summary}
        dateWindow={{ startDate: null, endDate: null }}
        typeFiltered={false}
      />,
    );
    expect(card("Opening balance")).toHaveTextContent("LKR 0.00");
    expect(card("Opening balance")).toHaveTextContent("the float was empty before its first entry");
    expect(card("Closing balance")).toHaveTextContent("LKR 12,500.50");
    expect(screen.queryByText("—")).not.toBeInTheDocument();
  });

  it("shows the service's balances when it reports them", () => {
    render(
      <LedgerSummary
        summary={{ ...summary, openingBalanceLkr: 1_000, closingBalanceLkr: 4_200.25 }}
        dateWindow={{ startDate: "2026-11-01", endDate: "2026-11-10" }}
        typeFiltered={false}
      />,
    );
    expect(card("Opening balance")).toHaveTextContent("LKR 1,000.00");
    expect(card("Closing balance")).toHaveTextContent("LKR 4,200.25");
  });
});
