import { describe, expect, it } from "vitest";
import { drawBasket, MAX_BASKET_LKR, MIN_BASKET_LKR } from "./catalogue";
import { mulberry32, Rng } from "./random";

describe("mulberry32", () => {
  it("repeats its sequence for the same seed and stays in [0, 1)", () => {
    const first = mulberry32(20261122);
    const second = mulberry32(20261122);
    const a = Array.from({ length: 1000 }, () => first());
    const b = Array.from({ length: 1000 }, () => second());
    expect(a).toEqual(b);
    expect(Math.min(...a)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...a)).toBeLessThan(1);
    expect(new Set(a).size).toBe(1000);
  });

  it("spreads evenly enough to drive the demo's mixes", () => {
    const next = mulberry32(1);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 20_000; i++) {
      const index = Math.floor(next() * 10);
      buckets[index] = (buckets[index] ?? 0) + 1;
    }
    for (const count of buckets) expect(Math.abs(count - 2000)).toBeLessThan(200);
  });
});

describe("Rng", () => {
  it("gives each named stream its own sequence, the same every time", () => {
    const draw = (label: string) => {
      const rng = new Rng(20261122, label);
      return Array.from({ length: 20 }, () => rng.int(0, 1_000_000));
    };
    expect(draw("payments")).toEqual(draw("payments"));
    expect(draw("payments")).not.toEqual(draw("offramps"));
    const otherSeed = new Rng(7, "payments");
    expect(Array.from({ length: 20 }, () => otherSeed.int(0, 1_000_000))).not.toEqual(draw("payments"));
  });

  it("keeps int within both bounds and reaches each of them", () => {
    const rng = new Rng(3, "ints");
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(1, 4)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4]);
  });

  it("never picks a zero-weight entry and follows the weights", () => {
    const rng = new Rng(5, "weights");
    const picks = Array.from({ length: 4000 }, () =>
      rng.weighted([
        ["a", 3],
        ["never", 0],
        ["b", 1],
      ] as const),
    );
    expect(picks).not.toContain("never");
    const share = picks.filter((p) => p === "a").length / picks.length;
    expect(share).toBeGreaterThan(0.7);
    expect(share).toBeLessThan(0.8);
  });

  it("writes digits without a leading zero and codes without look-alike characters", () => {
    const rng = new Rng(9, "ids");
    for (let i = 0; i < 200; i++) {
      expect(rng.digits(20)).toMatch(/^[1-9]\d{19}$/);
      expect(rng.code(20)).toMatch(/^[A-HJ-NP-Z2-9]{20}$/);
      expect(rng.slug(12)).toMatch(/^[A-Za-z0-9_-]{12}$/);
    }
  });
});

describe("drawBasket", () => {
  it("keeps every basket between LKR 1,500 and 45,000 and totals its lines", () => {
    const rng = new Rng(11, "baskets");
    for (let i = 0; i < 5000; i++) {
      const basket = drawBasket(rng);
      expect(basket.totalLkr).toBeGreaterThanOrEqual(MIN_BASKET_LKR);
      expect(basket.totalLkr).toBeLessThanOrEqual(MAX_BASKET_LKR);
      const lines = basket.lines.reduce((acc, line) => acc + line.product.priceLkr * line.quantity, 0);
      expect(basket.totalLkr).toBe(Math.max(lines, MIN_BASKET_LKR));
      expect(basket.lines.length).toBeGreaterThan(0);
    }
  });
});
