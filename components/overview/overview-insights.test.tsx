import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { withNuqsTestingAdapter } from "nuqs/adapters/testing";
import { afterEach, describe, expect, it, vi } from "vitest";
import { branchChoicesOptions } from "@/components/branches/queries";
import type { OverviewInsights } from "@/lib/filters/overview-insights";
import { insightsKey } from "./insights-queries";
import { OverviewInsightsSection } from "./overview-insights";

const compared = (current: string | null, previous: string | null, change: string | null) => ({
  current,
  previous,
  change,
  changeKind: "percent" as const,
  currentKnown: true,
  previousKnown: true,
});
const day = { known: true, partial: false, paidLkrCount: 0 };

const insights: OverviewInsights = {
  period: {
    period: "7d",
    from: "2026-11-19",
    to: "2026-11-20",
    days: 2,
    previousFrom: "2026-11-17",
    previousTo: "2026-11-18",
  },
  today: "2026-11-21",
  branchId: null,
  branchScoped: false,
  daily: [
    { ...day, day: "2026-11-19", paidUsdt: "120", paidLkr: null, paidCount: 1, counts: { PAID: 1 } },
    { ...day, day: "2026-11-20", paidUsdt: "340.5", paidLkr: null, paidCount: 2, counts: { PAID: 2 } },
  ],
  paidVolume: compared("460.5", "0", null),
  paidVolumeLkr: { ...compared(null, null, null), currentKnown: false, lkrPriced: 0, read: 1, paid: 3 },
  paidCount: compared("3", "1", "200.0"),
  createdCount: compared("3", "4", "-25.0"),
  conversion: { ...compared("100.0", "50.0", "50.0"), changeKind: "points" },
  averageTicket: compared("153.5", "0", null),
  byStatus: [{ status: "PAID", current: 3, previous: 1, change: "200.0" }],
  topBranches: [],
  moreBranches: 0,
  coverage: { knownFrom: "2026-08-24", unknownDays: 0, unplaced: 0 },
  freshness: {
    updatedAt: null,
    backfill: { done: true, pagesRead: 1, totalPages: 1, startedAt: null },
    lastError: null,
    knownFrom: "2026-08-24",
    branchesKnownBefore: null,
  },
};

function renderSection(
  seed?: OverviewInsights,
  searchParams = "",
  branches?: { id: string; name: string }[],
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (seed)
    client.setQueryData(insightsKey("acc", { period: null, from: null, to: null, branch: null }), seed);
  if (branches)
    client.setQueryData(branchChoicesOptions("acc").queryKey, {
      data: branches.map((b) => ({ ...b, isActive: true })),
      meta: { page: 1, limit: 100, totalItems: branches.length, totalPages: 1 },
    } as never);
  const Wrapper = withNuqsTestingAdapter({ hasMemory: true, searchParams });
  return render(
    <QueryClientProvider client={client}>
      <Wrapper>
        <OverviewInsightsSection
          accountId="acc"
          branchScoped={false}
          canReadBranches={branches !== undefined}
        />
      </Wrapper>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("OverviewInsightsSection", () => {
  it("shows each figure against the previous period, and the charts' sentences", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderSection(insights);
    const figures = screen.getByRole("list", { name: "Figures of the period" });
    expect(within(figures).getByTestId("figure-Paid volume")).toHaveTextContent("USDT 460.50");
    expect(within(figures).getByTestId("figure-Paid in LKR prices")).toHaveTextContent("Not known yet");
    expect(within(figures).getByText(/Read whole so far: 1 of 3 paid payments/)).toBeTruthy();
    expect(within(figures).getByText("Up 200.0 % from 1 payment in the previous 2 days.")).toBeTruthy();
    expect(within(figures).getByText("Down 25.0 % from 4 payments in the previous 2 days.")).toBeTruthy();
    expect(within(figures).getByText("+50.0 pts")).toBeTruthy();
    expect(within(figures).getAllByText("no earlier data").length).toBeGreaterThan(0);
    expect(
      screen.getByText(
        "Paid volume rose from 120.00 USDT on 19 Nov to 340.50 USDT on 20 Nov over 2 days (total 460.50 USDT).",
      ),
    ).toBeTruthy();
    expect(screen.getByText(/The LKR amounts of this period are not known yet/)).toBeTruthy();
    expect(screen.queryByTestId("overview-coverage")).toBeNull();
    expect(screen.queryByRole("heading", { name: "Top branches by paid volume" })).toBeNull();
  });

  it("says what it does not know, and never shows it as zero", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    const unknown = { ...compared(null, null, null), currentKnown: false, previousKnown: false };
    renderSection({
      ...insights,
      daily: [
        {
          ...day,
          day: "2026-11-19",
          known: false,
          paidUsdt: null,
          paidLkr: null,
          paidCount: null,
          counts: {},
        },
        { ...day, day: "2026-11-20", partial: true, paidUsdt: "12", paidLkr: null, paidCount: 1, counts: {} },
      ],
      paidVolume: unknown,
      paidCount: unknown,
      createdCount: unknown,
      averageTicket: unknown,
      conversion: { ...unknown, changeKind: "points" },
      byStatus: [{ status: "PAID", current: null, previous: null, change: null }],
      coverage: { knownFrom: "2026-11-20", unknownDays: 1, unplaced: 0 },
      freshness: {
        ...insights.freshness,
        knownFrom: "2026-11-20",
        backfill: { ...insights.freshness.backfill, done: false },
      },
    });
    const figures = screen.getByRole("list", { name: "Figures of the period" });
    for (const title of ["Paid volume", "Paid payments", "Payments created", "Average ticket", "Conversion"])
      expect(within(figures).getByTestId(`figure-${title}`)).toHaveTextContent("Not known yet");
    expect(screen.getByTestId("overview-coverage")).toHaveTextContent(
      "The console is still reading the last 90 days and holds every payment from 20 Nov 2026 on; 1 day of this period is not read yet.",
    );
    expect(
      screen.getByText("Paid volume was 12.00 USDT so far on 20 Nov. 1 day is not known yet."),
    ).toBeTruthy();
  });

  it("says what its address asks that it cannot show, and shows all branches for a branch it does not have", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    renderSection(insights, "?dateRange=7d&period=14d&branch=1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", [
      { id: "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f", name: "Galle Fort" },
    ]);
    const notice = screen.getByTestId("address-notice");
    expect(notice).toHaveTextContent("Period: “14d” is not a value this page can filter by");
    expect(notice).toHaveTextContent("“dateRange” is not something this page filters by; it is left out.");
    expect(notice).toHaveTextContent(
      "Branch: the address names a branch this account does not have, so the figures are of all branches.",
    );
    // The figures on screen are all branches' (the key without the unknown branch).
    expect(screen.getByTestId("figure-Paid volume")).toHaveTextContent("USDT 460.50");
  });

  it("shows a busy placeholder, then an error with its request id and a retry", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ message: "The database is unavailable", requestId: "req_42" }, { status: 503 }),
      ),
    );
    renderSection();
    expect(screen.getByRole("status", { name: "Loading the period's figures" })).toBeTruthy();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The payment figures could not be loaded");
    expect(alert).toHaveTextContent("req_42");
    expect(within(alert).getByRole("button", { name: /Try again/ })).toBeTruthy();
    // The service's words follow once the wording rules have loaded (they load with the first failure).
    expect(await within(alert).findByText(/The database is unavailable/)).toBeTruthy();
  });
});
