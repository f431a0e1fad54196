import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { TooltipProvider } from "@/components/ui/tooltip";
import type { PaymentLink } from "@/lib/payments-api/payment-links";
import { LinkPaymentsSection } from "./detail-payments";

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const link: PaymentLink = {
  id: "9f1c2b3a-0000-4000-8000-000000000001",
  merchant_id: "m-1",
  slug: "tea",
  merchantTradeNo: "LINK-ORDER-7",
  name: "Tea box",
  description: null,
  amount: 10,
  currency: "USDT",
  allowCustomAmount: false,
  minAmount: null,
  maxAmount: null,
  allowQuantityBuy: false,
  maxQuantity: null,
  reusable: true,
  expirationDate: null,
  successUrl: null,
  cancelUrl: null,
  webhookUrl: null,
  branchId: null,
  used_count: 3,
  status: "ACTIVE",
  creator_type: "API_KEY",
  creator_id: "ak_live_1",
  created_at: "2026-11-20T00:00:00.000Z",
  updated_at: "2026-11-20T00:00:00.000Z",
};

const payment = (id: string, amount: number, status: string) => ({
  id,
  amount,
  currency: "USDT",
  status,
  createdAt: "2026-11-21T00:00:00.000Z",
  paidAt: status === "PAID" ? "2026-11-21T00:01:00.000Z" : null,
});

function renderWith(node: ReactNode) {
  renderWithQueries(<TooltipProvider>{node}</TooltipProvider>);
}

describe("LinkPaymentsSection", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("lists the payments with the link's order reference and totals the paid ones in decimals", async () => {
    const fetch = vi.fn(async (_url: string) =>
      json(200, {
        data: [
          payment("pay_1", 10.1, "PAID"),
          payment("pay_2", 0.2, "PAID"),
          payment("pay_3", 10, "EXPIRED"),
        ],
        meta: { page: 1, pageSize: 100, totalItems: 3, totalPages: 1 },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    renderWith(<LinkPaymentsSection accountId="acc-1" link={link} />);
    const total = await screen.findByText((_, element) =>
      Boolean(element?.matches("[data-slot=link-payments-total]")),
    );
    expect(total).toHaveTextContent("2 paid payments totalling");
    expect(total).toHaveTextContent("USDT 10.30");
    expect(total).toHaveTextContent("of 3 payments in all");
    const table = screen.getByRole("table", { name: "Payments through this link" });
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/search=LINK-ORDER-7/);
  });

  it("says why a link without an order reference cannot list its payments, and asks nothing", () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderWith(<LinkPaymentsSection accountId="acc-1" link={{ ...link, merchantTradeNo: null }} />);
    expect(screen.getByText(/This link has no order reference/)).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
