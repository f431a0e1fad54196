import { act, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeTimersEachTest, renderWithQueries } from "@/components/detail/testing/render-with-queries";
import { BffError } from "@/data/bff";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractFixture } from "../testing/contract-fixture";
import { stubContractService, unsignedContractFixture } from "../testing/contract-service";
import { ContractCreated } from "./contract-created";
import { FOLLOW_INTERVAL_MS, nextSyncDelay, stillSigning } from "./use-follow-contract";

const ACCOUNT = "3f8e7c1a-0d2b-4c55-9a1e-7b6f5d4c3b2a";

function renderCreated(created: Contract) {
  return renderWithQueries(
    <ContractCreated accountId={ACCOUNT} created={created} canCharge onCreateAnother={() => {}} />,
  );
}

fakeTimersEachTest();

describe("ContractCreated", () => {
  it("syncs every few seconds while unsigned, shows Signed as soon as it is, and then stops asking", async () => {
    const created = unsignedContractFixture(Date.now());
    const network = stubContractService({
      syncs: [created, { ...created, status: "SIGNED", contractId: 42, openUserId: "OU1" }],
    });
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
    const created = unsignedContractFixture(Date.now());
    stubContractService({ syncs: [{ ...created, status: "EXPIRED" }] });
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
