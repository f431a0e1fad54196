import { describe, expect, it } from "vitest";
import { paymentTimeline } from "./payment-timeline-events";

const base = {
  createdAt: "2026-11-22T08:00:00.000Z",
  expireTime: "2026-11-22T09:00:00.000Z",
  paidAt: null,
};

describe("paymentTimeline", () => {
  it("shows a paid payment as created, then paid at its paidAt", () => {
    expect(paymentTimeline({ ...base, status: "PAID", paidAt: "2026-11-22T08:05:00.000Z" })).toEqual([
      { kind: "created", title: "Created", at: base.createdAt },
      { kind: "paid", title: "Paid", at: "2026-11-22T08:05:00.000Z" },
    ]);
  });

  it("shows the coming expiry of a payment that can still be paid", () => {
    const events = paymentTimeline({ ...base, status: "INITIATED" });
    expect(events.map((event) => event.kind)).toEqual(["created", "expires"]);
    expect(events[1]).toMatchObject({ at: base.expireTime, upcoming: true });
  });

  it("puts a review step before the expiry of a payment under review", () => {
    expect(paymentTimeline({ ...base, status: "USER_REVIEW" }).map((event) => event.kind)).toEqual([
      "created",
      "review",
      "expires",
    ]);
  });

  it("dates an expiry at the expire time and leaves a failure undated", () => {
    expect(paymentTimeline({ ...base, status: "EXPIRED" })[1]).toEqual({
      kind: "expired",
      title: "Expired unpaid",
      at: base.expireTime,
    });
    expect(paymentTimeline({ ...base, status: "FAILED" })[1]).toEqual({
      kind: "failed",
      title: "Failed",
      at: null,
    });
  });
});
