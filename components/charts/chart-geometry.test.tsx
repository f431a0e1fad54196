import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  areaPath,
  bands,
  barPath,
  barSlots,
  cutLabel,
  labelCenter,
  layoutChart,
  linearScale,
  linePath,
  monotoneCubics,
  niceStep,
  niceTicks,
  points,
  runs,
  stackSpans,
  thinLabels,
  valueTicks,
} from "./chart-geometry";
import { formatTick } from "./chart-model";

const value = fc.double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true });
const maybe = fc.option(fc.double({ min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true }), {
  nil: null,
  freq: 5,
});
const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe("scales and ticks", () => {
  it("maps the domain's ends to the range's ends", () => {
    const y = linearScale([0, 200], [180, 20]);
    expect(y(0)).toBe(180);
    expect(y(200)).toBe(20);
    expect(y(100)).toBe(100);
    expect(linearScale([5, 5], [0, 10])(5)).toBe(5);
  });

  it("picks round steps", () => {
    expect([0.7, 1, 1.3, 2.2, 3, 7, 12, 0.03].map(niceStep)).toEqual([1, 1, 2, 2.5, 5, 10, 20, 0.05]);
  });

  it("gives round ticks from zero for amounts", () => {
    expect(valueTicks([120, 340.5], true)).toEqual({ domain: [0, 400], ticks: [0, 100, 200, 300, 400] });
    expect(valueTicks([0.3, 0.1], true).ticks).toEqual([0, 0.1, 0.2, 0.3]);
    // A rate reads around its own range.
    expect(valueTicks([301.2, 305.9], false).ticks).toEqual([300, 302, 304, 306]);
    // Counts tick in whole numbers.
    expect(valueTicks([1, 2], true, 5, true).ticks).toEqual([0, 1, 2]);
    // Below zero too.
    expect(valueTicks([-50, 120], true)).toEqual({ domain: [-50, 150], ticks: [-50, 0, 50, 100, 150] });
  });

  it("gives a range to a single value and to nothing", () => {
    expect(valueTicks([], true).domain).toEqual([0, 1]);
    expect(valueTicks([7, 7], true).domain).toEqual([0, 8]);
    const rate = valueTicks([300, 300], false);
    expect(rate.domain[0]).toBeLessThan(300);
    expect(rate.domain[1]).toBeGreaterThan(300);
  });

  it("ticks cover the values, at most `count` of them, evenly spaced and round", () => {
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 20 }),
        fc.boolean(),
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        (values, fromZero, count, integer) => {
          const { domain, ticks } = valueTicks(values, fromZero, count, integer);
          const min = Math.min(...values, ...(fromZero ? [0] : []));
          const max = Math.max(...values, ...(fromZero ? [0] : []));
          expect(domain[0]).toBeLessThanOrEqual(min);
          expect(domain[1]).toBeGreaterThanOrEqual(max);
          expect(ticks[0]).toBe(domain[0]);
          expect(ticks[ticks.length - 1]).toBe(domain[1]);
          expect(ticks.length).toBeGreaterThanOrEqual(2);
          expect(ticks.length).toBeLessThanOrEqual(Math.max(count, 3));
          const step = (ticks[1] as number) - (ticks[0] as number);
          expect(step).toBeGreaterThan(0);
          for (let i = 1; i < ticks.length; i++)
            expect(close((ticks[i] as number) - (ticks[i - 1] as number), step)).toBe(true);
          if (integer) expect(ticks.every(Number.isInteger)).toBe(true);
          // From zero, zero is a tick (the axis reads from it).
          if (fromZero) expect(ticks.some((t) => t === 0)).toBe(true);
          // Round: each tick's step is 1, 2, 2.5 or 5 times a power of ten.
          expect(close(niceStep(step), step)).toBe(true);
        },
      ),
    );
  });

  it("keeps ticks round even where floats are not (0.1 + 0.2)", () => {
    expect(niceTicks(0, 0.3, 4).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });
});

