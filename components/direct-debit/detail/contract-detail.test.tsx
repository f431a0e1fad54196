import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersEachTest, renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { FOLLOW_INTERVAL_MS } from "../new/use-follow-contract";
import { contractFixture } from "../testing/contract-fixture";
import { stubContractService, unsignedContractFixture } from "../testing/contract-service";
import { ContractDetail } from "./contract-detail";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function renderDetail(canWrite: boolean) {
  return renderWithQueries(
    <ContractDetail accountId={ACCOUNT} contractId={contractFixture().id} canWrite={canWrite} />,
  );
}

fakeTimersEachTest();

describe("ContractDetail of an unsigned contract", () => {
  it("follows the signing as the creation page does, and turns Signed by itself", async () => {
    const contract = unsignedContractFixture(Date.now() - 60_000);
    const network = stubContractService({
      read: contract,
      syncs: [contract, { ...contract, status: "SIGNED", contractId: 42, openUserId: "OU1" }],
    });
    renderDetail(true);
    expect(await screen.findByText(/Waiting for the customer to approve/)).toBeVisible();
    expect(network.syncCalls()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS + 100));
    expect(network.syncCalls()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS));
    expect(await screen.findByRole("link", { name: "Charge" })).toBeVisible();
    expect(screen.queryByText(/Waiting for the customer to approve/)).not.toBeInTheDocument();
    expect(network.syncCalls()).toHaveLength(2);

    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 3));
    expect(network.syncCalls()).toHaveLength(2);
  });

  it("does not sync for a member who may not", async () => {
    const contract = unsignedContractFixture(Date.now() - 60_000);
    const network = stubContractService({ read: contract, syncs: [contract] });
    renderDetail(false);
    expect(await screen.findByText(/turns signed once the customer approves/)).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(FOLLOW_INTERVAL_MS * 2));
    expect(network.syncCalls()).toHaveLength(0);
  });
});
