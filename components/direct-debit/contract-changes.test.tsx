import { describe, expect, it } from "vitest";
import { contractChanges } from "./contract-changes";
import { contractFixture } from "./testing/contract-fixture";

describe("contractChanges", () => {
  it("lists the status and every field a sync changed, worded for people", () => {
    const before = contractFixture({
      status: "INITIATED",
      contractId: null,
      openUserId: null,
      qrContent: "qr",
    });
    const after = contractFixture({ status: "SIGNED", updatedAt: "2026-11-20T04:09:00.000Z" });
    expect(contractChanges(before, after)).toEqual([
      { field: "status", label: "Status", before: "Awaiting signature", after: "Signed" },
      { field: "contractId", label: "Provider's contract id", before: "—", after: "481516234200" },
      {
        field: "openUserId",
        label: "Customer's id at the provider",
        before: "—",
        after: "OU00000000000000000001",
      },
    ]);
  });

  it("shows amounts with their currency and times in Colombo", () => {
    const before = contractFixture({ paymentCount: 1, totalAmountCharged: 21.666667 });
    const after = contractFixture({
      paymentCount: 2,
      totalAmountCharged: 43.333334,
      lastPaymentAt: "2026-11-21T06:30:00.000Z",
    });
    expect(contractChanges(before, after)).toEqual([
      { field: "paymentCount", label: "Charges", before: "1", after: "2" },
      {
        field: "totalAmountCharged",
        label: "Total charged",
        before: "USDT 21.666667",
        after: "USDT 43.333334",
      },
      { field: "lastPaymentAt", label: "Last charge", before: "—", after: "21 Nov 2026, 12:00 (Colombo)" },
    ]);
  });

  it("is empty when nothing but the bookkeeping changed", () => {
    const before = contractFixture({ qrContent: "qr", deepLink: "app://x" });
    const after = contractFixture({ updatedAt: "2026-11-22T00:00:00.000Z" });
    expect(contractChanges(before, after)).toEqual([]);
  });
});
