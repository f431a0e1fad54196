import { describe, expect, it } from "vitest";
import { contractFixture } from "../testing/contract-fixture";
import { contractTimeline } from "./contract-timeline-events";

const kinds = (steps: ReturnType<typeof contractTimeline>) => steps.map((step) => step.kind);

describe("contractTimeline", () => {
  it("shows an unsigned contract with its signing window ahead", () => {
    const steps = contractTimeline(
      contractFixture({ status: "INITIATED", contractId: null, openUserId: null }),
    );
    expect(kinds(steps)).toEqual(["created", "signing"]);
    expect(steps[1]).toMatchObject({ at: "2026-11-20T04:15:00.000Z", upcoming: true });
  });

  it("shows a signed contract's charges and its end, without inventing a signing time", () => {
    const steps = contractTimeline(
      contractFixture({ paymentCount: 3, lastPaymentAt: "2026-11-25T04:00:00.000Z" }),
    );
    expect(kinds(steps)).toEqual(["created", "signed", "charged", "ends"]);
    expect(steps[1]?.at).toBeNull();
    expect(steps[2]).toMatchObject({ detail: "3 charges in all", at: "2026-11-25T04:00:00.000Z" });
    expect(steps[3]).toMatchObject({ upcoming: true });
  });

  it("shows when a contract was signed, as its contract.signed event said", () => {
    const signedAt = "2026-11-20T04:05:00.000Z";
    const signed = contractTimeline(contractFixture(), signedAt);
    expect(signed[1]).toMatchObject({ kind: "signed", title: "Signed by the customer", at: signedAt });
    const terminated = contractTimeline(
      contractFixture({ status: "TERMINATED", contractTerminationTime: "2026-11-22T04:00:00.000Z" }),
      signedAt,
    );
    expect(terminated[1]).toMatchObject({ kind: "signed", at: signedAt });
  });

  it("says who terminated a contract and why", () => {
    const steps = contractTimeline(
      contractFixture({
        status: "TERMINATED",
        paymentCount: 1,
        lastPaymentAt: "2026-11-21T04:00:00.000Z",
        contractTerminationWay: 1,
        contractTerminationTime: "2026-11-22T04:00:00.000Z",
        terminationNotes: "Customer moved abroad",
      }),
    );
    expect(kinds(steps)).toEqual(["created", "signed", "charged", "terminated"]);
    expect(steps[2]?.detail).toBe("1 charge in all");
    expect(steps[3]).toMatchObject({
      at: "2026-11-22T04:00:00.000Z",
      detail: "By the merchant (API) · Customer moved abroad",
    });
  });

  it("tells a contract that lapsed unsigned from one that expired after signing", () => {
    const lapsed = contractTimeline(
      contractFixture({ status: "EXPIRED", contractId: null, openUserId: null }),
    );
    expect(kinds(lapsed)).toEqual(["created", "expired"]);
    expect(lapsed[1]).toMatchObject({ title: "Expired unsigned", at: "2026-11-20T04:15:00.000Z" });

    const ended = contractTimeline(contractFixture({ status: "EXPIRED" }));
    expect(kinds(ended)).toEqual(["created", "signed", "expired"]);
    expect(ended[2]?.at).toBeNull();
  });
});