describe("stacking", () => {
  it("piles values up from zero in series order, negatives downwards, and skips missing ones", () => {
    const spans = stackSpans(
      [
        [1, 2, null],
        [3, -1, 4],
        [-2, -5, 1],
      ],
      true,
    );
    expect(spans[0]).toEqual([{ y0: 0, y1: 1 }, { y0: 0, y1: 2 }, null]);
    expect(spans[1]).toEqual([
      { y0: 1, y1: 4 },
      { y0: 0, y1: -1 },
      { y0: 0, y1: 4 },
    ]);
    expect(spans[2]).toEqual([
      { y0: 0, y1: -2 },
      { y0: -1, y1: -6 },
      { y0: 4, y1: 5 },
    ]);
    expect(stackSpans([[1, null]], false)).toEqual([[{ y0: 0, y1: 1 }, null]]);
  });

  it("stacked tops are the sums of the positive values, bottoms of the negative ones", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10 })
          .chain((rows) =>
            fc.array(fc.array(maybe, { minLength: rows, maxLength: rows }), { minLength: 1, maxLength: 5 }),
          ),
        (values) => {
          const spans = stackSpans(values, true);
          const rows = values[0]?.length ?? 0;
          for (let row = 0; row < rows; row++) {
            const column = values.map((s) => s[row]).filter((v): v is number => v !== null);
            const up = column.filter((v) => v >= 0).reduce((a, b) => a + b, 0);
            const down = column.filter((v) => v < 0).reduce((a, b) => a + b, 0);
            const ends = spans.flatMap((s) => {
              const span = s[row];
              return span ? [span] : [];
            });
            const top = Math.max(0, ...ends.flatMap((s) => [s.y0, s.y1]));
            const bottom = Math.min(0, ...ends.flatMap((s) => [s.y0, s.y1]));
            expect(close(top, up)).toBe(true);
            expect(close(bottom, down)).toBe(true);
            // Each span is exactly its value long.
            values.forEach((s, i) => {
              const v = s[row];
              const span = spans[i]?.[row];
              if (v === null || v === undefined) expect(span).toBeNull();
              else expect(close((span?.y1 ?? Number.NaN) - (span?.y0 ?? 0), v)).toBe(true);
            });
          }
        },
      ),
    );
  });
});

describe("bars", () => {
  it("fill bands with a tenth free on each side, centred, side by side", () => {
    expect(bands(4, 0, 400).map((b) => b.start)).toEqual([0, 100, 200, 300]);
    expect(barSlots(100, 1, false, 32)).toEqual([{ start: 34, size: 32 }]);
    expect(barSlots(100, 2, false, 100)).toEqual([
      { start: 10, size: 38 },
      { start: 52, size: 38 },
    ]);
    expect(barSlots(100, 3, true, 32)).toEqual([
      { start: 34, size: 32 },
      { start: 34, size: 32 },
      { start: 34, size: 32 },
    ]);
  });

  it("never overlap one another, and stay inside their band", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 400, noNaN: true }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 4, max: 40 }),
        (band, count, max) => {
          const slots = barSlots(band, count, false, max);
          slots.forEach((slot, i) => {
            expect(slot.size).toBeGreaterThanOrEqual(0);
            expect(slot.size).toBeLessThanOrEqual(max);
            expect(slot.start).toBeGreaterThanOrEqual(-1e-9);
            expect(slot.start + slot.size).toBeLessThanOrEqual(band + 1e-9);
            const next = slots[i + 1];
            if (next) expect(next.start).toBeGreaterThanOrEqual(slot.start + slot.size - 1e-9);
          });
        },
      ),
    );
  });

  it("round the far end only", () => {
    expect(barPath(10, 20, 30, 100, 3, "top")).toBe("M10,120V23A3,3 0 0 1 13,20H37A3,3 0 0 1 40,23V120Z");
    expect(barPath(10, 20, 30, 100, 0, "top")).toBe("M10,20H40V120H10Z");
    expect(barPath(0, 0, 50, 20, 3, "right")).toBe("M0,0H47A3,3 0 0 1 50,3V17A3,3 0 0 1 47,20H0Z");
    // A bar thinner than its corners rounds less.
    expect(barPath(0, 0, 4, 1, 3, "top")).toContain("A1,1");
  });
});

