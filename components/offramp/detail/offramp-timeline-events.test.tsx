import { describe, expect, it } from "vitest";
import type { Offramp } from "@/lib/payments-api/offramp";
import { offrampTimeline } from "./offramp-timeline-events";

function offramp(overrides: Partial<Offramp> = {}): Offramp {
  return {
    paymentId: "6c1c7f54-2f0e-4c1a-9d57-1d5b1f0d8a11",
    status: "PENDING",
    amountUsdt: 50,
    amountLkr: 15_000,
    rateUsdtLkr: 300,
    externalRef: "ref-1",
    bankRef: null,
    completedAt: null,
    failedAt: null,
    createdAt: "2026-11-22T08:15:30.123Z",
    ...overrides,
  };
}

const summary = (o: Offramp) => offrampTimeline(o).map((step) => [step.kind, step.state, step.at]);

describe("offrampTimeline", () => {
  it("shows a new payout as created, with the transfer and completion still to come", () => {
    expect(summary(offramp())).toEqual([
      ["created", "current", "2026-11-22T08:15:30.123Z"],
      ["processing", "upcoming", null],
      ["completed", "upcoming", null],
    ]);
  });

  it("marks the bank transfer as the current step while processing", () => {
    expect(summary(offramp({ status: "PROCESSING" }))).toEqual([
      ["created", "done", "2026-11-22T08:15:30.123Z"],
      ["processing", "current", null],
      ["completed", "upcoming", null],
    ]);
  });

  it("ends with the completion time and the bank reference", () => {
    const steps = offrampTimeline(
      offramp({ status: "COMPLETED", bankRef: "BOC-778812", completedAt: "2026-11-22T08:15:36.000Z" }),
    );
    expect(steps.map((step) => step.state)).toEqual(["done", "done", "done"]);
    expect(steps[2]).toMatchObject({ kind: "completed", at: "2026-11-22T08:15:36.000Z" });
    expect(steps[2]?.detail).toContain("BOC-778812");
  });

  it("ends a failed payout with its failure time and the refund", () => {
    const steps = offrampTimeline(offramp({ status: "FAILED", failedAt: "2026-11-22T08:16:00.000Z" }));
    expect(steps.map((step) => step.kind)).toEqual(["created", "processing", "failed"]);
    expect(steps[2]).toMatchObject({ at: "2026-11-22T08:16:00.000Z", state: "done" });
    expect(steps[2]?.detail).toContain("LKR 15,000.00 was refunded");
  });
});
