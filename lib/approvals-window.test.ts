import { describe, expect, it } from "vitest";
import { NOTHING_SENT, windowDecision } from "./approvals-window";

const payout = (amountLkr: string, accountLkr: string, beneficiaryLkr: string, thresholdLkr: string | null) =>
  windowDecision({ kind: "payout", amountLkr, thresholdLkr, sent: { accountLkr, beneficiaryLkr } });

describe("windowDecision", () => {
  it("holds nothing while approvals are off, whatever was sent", () => {
    expect(payout("1000000", "9000000", "9000000", null)).toEqual({ held: false });
  });

  it("lets a payout through while it and the last 24 hours stay at or under the threshold", () => {
    expect(payout("48000", "0", "0", "50000")).toEqual({ held: false });
    expect(payout("2000", "48000", "48000", "50000")).toEqual({ held: false });
    expect(payout("0.01", "50000", "0", "50000.01")).toEqual({ held: false });
  });

  it("holds a split payout and says why, in words, with the beneficiary's share", () => {
    expect(payout("48000", "96000", "96000", "50000")).toEqual({
      held: true,
      reason:
        "LKR 48,000.00 now plus LKR 96,000.00 sent to this bank account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.",
    });
    expect(payout("48000", "96000", "48000", "50000")).toEqual({
      held: true,
      reason:
        "LKR 48,000.00 now plus LKR 96,000.00 sent from this merchant account in the last 24 hours, LKR 48,000.00 of it to this bank account, is above LKR 50,000.00, so a second person has to approve it.",
    });
    expect(payout("48000", "3000", "0", "50000")).toEqual({
      held: true,
      reason:
        "LKR 48,000.00 now plus LKR 3,000.00 sent from this merchant account in the last 24 hours is above LKR 50,000.00, so a second person has to approve it.",
    });
  });

  it("holds one large amount without mentioning the window", () => {
    expect(payout("300950", "0", "0", "100000")).toEqual({
      held: true,
      reason: "LKR 300,950.00 is above LKR 100,000.00, so a second person has to approve it.",
    });
  });

  it("adds decimals exactly (no float drift at the edge)", () => {
    expect(payout("0.1", "0.2", "0.2", "0.3")).toEqual({ held: false });
    expect(payout("0.11", "0.2", "0.2", "0.3").held).toBe(true);
  });

  it("counts a settlement against what the whole account sent", () => {
    expect(
      windowDecision({
        kind: "settlement",
        amountLkr: "2955",
        thresholdLkr: "5000",
        sent: { accountLkr: "2955", beneficiaryLkr: "2955" },
      }),
    ).toEqual({
      held: true,
      reason:
        "LKR 2,955.00 now plus LKR 2,955.00 sent from this merchant account in the last 24 hours is above LKR 5,000.00, so a second person has to approve it.",
    });
    expect(
      windowDecision({ kind: "settlement", amountLkr: "2955", thresholdLkr: "5000", sent: NOTHING_SENT }),
    ).toEqual({ held: false });
  });
});