describe("lines and areas", () => {
  it("break at missing values, and never join across them", () => {
    expect(runs([1, 2, null, 4, null, null, 7, 8])).toEqual([
      [0, 1],
      [3, 3],
      [6, 7],
    ]);
    expect(runs([null, null])).toEqual([]);
    const d = linePath([[0, 10], [10, 20], null, [30, 5], [40, 5]]);
    expect(d.match(/M/g)).toHaveLength(2);
    expect(d.startsWith("M0,10C")).toBe(true);
    expect(d).toContain("M30,5C");
  });

  it("a smooth line passes through every point and never overshoots between two", () => {
    const point = fc.tuple(
      fc.double({ min: 1, max: 50, noNaN: true }),
      fc.double({ min: -500, max: 500, noNaN: true }),
    );
    fc.assert(
      fc.property(fc.array(point, { minLength: 2, maxLength: 30 }), (steps) => {
        let x = 0;
        const pts = steps.map(([dx, y]) => {
          x += dx;
          return [x, y] as const;
        });
        const cubics = monotoneCubics(pts);
        expect(cubics).toHaveLength(pts.length - 1);
        cubics.forEach((c, i) => {
          const [x0, y0] = pts[i] as readonly [number, number];
          const [x1, y1] = pts[i + 1] as readonly [number, number];
          expect(c.to).toEqual([x1, y1]);
          const [lo, hi] = [Math.min(y0, y1) - 1e-6, Math.max(y0, y1) + 1e-6];
          // A cubic stays inside its control points' hull: inside the segment's range, it cannot overshoot.
          for (const [cx, cy] of [c.c1, c.c2]) {
            expect(cy).toBeGreaterThanOrEqual(lo);
            expect(cy).toBeLessThanOrEqual(hi);
            expect(cx).toBeGreaterThanOrEqual(x0);
            expect(cx).toBeLessThanOrEqual(x1);
          }
        });
      }),
    );
  });

  it("an area goes along its top and back along its base, closed, once per run", () => {
    const tops = [[0, 10] as const, [10, 5] as const, null, [30, 5] as const, [40, 2] as const];
    const bases = [[0, 50] as const, [10, 50] as const, null, [30, 50] as const, [40, 50] as const];
    const d = areaPath(tops, bases);
    expect(d.match(/Z/g)).toHaveLength(2);
    expect(d.startsWith("M0,10C")).toBe(true);
    expect(d).toContain("L10,50");
    expect(d).toContain("0,50Z");
  });
});

describe("labels", () => {
  it("cut category names at 18 characters with an ellipsis", () => {
    expect(cutLabel("Colombo 1")).toBe("Colombo 1");
    expect(cutLabel("Insufficient funds at the bank")).toBe("Insufficient fund…");
    expect(cutLabel("Insufficient funds at the bank")).toHaveLength(18);
    expect(cutLabel("exactly eighteen c")).toBe("exactly eighteen c");
  });

  it("keep the first and last labels inside the drawing", () => {
    expect(labelCenter(0, 40, 0, 300)).toBe(20);
    expect(labelCenter(300, 40, 0, 300)).toBe(280);
    expect(labelCenter(150, 40, 0, 300)).toBe(150);
  });

  it("thin day labels: every k-th, first and last kept", () => {
    const centers = points(30, 0, 300);
    const shown = thinLabels(
      centers,
      centers.map(() => 40),
    );
    expect(shown[0]).toBe(0);
    expect(shown[shown.length - 1]).toBe(29);
    expect(shown.length).toBeLessThan(30);
    expect(thinLabels(points(3, 0, 600), [40, 40, 40])).toEqual([0, 1, 2]);
    expect(thinLabels([0, 10], [40, 40])).toEqual([0]);
  });

  it("shown labels never overlap, and the first is always shown", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 50, max: 2000, noNaN: true }),
        fc.integer({ min: 10, max: 80 }),
        fc.integer({ min: 0, max: 20 }),
        (n, width, labelWidth, gap) => {
          const centers = points(n, 0, width);
          const widths = centers.map(() => labelWidth);
          const shown = thinLabels(centers, widths, gap);
          expect(shown[0]).toBe(0);
          for (let i = 1; i < shown.length; i++) {
            const a = shown[i - 1] as number;
            const b = shown[i] as number;
            expect(b).toBeGreaterThan(a);
            expect((centers[b] as number) - (centers[a] as number)).toBeGreaterThanOrEqual(
              labelWidth + gap - 1e-9,
            );
          }
          // The last is shown whenever it does not meet the first.
          if (n > 1 && (centers[n - 1] as number) - labelWidth >= gap) expect(shown).toContain(n - 1);
        },
      ),
    );
  });
});

