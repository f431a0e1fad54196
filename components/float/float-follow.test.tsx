import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { applyChange } from "@/data/live-events";
import type { RunwayAnswer } from "@/lib/float-read";
import { floatRunway } from "@/lib/float-runway";
import { ledgerPageWithoutEntries } from "@/lib/testing/ledger-page";
import { stubNetwork } from "@/lib/testing/stub-network";
import { FloatFollow } from "./float-follow";
import { FLOAT_WATCH_MS } from "./float-watch";
import { runwayKey } from "./use-runway";

const ACCOUNT = "acc-1";
const now = new Date("2026-11-25T12:00:00.000Z");
const week = [{ type: "DEBIT" as const, amountLkr: 70_000, createdAt: "2026-11-24T12:00:00.000Z" }];

function answer(balanceLkr: number): RunwayAnswer {
  const runway = floatRunway({ rows: week, balanceLkr, now });
  // 70,000 a week is 10,000 a day: below 14 days under LKR 140,000.
  return { runway, computedAt: now.toISOString(), thresholdDays: 14, below: balanceLkr < 140_000 };
}

/** The service's float, which a top-up elsewhere moves; the console's runway route follows it. */
function float(balance: { lkr: number }) {
  const urls = stubNetwork(({ pathname }) => {
    if (pathname.endsWith("/float/runway")) return Response.json(answer(balance.lkr));
    if (pathname.endsWith("/aggregator/report/ledger"))
      return Response.json(ledgerPageWithoutEntries(balance.lkr));
    return Response.json({ message: "unexpected call in test" }, { status: 404 });
  });
  return { runwayReads: () => urls.filter(({ pathname }) => pathname.endsWith("/float/runway")).length };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("FloatFollow", () => {
  it("takes the banner away once a top-up lifts the runway, without a reload", async () => {
    const balance = { lkr: 50_000 };
    const service = float(balance);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FloatFollow accountId={ACCOUNT} initial={answer(50_000)} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId("runway-warning")).toHaveTextContent("Balance LKR 50,000.00");
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(service.runwayReads()).toBe(0);

    balance.lkr = 250_000;
    await act(() => vi.advanceTimersByTimeAsync(FLOAT_WATCH_MS + 100));
    await vi.waitFor(() => expect(screen.queryByTestId("runway-warning")).not.toBeInTheDocument());
    expect(service.runwayReads()).toBe(1);
  });

  it("shows the new balance when a payout lowers it further", async () => {
    const balance = { lkr: 50_000 };
    float(balance);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <FloatFollow accountId={ACCOUNT} initial={answer(50_000)} />
      </QueryClientProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(100));
    balance.lkr = 20_000;
    await act(() => vi.advanceTimersByTimeAsync(FLOAT_WATCH_MS + 100));
    await vi.waitFor(() =>
      expect(screen.getByTestId("runway-warning")).toHaveTextContent("Balance LKR 20,000.00"),
    );
  });
});

describe("the runway's place in the cache", () => {
  it("is marked stale by a payout's event, with the ledger: the banner and the card follow it", async () => {
    const client = new QueryClient();
    client.setQueryData(runwayKey(ACCOUNT), answer(50_000));
    await applyChange(client, ACCOUNT, {
      id: 1,
      type: "offramp.completed",
      kind: "offramp",
      resourceId: null,
      status: null,
    });
    expect(client.getQueryState(runwayKey(ACCOUNT))?.isInvalidated).toBe(true);
  });
});
