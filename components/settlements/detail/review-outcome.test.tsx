import { describe, expect, it } from "vitest";
import { reviewOutcome } from "./review-outcome";

const none = { reviewedAt: null, reviewedBy: null };

describe("reviewOutcome", () => {
  it("tells an automatic approval from a reviewer's", () => {
    expect(reviewOutcome({ status: "APPROVED", ...none }).title).toBe("Approved automatically");
    expect(
      reviewOutcome({
        status: "APPROVED",
        reviewedAt: "2026-11-24T04:30:00.000Z",
        reviewedBy: "Platform settlements: R. Jayawardena",
      }).title,
    ).toBe("Approved on 24 Nov 2026, 10:00 by Platform settlements: R. Jayawardena");
  });

  it("says a rejection returned the payments to the pool, with when and who", () => {
    const outcome = reviewOutcome({
      status: "REJECTED",
      reviewedAt: "2026-11-24T04:30:00.000Z",
      reviewedBy: "Compliance",
    });
    expect(outcome.title).toBe(
      "Rejected on 24 Nov 2026, 10:00 by Compliance: its payments returned to the unsettled pool",
    );
    expect(outcome.tone).toBe("failed");
  });

  it("words waiting, cancellation and a status the console does not know", () => {
    expect(reviewOutcome({ status: "PENDING", ...none }).title).toBe("Waiting for review");
    expect(reviewOutcome({ status: "CANCELLED", ...none }).title).toBe("Cancelled before review");
    expect(reviewOutcome({ status: "ON_HOLD", ...none })).toMatchObject({
      title: "Status: ON_HOLD",
      tone: "neutral",
    });
  });
});
