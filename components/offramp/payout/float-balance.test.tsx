import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { FloatBalance } from "./float-balance";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const ledger = {
  pagination: { currentPage: 1, totalPages: 1, totalCount: 1, limit: 1, hasNext: false, hasPrev: false },
  summary: {
    currentBalanceLkr: 182_400,
    totalCreditsLkr: 200_000,
    totalDebitsLkr: 17_600,
    totalRefundsLkr: 0,
    netMovementLkr: 182_400,
    creditCount: 1,
    debitCount: 2,
    refundCount: 0,
    openingBalanceLkr: null,
    closingBalanceLkr: null,
  },
  ledger: [],
};

function renderBalance() {
  renderWithQueries(<FloatBalance accountId="acc-1" />);
}

describe("FloatBalance", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the float's live balance from the ledger summary", async () => {
    const fetch = vi.fn(async (_url: string) => json(200, ledger));
    vi.stubGlobal("fetch", fetch);
    renderBalance();
    expect(await screen.findByText("LKR 182,400.00")).toBeVisible();
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/v1\/aggregator\/report\/ledger\?.*limit=1/);
  });

  it("says the balance could not be read and that the service still checks it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(403, { message: "Your role does not allow this", requestId: "req_1" })),
    );
    renderBalance();
    expect(await screen.findByText(/could not be read; the service checks it when you send/)).toBeVisible();
  });
});
