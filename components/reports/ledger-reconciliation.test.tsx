import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LedgerEntry, LedgerSummary } from "@/lib/payments-api/offramp";
import { checkRunningBalances, reconcileSummary } from "@/lib/reconciliation";
import { LedgerReconciliation } from "./ledger-reconciliation";

const summary: LedgerSummary = {
  currentBalanceLkr: 70_000,
  totalCreditsLkr: 100_000,
  totalDebitsLkr: 40_000,
  totalRefundsLkr: 10_000,
  netMovementLkr: 70_000,
  creditCount: 1,
  debitCount: 2,
  refundCount: 1,
  openingBalanceLkr: null,
  closingBalanceLkr: null,
};

function entry(id: string, type: LedgerEntry["type"], amountLkr: number, balanceAfter: number): LedgerEntry {
  return {
    id,
    type,
    amountLkr,
    balanceAfter,
    aggregatorOfframpId: null,
    bankRef: null,
    notes: null,
    createdAt: "2026-11-22T08:00:00.000Z",
  };
}

// Newest first, as the page shows it.
const page = [
  entry("d", "REFUND", 10_000, 70_000),
  entry("c", "DEBIT", 10_000, 60_000),
  entry("b", "DEBIT", 30_000, 70_000),
  entry("a", "CREDIT", 100_000, 100_000),
];

describe("LedgerReconciliation", () => {
  it("says the ledger balances and how the missing balances were filled in", () => {
    render(
      <LedgerReconciliation
        summary={reconcileSummary(summary, {})}
        rows={checkRunningBalances(page, { sortOrder: "desc", typeFiltered: false })}
      />,
    );
    expect(screen.getByTestId("reconciliation-verdict")).toHaveTextContent("Balanced");
    expect(
      screen.getByText(/without a start date the window begins with the first entry/),
    ).toBeInTheDocument();
    expect(screen.getByText(/each of the 3 neighbouring rows/)).toBeInTheDocument();
  });

  it("says it does not balance when a closing balance or a row is off", () => {
    const broken = page.map((row) => (row.id === "c" ? { ...row, balanceAfter: 59_000 } : row));
    render(
      <LedgerReconciliation
        summary={reconcileSummary({ ...summary, closingBalanceLkr: 69_000 }, { endDate: "2026-11-22" })}
        rows={checkRunningBalances(broken, { sortOrder: "desc", typeFiltered: false })}
      />,
    );
    expect(screen.getByTestId("reconciliation-verdict")).toHaveTextContent("Does not balance");
    expect(
      screen.getByText(/but the closing balance is LKR 69,000.00 \(off by LKR -1,000.00\)/),
    ).toBeInTheDocument();
    expect(screen.getByText(/breaks at 2 rows on this page/)).toBeInTheDocument();
  });
});
