import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import type { Offramp, OfframpReportItem } from "@/lib/payments-api/offramp";
import { PayoutFailureAlert, PayoutRecipientCard } from "./payout-recipient";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const offramp: Offramp = {
  paymentId: "off_2",
  status: "FAILED",
  amountUsdt: 20,
  amountLkr: 6_000,
  rateUsdtLkr: 300,
  externalRef: "ref-2",
  bankRef: null,
  completedAt: null,
  failedAt: "2026-11-21T10:00:00.000Z",
  createdAt: "2026-11-21T09:59:00.000Z",
};

function item(paymentId: string, extra: Partial<OfframpReportItem> = {}): OfframpReportItem {
  return {
    paymentId,
    externalRef: `ref-${paymentId}`,
    status: "COMPLETED",
    amountUsdt: 1,
    amountLkr: 300,
    rateUsdtLkr: 300,
    bankRef: "BR1",
    failureReason: null,
    externalUserId: "someone-else",
    accountNumber: "0000000000",
    bankName: "Other Bank",
    processedAt: null,
    completedAt: null,
    failedAt: null,
    createdAt: "2026-11-21T09:00:00.000Z",
    ...extra,
  };
}

const summary = {
  totalCount: 0,
  totalAmountLkr: 0,
  totalAmountUsdt: 0,
  completedCount: 0,
  completedAmountLkr: 0,
  completedAmountUsdt: 0,
  pendingCount: 0,
  pendingAmountLkr: 0,
  processingCount: 0,
  processingAmountLkr: 0,
  failedCount: 0,
  failedAmountLkr: 0,
  averageRateUsdtLkr: null,
};

/** The report answers two pages for the payout's Colombo day; the payout is on the second. */
function stubReport() {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      urls.push(url);
      const page = Number(new URL(url, "http://x").searchParams.get("page"));
      const offramps =
        page === 2
          ? [
              item("off_2", {
                status: "FAILED",
                failureReason: "Invalid account number",
                externalUserId: "partner-user-2",
                accountNumber: "1122334455",
                bankName: "Sampath Bank",
              }),
            ]
          : [item("off_1")];
      const pagination = {
        currentPage: page,
        totalPages: 2,
        totalCount: 2,
        limit: 100,
        hasNext: page < 2,
        hasPrev: page > 1,
      };
      return json(200, { pagination, summary, offramps });
    }),
  );
  return urls;
}

function renderWith(node: React.ReactElement) {
  renderWithQueries(node);
}

describe("payout recipient and failure", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the end user, the bank and the masked account, found on the payout's day in the report", async () => {
    const urls = stubReport();
    renderWith(<PayoutRecipientCard accountId="acc-1" offramp={offramp} />);
    expect(await screen.findByText("partner-user-2")).toBeVisible();
    expect(screen.getByText("Sampath Bank")).toBeVisible();
    expect(screen.getByText("••••4455")).toBeVisible();
    expect(screen.queryByText(/1122334455/)).not.toBeInTheDocument();
    // The Colombo day of 09:59 UTC is the same day; both bounds are that day.
    expect(urls[0]).toMatch(/startDate=2026-11-21/);
    expect(urls[0]).toMatch(/endDate=2026-11-21/);
  });

  it("shows a failed payout's reason", async () => {
    stubReport();
    renderWith(<PayoutFailureAlert accountId="acc-1" offramp={offramp} />);
    expect(await screen.findByText("Reason: Invalid account number")).toBeVisible();
  });

  it("shows no failure box for a payout that did not fail", () => {
    stubReport();
    renderWith(<PayoutFailureAlert accountId="acc-1" offramp={{ ...offramp, status: "COMPLETED" }} />);
    expect(screen.queryByText("This payout failed")).not.toBeInTheDocument();
  });
});
