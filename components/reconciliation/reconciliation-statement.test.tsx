import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { reconciliationCsv } from "@/lib/reconciliation-csv";
import type { ReconciliationStatement as Statement } from "@/lib/reconciliation-report";
import type { ReconciliationBreak } from "@/lib/reconciliation-result";
import { ReconciliationBreaks } from "./reconciliation-breaks";
import { ReconciliationStatement } from "./reconciliation-statement";

const accountId = "b134da67-5597-4898-bc2a-36b71a70f289";

const stuck: ReconciliationBreak = {
  kind: "stuck-payout",
  check: "stuck",
  explanation:
    "Payout LRX-1 (LKR 9000.00) has been processing for 2 days, longer than the 1 day a transfer takes to settle.",
  entries: [],
  payouts: [
    {
      paymentId: "0e2f8883-63b7-4ab8-bc0d-a4e097c79d58",
      externalRef: "LRX-1",
      status: "PROCESSING",
      amountLkr: "9000.00",
      createdAt: "2026-11-20T04:00:00.000Z",
    },
  ],
  events: [],
};

const doubleRefund: ReconciliationBreak = {
  kind: "duplicate-refund",
  check: "refunds",
  explanation: "Failed payout LRX-2 was refunded 2 times; it should be refunded once.",
  entries: [
    {
      id: "e-1",
      type: "REFUND",
      amountLkr: "1200.00",
      // 23:00 UTC on the 21st is the 22nd in Colombo: the link opens the ledger on the 22nd.
      createdAt: "2026-11-21T23:00:00.000Z",
      aggregatorOfframpId: "p-2",
    },
  ],
  payouts: [],
  events: [{ id: 42, eventType: "payment.failed", receivedAt: "2026-11-21T23:00:05.000Z" }],
};

const statement: Statement = {
  window: { from: "2026-11-01", to: "2026-11-30" },
  totals: {
    opening: "1000.00",
    openingBasis: "reported",
    closing: "61999.50",
    closingBasis: "reported",
    credits: "100000.00",
    debits: "51000.50",
    refunds: "12000.00",
    expectedClosing: "61999.50",
    creditCount: 1,
    debitCount: 3,
    refundCount: 1,
  },
  entriesChecked: 5,
  payoutsInWindow: 3,
  payoutsRead: 4,
  eventsChecked: 2,
  deferred: 0,
  stuckAfterMs: 86_400_000,
  breaks: [stuck, doubleRefund],
  balanced: false,
  account: { id: accountId, name: "Lanka Remit Exchange" },
  producedAt: "2026-11-25T12:00:00.000Z",
  payoutsFrom: "2026-10-29",
  lookedUp: 0,
};

describe("ReconciliationStatement", () => {
  it("names the account, the window, the balances, the breaks per check and when it was produced", () => {
    render(<ReconciliationStatement statement={statement} headingId="s" />);
    const section = screen.getByRole("region", { name: "Float reconciliation statement" });
    expect(section).toHaveTextContent("Lanka Remit Exchange");
    expect(section).toHaveTextContent("1 Nov 2026 – 30 Nov 2026");
    expect(section).toHaveTextContent("Produced 25 Nov 2026, 17:30 (Colombo time)");
    expect(screen.getByTestId("statement-verdict")).toHaveTextContent("2 breaks");
    expect(screen.getByRole("row", { name: /Closing balance/ })).toHaveTextContent("LKR 61,999.50");
    expect(screen.getByRole("row", { name: /Stuck payouts/ })).toHaveTextContent("1 break");
    expect(screen.getByRole("row", { name: /^Balances/ })).toHaveTextContent("No break");
    expect(section).toHaveTextContent("the rest in the 3 days before it");
  });
});

describe("ReconciliationBreaks", () => {
  it("lists each break under its check with links to the rows involved", () => {
    render(<ReconciliationBreaks accountId={accountId} breaks={statement.breaks} />);
    const refunds = screen.getByRole("region", { name: /Refunds: 1 break/ });
    const entry = within(refunds).getByRole("link", { name: "Refund of LKR 1,200.00" });
    expect(entry).toHaveAttribute(
      "href",
      `/accounts/${accountId}/reports/ledger?type=REFUND&startDate=2026-11-22&endDate=2026-11-22&sortOrder=asc`,
    );
    expect(within(refunds).getByRole("link", { name: "Webhook payment.failed" })).toHaveAttribute(
      "href",
      `/accounts/${accountId}/developers/inbox/42`,
    );
    const stuckSection = screen.getByRole("region", { name: /Stuck payouts: 1 break/ });
    expect(within(stuckSection).getByRole("link", { name: "Payout LRX-1" })).toHaveAttribute(
      "href",
      `/accounts/${accountId}/offramp/0e2f8883-63b7-4ab8-bc0d-a4e097c79d58`,
    );
    expect(stuckSection).toHaveTextContent("has been processing for 2 days");
  });
});

describe("reconciliationCsv", () => {
  it("writes the statement, one line per check and one per break with its rows", () => {
    const csv = reconciliationCsv(statement).split("\r\n");
    expect(csv).toContain("Statement,Result,2 breaks");
    expect(csv).toContain("Balances,Closing balance (LKR),61999.50");
    expect(csv).toContain("Check,Stuck payouts,1,No payout stays open beyond the settlement delay");
    expect(csv.find((line) => line.startsWith("Break,Payout refunded twice"))).toContain(
      "REFUND e-1 LKR 1200.00 2026-11-22T04:30:00.000+05:30",
    );
    // Times in Colombo, as the screen shows them, and every header that holds one says so.
    expect(csv[0]).toBe("Section,Item,Value,Detail,Ledger entries (Asia/Colombo),Payouts,Webhook events");
    expect(csv.find((line) => line.startsWith("Statement,Produced at"))).toMatch(
      /^Statement,Produced at \(Asia\/Colombo\),\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+05:30$/,
    );
    expect(csv.find((line) => line.startsWith("Statement,Window to"))).toMatch(
      /^Statement,Window to \(Asia\/Colombo\),\d{4}-\d\d-\d\d$/,
    );
  });
});
