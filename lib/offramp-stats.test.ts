import { describe, expect, it } from "vitest";
import {
  formatDuration,
  NO_REASON,
  nearestRank,
  type OfframpRowFacts,
  offrampCompletionTimes,
  offrampRateByDay,
  offrampSuccessRate,
  offrampVolumeByDay,
  offrampVolumeTotals,
  offrampWindowRate,
  topFailureReasons,
} from "./offramp-stats";

function payout(overrides: Partial<OfframpRowFacts> & Pick<OfframpRowFacts, "status">): OfframpRowFacts {
  return {
    amountUsdt: 100,
    amountLkr: 30_000,
    rateUsdtLkr: 300,
    failureReason: null,
    createdAt: "2026-11-10T05:00:00.000Z",
    completedAt: null,
    ...overrides,
  };
}

describe("offrampVolumeByDay", () => {
  it("sums LKR per Colombo day of creation and status, with every day of the window", () => {
    const rows = [
      payout({ status: "COMPLETED", amountLkr: 1000.1 }),
      payout({ status: "COMPLETED", amountLkr: 2000.2 }),
      payout({ status: "FAILED", amountLkr: 500 }),
      // 20:00Z on the 10th is the 11th in Colombo.
      payout({ status: "PROCESSING", amountLkr: 700, createdAt: "2026-11-10T20:00:00.000Z" }),
      payout({ status: "SOMETHING_NEW", amountLkr: 9 }),
    ];
    const days = offrampVolumeByDay(rows, { from: "2026-11-10", to: "2026-11-12" });
    expect(days[0]).toEqual({
      day: "2026-11-10",
      volumeLkr: { PENDING: "0.00", PROCESSING: "0.00", COMPLETED: "3000.30", FAILED: "500.00" },
      count: { PENDING: 0, PROCESSING: 0, COMPLETED: 2, FAILED: 1 },
    });
    expect(days[1]?.volumeLkr.PROCESSING).toBe("700.00");
    expect(days[2]).toEqual({
      day: "2026-11-12",
      volumeLkr: { PENDING: "0.00", PROCESSING: "0.00", COMPLETED: "0.00", FAILED: "0.00" },
      count: { PENDING: 0, PROCESSING: 0, COMPLETED: 0, FAILED: 0 },
    });
  });
});

describe("offrampVolumeTotals", () => {
  it("adds each status's volume and count over the window exactly", () => {
    const rows = [
      payout({ status: "COMPLETED", amountLkr: 0.1 }),
      payout({ status: "COMPLETED", amountLkr: 0.2, createdAt: "2026-11-11T05:00:00.000Z" }),
      payout({ status: "FAILED", amountLkr: 5 }),
    ];
    const totals = offrampVolumeTotals(offrampVolumeByDay(rows, { from: "2026-11-10", to: "2026-11-11" }));
    expect(totals.volumeLkr).toEqual({
      PENDING: "0.00",
      PROCESSING: "0.00",
      COMPLETED: "0.30",
      FAILED: "5.00",
    });
    expect(totals.count).toEqual({ PENDING: 0, PROCESSING: 0, COMPLETED: 2, FAILED: 1 });
  });
});

describe("offrampSuccessRate", () => {
  it("is completed ÷ (completed + failed), pending and processing left out", () => {
    const rows = [
      ...Array.from({ length: 27 }, () => payout({ status: "COMPLETED" })),
      ...Array.from({ length: 1 }, () => payout({ status: "FAILED" })),
      payout({ status: "PENDING" }),
      payout({ status: "PROCESSING" }),
    ];
    expect(offrampSuccessRate(rows)).toEqual({ completed: 27, failed: 1, percent: "96.4" });
  });
  it("has no rate when nothing ended", () => {
    expect(offrampSuccessRate([payout({ status: "PENDING" })]).percent).toBeNull();
  });
});

describe("offrampCompletionTimes", () => {
  it("takes median and p95 by nearest rank of completed payouts only", () => {
    const created = Date.parse("2026-11-10T05:00:00.000Z");
    const rows = Array.from({ length: 20 }, (_, i) =>
      payout({
        status: "COMPLETED",
        createdAt: new Date(created).toISOString(),
        completedAt: new Date(created + (i + 1) * 60_000).toISOString(),
      }),
    );
    rows.push(payout({ status: "FAILED", completedAt: null }));
    // 1..20 minutes: median rank 10, p95 rank 19.
    expect(offrampCompletionTimes(rows)).toEqual({ count: 20, medianMs: 10 * 60_000, p95Ms: 19 * 60_000 });
  });
  it("has no times without completed payouts", () => {
    expect(offrampCompletionTimes([])).toEqual({ count: 0, medianMs: null, p95Ms: null });
  });
  it("ranks a single value as itself", () => {
    expect(nearestRank([5], 0.95)).toBe(5);
    expect(nearestRank([1, 2, 3, 4], 0.5)).toBe(2);
  });
});

describe("formatDuration", () => {
  it("writes durations as people read them", () => {
    expect(formatDuration(45_000)).toBe("45 s");
    expect(formatDuration(12 * 60_000)).toBe("12 min");
    expect(formatDuration(185 * 60_000)).toBe("3 h 5 min");
    expect(formatDuration(52 * 3_600_000)).toBe("2 d 4 h");
  });
});

describe("offrampRateByDay", () => {
  it("weights each payout's rate by its USDT amount, failed payouts left out", () => {
    const rows = [
      payout({ status: "COMPLETED", amountUsdt: 900, rateUsdtLkr: 300 }),
      payout({ status: "PROCESSING", amountUsdt: 100, rateUsdtLkr: 310 }),
      payout({ status: "FAILED", amountUsdt: 10_000, rateUsdtLkr: 1 }),
    ];
    const days = offrampRateByDay(rows, { from: "2026-11-10", to: "2026-11-11" });
    // (900 × 300 + 100 × 310) ÷ 1000 = 301, not the plain average 305.
    expect(days).toEqual([
      { day: "2026-11-10", rate: "301.0000", amountUsdt: "1000.000000" },
      { day: "2026-11-11", rate: null, amountUsdt: "0.000000" },
    ]);
    expect(offrampWindowRate(rows)).toBe("301.0000");
  });
  it("keeps decimals exact", () => {
    const rows = [
      payout({ status: "COMPLETED", amountUsdt: 0.1, rateUsdtLkr: 302.15 }),
      payout({ status: "COMPLETED", amountUsdt: 0.2, rateUsdtLkr: 302.15 }),
    ];
    expect(offrampWindowRate(rows)).toBe("302.1500");
  });
});

describe("topFailureReasons", () => {
  it("counts failed payouts by reason, most frequent first, blank reasons named", () => {
    const rows = [
      payout({ status: "FAILED", failureReason: "Invalid account number", amountLkr: 100 }),
      payout({ status: "FAILED", failureReason: "Beneficiary account closed", amountLkr: 50 }),
      payout({ status: "FAILED", failureReason: "Beneficiary account closed", amountLkr: 25.5 }),
      payout({ status: "FAILED", failureReason: null, amountLkr: 10 }),
      payout({ status: "FAILED", failureReason: "  ", amountLkr: 10 }),
      payout({ status: "COMPLETED", failureReason: "Invalid account number" }),
    ];
    expect(topFailureReasons(rows, 2)).toEqual([
      { reason: "Beneficiary account closed", count: 2, amountLkr: "75.50" },
      { reason: NO_REASON, count: 2, amountLkr: "20.00" },
    ]);
    expect(topFailureReasons(rows)).toHaveLength(3);
  });
});
