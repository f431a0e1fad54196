import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimal } from "@/lib/money";
import { pageTotals } from "./page-totals";

describe("pageTotals", () => {
  it("sums each currency exactly, where floats would drift", () => {
    const items = [
      { amount: 0.1, currency: "USDT", status: "PAID" as const },
      { amount: 0.2, currency: "USDT", status: "PAID" as const },
      { amount: 1500.55, currency: "LKR", status: "EXPIRED" as const },
      { amount: 0.45, currency: "LKR", status: "INITIATED" as const },
    ];
    const totals = pageTotals(items);
    expect(totals.byCurrency.map((entry) => [entry.currency, entry.count, entry.total])).toEqual([
      ["USDT", 2, "0.3"],
      ["LKR", 2, "1501"],
    ]);
    expect(totals.byStatus).toEqual({ PAID: 2, EXPIRED: 1, INITIATED: 1 });
    expect(totals.count).toBe(4);
  });

  it("counts every item once, in its currency and its status", () => {
    const item = fc.record({
      amount: fc.integer({ min: 1, max: 10_000_000 }).map((cents) => cents / 100),
      currency: fc.constantFrom("USDT", "LKR"),
      status: fc.constantFrom("INITIATED", "USER_REVIEW", "PAID", "EXPIRED", "FAILED" as const),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 100 }), (items) => {
        const totals = pageTotals(items);
        expect(totals.byCurrency.reduce((n, entry) => n + entry.count, 0)).toBe(items.length);
        expect(Object.values(totals.byStatus).reduce((n, count) => n + count, 0)).toBe(items.length);
        for (const entry of totals.byCurrency) {
          const cents = items
            .filter((i) => i.currency === entry.currency)
            .reduce((n, i) => n + Math.round(i.amount * 100), 0);
          expect(decimal(entry.total).times(100).toNumber()).toBe(cents);
        }
      }),
    );
  });

  it("is empty for an empty page", () => {
    expect(pageTotals([])).toEqual({ byCurrency: [], byStatus: {}, count: 0 });
  });
});
