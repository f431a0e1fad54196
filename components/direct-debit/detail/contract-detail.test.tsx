import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { FOLLOW_INTERVAL_MS } from "../new/use-follow-contract";
import { contractFixture } from "../testing/contract-fixture";
import { ContractDetail } from "./contract-detail";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function unsigned(now: number): Contract {
  return contractFixture({
    status: "INITIATED",
    contractId: null,
    openUserId: null,
    createdAt: new Date(now - 60_000).toISOString(),
    requestExpireTime: new Date(now + 14 * 60_000).toISOString(),
    qrContent: "https://sandbox.example/direct-debit/approve/x",
    deepLink: "exchangeapay://contract/approve?url=x",
  });
}

/** The service as the browser reaches it through the BFF: the contract, then each sync's answer. */
function service(read: Contract, ...syncs: Contract[]) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url);
      if (url.endsWith("/sync")) return Response.json(syncs.length > 1 ? syncs.shift() : syncs[0]);
      if (url.endsWith(`/direct-debit/${read.id}`)) return Response.json(read);
      return Response.json({ data: [], meta: { page: 1, limit: 100, totalItems: 0, totalPages: 0 } });
    }),
  );
  return { syncs: () => calls.filter((url) => url.endsWith("/sync")).length };
}

function renderDetail(canWrite: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ContractDetail accountId={ACCOUNT} contractId={contractFixture().id} canWrite={canWrite} />
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

describe("ContractDetail of an unsigned contract", () => {
  it("follows the signing as the creation page does, and turns Signed by itself", async () => {
    const contract = unsigned(Date.now());
    const network = service(contract, contract, {
      ...contract,
      status: "SIGNED",
      contractId: 42,
      openUserId: "OU1",
    });
    renderDetail(true);
    expect(await screen.findByText(/Waiting for the customer to approve/)).toBeVisible();
    expect(network.syncs()).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS + 100));
    expect(network.syncs()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(await screen.findByRole("link", { name: "Charge" })).toBeVisible();
    expect(screen.queryByText(/Waiting for the customer to approve/)).not.toBeInTheDocument();
    expect(network.syncs()).toBe(2);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3));
    expect(network.syncs()).toBe(2);
  });

  it("does not sync for a member who may not", async () => {
    const contract = unsigned(Date.now());
    const network = service(contract, contract);
    renderDetail(false);
    expect(await screen.findByText(/turns signed once the customer approves/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 2));
    expect(network.syncs()).toBe(0);
  });
});
