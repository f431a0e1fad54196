import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { applyChange } from "@/data/live-events";
import type { Compared } from "@/lib/filters/overview-insights";
import {
  branchName,
  branchRows,
  changeDirection,
  changeSentence,
  changeText,
  exactFigureValue,
  figureValue,
  paidVolumeRows,
  statusRows,
} from "./insight-series";
import { insightsKey } from "./insights-queries";

const fig = (
  current: string | null,
  previous: string | null,
  change: string | null,
  kind: "percent" | "points" = "percent",
): Compared => ({
  current,
  previous,
  change,
  changeKind: kind,
  currentKnown: true,
  previousKnown: true,
});

describe("overview chart rows", () => {
  it("paid volume per day keeps the exact strings", () => {
    const day = { known: true, partial: false, paidLkrCount: 0, counts: {} };
    const rows = paidVolumeRows({
      daily: [
        { ...day, day: "2026-11-19", known: false, paidUsdt: null, paidLkr: null, paidCount: null },
        { ...day, day: "2026-11-20", paidUsdt: "0.000001", paidLkr: null, paidCount: 1 },
        { ...day, day: "2026-11-21", partial: true, paidUsdt: "340.5", paidLkr: "102150.25", paidCount: 2 },
      ],
    });
    expect(rows).toEqual([
      { key: "2026-11-19", label: "19 Nov", values: { usdt: null, lkr: null, count: null } },
      { key: "2026-11-20", label: "20 Nov", values: { usdt: "0.000001", lkr: null, count: "1" } },
      {
        key: "2026-11-21",
        label: "21 Nov",
        partial: true,
        values: { usdt: "340.5", lkr: "102150.25", count: "2" },
      },
    ]);
  });

  it("statuses in words, this period beside the previous one", () => {
    expect(
      statusRows({
        byStatus: [
          { status: "PAID", current: 3, previous: 1, change: "200.0" },
          { status: "INITIATED", current: 0, previous: 2, change: "-100.0" },
        ],
      }),
    ).toEqual([
      { key: "PAID", label: "Paid", values: { current: "3", previous: "1" } },
      { key: "INITIATED", label: "Awaiting payment", values: { current: "0", previous: "2" } },
    ]);
  });

  it("branches by name, a short id when the name is unknown, and payments without a branch", () => {
    const names = new Map([["7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f", "Colombo 1"]]);
    expect(branchName(null, names)).toBe("No branch");
    expect(branchName(null, names, true)).toBe("Branch not known yet");
    expect(branchName("1a2b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d", names)).toBe("Branch 1a2b3c4d");
    expect(
      branchRows(
        {
          topBranches: [
            {
              branchId: "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f",
              unplaced: false,
              paidUsdt: "12.5",
              paidCount: 2,
              previousPaidUsdt: "0",
              change: null,
            },
          ],
        },
        names,
      ),
    ).toEqual([
      {
        key: "7d0c1f6e-2a4b-4c1d-9e8f-0a1b2c3d4e5f",
        label: "Colombo 1",
        values: { current: "12.5", previous: "0" },
      },
    ]);
  });
});

describe("figure words", () => {
  it("writes values with their unit", () => {
    expect(figureValue("1234.5", "USDT")).toBe("USDT 1,234.50");
    expect(figureValue("10616.611282", "USDT")).toBe("USDT 10,616.61");
    expect(exactFigureValue("10616.611282", "USDT")).toBe("USDT 10,616.611282");
    expect(exactFigureValue("1234.5", "USDT")).toBeNull();
    expect(figureValue(null, "USDT", false)).toBe("Not known yet");
    expect(figureValue("1500", "LKR")).toBe("LKR 1,500.00");
    expect(figureValue("1", "payments")).toBe("1 payment");
    expect(figureValue("66.7", "percent")).toBe("66.7 %");
    expect(figureValue(null, "percent")).toBe("—");
  });

  it("arrows and words for each direction", () => {
    expect(changeDirection(fig("2", "1", "100.0"))).toBe("up");
    expect(changeDirection(fig("1", "2", "-50.0"))).toBe("down");
    expect(changeDirection(fig("1", "1", "0.0"))).toBe("flat");
    expect(changeDirection(fig("1", "0", null))).toBe("none");
    expect(changeText(fig("2", "1", "100.0"))).toBe("+100.0 %");
    expect(changeText(fig("1", "2", "-50.0"))).toBe("−50.0 %");
    expect(changeText(fig("60.0", "50.0", "10.0", "points"))).toBe("+10.0 pts");
    expect(changeText(fig("1", "1", "0.0"))).toBe("no change");
    expect(changeText(fig("1", "0", null))).toBe("no earlier data");
    expect(changeText({ ...fig(null, null, null), currentKnown: false })).toBe("not known yet");
    expect(changeText({ ...fig("1", null, null), previousKnown: false })).toBe(
      "earlier period not known yet",
    );
  });

  it("says the change in a sentence for screen readers", () => {
    expect(changeSentence(fig("10", "5", "100.0"), "USDT", "the previous 7 days")).toBe(
      "Up 100.0 % from USDT 5.00 in the previous 7 days.",
    );
    expect(changeSentence(fig("40.0", "50.0", "-10.0", "points"), "percent", "the day before")).toBe(
      "Down 10.0 percentage points from 50.0 % the day before.",
    );
    expect(changeSentence(fig("3", "3", "0.0"), "payments", "the previous 30 days")).toBe(
      "The same as in the previous 30 days (3 payments).",
    );
    expect(changeSentence(fig("3", "0", null), "payments", "the day before")).toBe(
      "No earlier data to compare with.",
    );
    expect(
      changeSentence({ ...fig("3", null, null), previousKnown: false }, "payments", "the previous 90 days"),
    ).toBe("Nothing to compare with: the console does not hold every payment of the previous 90 days.");
  });
});

describe("live updates", () => {
  it("a payment event marks the period figures stale, whatever period and branch they are for", async () => {
    const client = new QueryClient();
    const week = insightsKey("acc", { period: "7d", from: null, to: null, branch: null });
    const custom = insightsKey("acc", {
      period: "custom",
      from: "2026-11-01",
      to: "2026-11-03",
      branch: "b",
    });
    client.setQueryData(week, { any: 1 });
    client.setQueryData(custom, { any: 2 });
    client.setQueryData(insightsKey("other", { period: null, from: null, to: null, branch: null }), {
      any: 3,
    });
    await applyChange(client, "acc", {
      id: 1,
      type: "payment.paid",
      kind: "payment",
      resourceId: "p1",
      status: "PAID",
    });
    expect(client.getQueryState(week)?.isInvalidated).toBe(true);
    expect(client.getQueryState(custom)?.isInvalidated).toBe(true);
    expect(
      client.getQueryState(insightsKey("other", { period: null, from: null, to: null, branch: null }))
        ?.isInvalidated,
    ).toBe(false);
  });
});