describe("layoutChart", () => {
  const base = {
    stacked: false,
    fromZero: true,
    integer: false,
    width: 600,
    height: 240,
    unitText: "USDT",
    formatTick,
  };

  it("lays out a day bar chart: bars from the axis, ticks on the left, the unit above", () => {
    const layout = layoutChart({
      ...base,
      variant: "time",
      kind: "bar",
      labels: ["20 Nov", "21 Nov", "22 Nov"],
      values: [[120, 340.5, null]],
    });
    expect(layout.plot).toEqual({ left: 56, top: 24, right: 592, bottom: 210 });
    expect(layout.bars).toHaveLength(2);
    expect(layout.valueLabels.map((t) => t.text)).toEqual(["0", "100", "200", "300", "400"]);
    expect(layout.categoryLabels.map((t) => t.text)).toEqual(["20 Nov", "21 Nov", "22 Nov"]);
    expect(layout.unitLabel).toMatchObject({ text: "USDT", y: 14 });
    // 340.5 of 400 over 186 px: the bar's top is 158.3 px above the axis.
    expect(layout.marks[1]?.[0]?.y).toBeCloseTo(210 - (340.5 / 400) * 186, 5);
    expect(layout.marks[2]?.[0]).toBeNull();
    expect(layout.hits.map((h) => Math.round(h.width))).toEqual([179, 179, 179]);
  });

  it("lays out categories as horizontal bars with their names cut on the left", () => {
    const layout = layoutChart({
      ...base,
      variant: "category",
      kind: "bar",
      labels: ["Insufficient funds at the bank", "Account closed"],
      values: [
        [9, 4],
        [3, null],
      ],
      integer: true,
      height: 112,
    });
    expect(layout.categoryLabels.map((t) => t.text)).toEqual(["Insufficient fund…", "Account closed"]);
    expect(layout.plot.left).toBe(4 + 128);
    expect(layout.bars).toHaveLength(3);
    expect(layout.valueLabels.every((t) => Number.isInteger(Number(t.text)))).toBe(true);
    // Grid lines stand upright at the value ticks.
    expect(layout.grid.every((l) => l.x1 === l.x2)).toBe(true);
  });

  it("writes every tick differently, and the unit whole, for a rate that moves little", () => {
    const layout = layoutChart({
      ...base,
      fromZero: false,
      unitText: "LKR per USDT",
      variant: "time",
      kind: "line",
      labels: ["20 Nov", "21 Nov", "22 Nov"],
      values: [[299.1, 299.2, 300.4]],
    });
    expect(layout.valueLabels.map((t) => t.text)).toEqual(["299", "299.5", "300", "300.5"]);
    expect(new Set(layout.valueLabels.map((t) => t.text)).size).toBe(layout.valueLabels.length);
    expect(layout.unitLabel.x - (12 * 7) / 2).toBeGreaterThanOrEqual(0);
  });

  it("draws dots on a line of up to 31 days, none beyond, and nothing across a gap", () => {
    const labels = (n: number) => Array.from({ length: n }, (_, i) => `${i + 1} Nov`);
    const at = (n: number) =>
      layoutChart({
        ...base,
        variant: "time",
        kind: "line",
        labels: labels(n),
        values: [labels(n).map((_, i) => (i === 3 ? null : i))],
      });
    expect(at(31).dots).toHaveLength(30);
    expect(at(32).dots).toHaveLength(0);
    expect(at(31).lines[0]?.d.match(/M/g)).toHaveLength(2);
    expect(at(31).marks[3]?.[0]).toBeNull();
  });

  it("day labels never overlap and the first and last show, at phone width too", () => {
    for (const width of [320, 600, 1200]) {
      const labels = Array.from({ length: 90 }, (_, i) => `${(i % 30) + 1} Nov`);
      const layout = layoutChart({
        ...base,
        width,
        variant: "time",
        kind: "line",
        labels,
        values: [labels.map(() => 1)],
      });
      const shown = layout.categoryLabels;
      expect(shown[0]?.text).toBe("1 Nov");
      expect(shown[shown.length - 1]?.text).toBe("30 Nov");
      for (let i = 1; i < shown.length; i++)
        expect((shown[i] as { x: number }).x - (shown[i - 1] as { x: number }).x).toBeGreaterThan(42);
      for (const t of shown) {
        expect(t.x - 21).toBeGreaterThanOrEqual(0);
        expect(t.x + 21).toBeLessThanOrEqual(width);
      }
    }
  });

  it("bars never overlap, stay inside the plot, and stacked piles end at their sums", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((rows) =>
            fc.array(fc.array(maybe, { minLength: rows, maxLength: rows }), { minLength: 1, maxLength: 4 }),
          ),
        fc.boolean(),
        fc.constantFrom("time" as const, "category" as const),
        fc.integer({ min: 200, max: 1200 }),
        (values, stacked, variant, width) => {
          const labels = (values[0] ?? []).map((_, i) => `Row ${i}`);
          const layout = layoutChart({
            ...base,
            width,
            height: 300,
            stacked,
            variant,
            kind: "bar",
            labels,
            values,
          });
          const { plot } = layout;
          const eps = 1e-6;
          for (const { rect } of layout.bars) {
            expect(rect.x).toBeGreaterThanOrEqual(plot.left - eps);
            expect(rect.x + rect.width).toBeLessThanOrEqual(plot.right + eps);
            expect(rect.y).toBeGreaterThanOrEqual(plot.top - eps);
            expect(rect.y + rect.height).toBeLessThanOrEqual(plot.bottom + eps);
          }
          const overlap = (a: (typeof layout.bars)[0]["rect"], b: (typeof layout.bars)[0]["rect"]) =>
            Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x) > 1e-3 &&
            Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y) > 1e-3;
          layout.bars.forEach((a, i) => {
            for (const b of layout.bars.slice(i + 1))
              expect(overlap(a.rect, b.rect), JSON.stringify([a, b])).toBe(false);
          });
          if (!stacked) return;
          // The far end of each row's positive pile is drawn at the pile's sum.
          const y = linearScale(
            layout.domain,
            variant === "time" ? [plot.bottom, plot.top] : [plot.left, plot.right],
          );
          labels.forEach((_, row) => {
            const up = values
              .map((s) => s[row])
              .filter((v): v is number => v !== null && v !== undefined && v > 0)
              .reduce((a, b) => a + b, 0);
            const rects = layout.bars.filter((b) => b.row === row && b.rect.width > 0).map((b) => b.rect);
            if (up === 0 || rects.length === 0) return;
            const end =
              variant === "time"
                ? Math.min(...rects.map((r) => r.y))
                : Math.max(...rects.map((r) => r.x + r.width));
            expect(Math.abs(end - y(up))).toBeLessThan(0.01);
          });
        },
      ),
    );
  });
});
