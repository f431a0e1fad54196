import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BffError } from "@/data/bff";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractFixture } from "../testing/contract-fixture";
import { ContractCreated } from "./contract-created";
import { FOLLOW_INTERVAL_MS, nextSyncDelay, stillSigning } from "./use-follow-contract";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function unsigned(now: number): Contract {
  return contractFixture({
    status: "INITIATED",
    contractId: null,
    openUserId: null,
    createdAt: new Date(now).toISOString(),
    requestExpireTime: new Date(now + 15 * 60_000).toISOString(),
    qrContent: "https://sandbox.example/direct-debit/approve/x",
    deepLink: "exchangeapay://contract/approve?url=x",
  });
}

/** The service's answers to sync, one per call; the network boundary alone is faked. */
function syncAnswers(...answers: Contract[]) {
  const calls: { url: string; method: string | undefined }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, method: init?.method });
    if (url.endsWith("/sync")) {
      const next = answers.length > 1 ? answers.shift() : answers[0];
      return Response.json(next);
    }
    // Scenario and branch look-ups of the terms card.
    return Response.json({ data: [], meta: { page: 1, limit: 100, totalItems: 0, totalPages: 0 } });
  });
  vi.stubGlobal("fetch", fetchMock);
  return { syncCalls: () => calls.filter((call) => call.url.endsWith("/sync")) };
}

function renderCreated(created: Contract) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContractCreated accountId={ACCOUNT} created={created} canCharge onCreateAnother={() => {}} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ContractCreated", () => {
  it("syncs every few seconds while unsigned, shows Signed as soon as it is, and then stops asking", async () => {
    const created = unsigned(Date.now());
    const network = syncAnswers(created, { ...created, status: "SIGNED", contractId: 42, openUserId: "OU1" });
    renderCreated(created);

    expect(screen.getByRole("heading", { name: "Customer approval" })).toBeVisible();
    expect(screen.getByRole("img", { name: /QR code to approve the direct debit/ })).toBeVisible();
    expect(screen.getByRole("timer")).toHaveTextContent(/^1[45]:\d\d$/);
    // Nobody can have signed the moment the contract was made: the first sync waits for the interval.
    expect(network.syncCalls()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS + 100));
    expect(network.syncCalls()).toEqual([
      { url: `/api/accounts/${ACCOUNT}/v1/direct-debit/${created.id}/sync`, method: "POST" },
    ]);
    expect(screen.queryByRole("heading", { name: /^Signed$/ })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(await screen.findByRole("heading", { name: /^Signed$/ })).toBeVisible();
    expect(screen.getByRole("link", { name: "Charge now" })).toBeVisible();
    expect(network.syncCalls()).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 4));
    expect(network.syncCalls()).toHaveLength(2);
  });

  it("tells when the signing window lapsed", async () => {
    const created = unsigned(Date.now());
    syncAnswers({ ...created, status: "EXPIRED" });
    renderCreated(created);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS + 100));
    expect(await screen.findByText("Expired unsigned")).toBeVisible();
    expect(screen.getByText(/The signing window closed before the customer approved/)).toBeVisible();
  });
});

describe("following rules", () => {
  it("follows an unsigned contract until a minute past its signing window", () => {
    const now = Date.parse("2026-11-20T04:00:00.000Z");
    const contract = contractFixture({ status: "INITIATED", requestExpireTime: "2026-11-20T04:15:00.000Z" });
    expect(stillSigning(contract, now)).toBe(true);
    expect(stillSigning(contract, now + 15 * 60_000 + 59_000)).toBe(true);
    expect(stillSigning(contract, now + 16 * 60_000)).toBe(false);
    expect(stillSigning({ ...contract, status: "SIGNED" }, now)).toBe(false);
  });

  it("waits as long as the service asks after a 429, never less than the interval", () => {
    expect(nextSyncDelay(null)).toBe(FOLLOW_INTERVAL_MS);
    expect(nextSyncDelay(new BffError({ status: 429, message: "", retryAfter: 30 }))).toBe(30_000);
    expect(nextSyncDelay(new BffError({ status: 429, message: "", retryAfter: 1 }))).toBe(FOLLOW_INTERVAL_MS);
    expect(nextSyncDelay(new BffError({ status: 502, message: "" }))).toBe(FOLLOW_INTERVAL_MS);
  });
});
