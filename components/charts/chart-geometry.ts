// The chart kit's geometry, pure: scales, round ticks, stacking, bar positions, curve paths and which axis
// labels fit. chart-drawing.tsx turns its layout into SVG; nothing here knows about React or the DOM.
// Numbers here are for drawing only: the exact values stay strings in the rows (chart-model.ts).

/** A linear map from a domain to pixels. */
export function linearScale(
  [d0, d1]: readonly [number, number],
  [r0, r1]: readonly [number, number],
): (value: number) => number {
  const span = d1 - d0;
  return span === 0 ? () => (r0 + r1) / 2 : (value) => r0 + ((value - d0) / span) * (r1 - r0);
}

/** A round step near `raw`: 1, 2, 2.5 or 5 times a power of ten. */
export function niceStep(raw: number): number {
  if (!(raw > 0) || !Number.isFinite(raw)) return 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const fraction = raw / power - 1e-9;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 2.5 ? 2.5 : fraction <= 5 ? 5 : 10;
  return nice * power;
}

/** Rounds away the float noise of `n * step` ("0.30000000000000004" → 0.3). */
function clean(value: number): number {
  return Number.parseFloat(value.toPrecision(12));
}

export interface Ticks {
  domain: [number, number];
  ticks: number[];
}

/**
 * Round ticks that cover [min, max]: at most `count` of them, a round step apart, the first at or below
 * `min` and the last at or above `max` (the domain is the ticks' range). `integer` keeps the step whole
 * (counts of things).
 */
export function niceTicks(min: number, max: number, count = 5, integer = false): Ticks {
  let lo = Math.min(min, max);
  let hi = Math.max(min, max);
  if (hi - lo < 1e-9) {
    // One value: a small round range around it (or up from zero).
    const pad = Math.max(Math.abs(lo) * 0.1, lo === 0 ? 1 : 1e-9);
    if (lo >= 0 && lo - pad < 0) lo = 0;
    else lo -= pad;
    hi += pad;
  }
  const intervals = Math.max(1, count - 1);
  const round = (raw: number) => {
    const nice = niceStep(raw);
    // Whole steps for counts: 1, 2, 5, 10, 20, 25, 50…
    return !integer ? nice : nice <= 1 ? 1 : Number.isInteger(nice) ? nice : niceStep(nice * 1.01);
  };
  let step = round((hi - lo) / intervals);
  // A step that needs more ticks than asked once both ends are rounded out: take the next round step.
  // (Zero inside a range asks for a tick of its own, so a range around it may take one tick more.)
  for (;;) {
    let first = Math.floor(lo / step);
    let last = Math.ceil(hi / step);
    while (clean((first + 1) * step) <= lo) first++;
    while (clean(first * step) > lo) first--;
    while (clean((last - 1) * step) >= hi) last--;
    while (clean(last * step) < hi) last++;
    if (last - first <= intervals || (step >= hi - lo && last - first <= 2)) {
      const ticks: number[] = [];
      for (let i = first; i <= last; i++) ticks.push(clean(i * step));
      if (ticks.length === 1) ticks.push(clean((last + 1) * step));
      return { domain: [ticks[0] as number, ticks[ticks.length - 1] as number], ticks };
    }
    step = round(step * 1.01);
  }
}

/**
 * The value axis: from zero for amounts and counts (`fromZero`), otherwise around the values themselves;
 * always including every drawn value (stack tops and bottoms included).
 */
export function valueTicks(values: readonly number[], fromZero: boolean, count = 5, integer = false): Ticks {
  const finite = values.filter((v) => Number.isFinite(v));
  let min = finite.length ? Math.min(...finite) : 0;
  let max = finite.length ? Math.max(...finite) : 0;
  if (fromZero) {
    min = Math.min(0, min);
    max = Math.max(0, max);
  }
  return niceTicks(min, max, count, integer);
}

/** A drawn piece of one series at one row: from `y0` to `y1` in values (a bar, or an area's band). */
export interface Span {
  y0: number;
  y1: number;
}

/**
 * Each series' span per row. Unstacked, a value spans from zero. Stacked, positive values pile up from zero
 * and negative ones down from zero, in series order, so each pile's end is the sum of its values.
 * Missing values (null) span nothing and are skipped by the pile.
 */
export function stackSpans(
  values: ReadonlyArray<ReadonlyArray<number | null>>,
  stacked: boolean,
): (Span | null)[][] {
  const rowCount = Math.max(0, ...values.map((s) => s.length));
  const up = new Array<number>(rowCount).fill(0);
  const down = new Array<number>(rowCount).fill(0);
  return values.map((series) =>
    Array.from({ length: rowCount }, (_, row) => {
      const v = series[row];
      if (v === null || v === undefined || !Number.isFinite(v)) return null;
      if (!stacked) return { y0: 0, y1: v };
      const pile = v < 0 ? down : up;
      const y0 = pile[row] as number;
      pile[row] = y0 + v;
      return { y0, y1: y0 + v };
    }),
  );
}

/** A slot along the category axis: where it starts and how wide it is, in pixels. */
export interface Band {
  start: number;
  size: number;
}

/** `count` equal bands filling [start, end]. */
export function bands(count: number, start: number, end: number): Band[] {
  const size = count > 0 ? (end - start) / count : 0;
  return Array.from({ length: count }, (_, i) => ({ start: start + i * size, size }));
}

/** `count` points spread from `start` to `end`, first and last on the ends; one point sits in the middle. */
export function points(count: number, start: number, end: number): number[] {
  if (count === 1) return [(start + end) / 2];
  return Array.from({ length: count }, (_, i) => start + ((end - start) * i) / (count - 1));
}

/**
 * Where each series' bar sits inside a band: a tenth of the band is left free on each side, bars of
 * unstacked series stand side by side `gap` px apart, none wider than `maxSize`, the group centred.
 * Stacked series share one slot. Offsets are from the band's start.
 */
export function barSlots(
  bandSize: number,
  seriesCount: number,
  stacked: boolean,
  maxSize: number,
  gap = 4,
): Band[] {
  const slots = stacked ? 1 : Math.max(1, seriesCount);
  const room = bandSize * 0.8;
  let between = slots > 1 ? gap : 0;
  // A crowded band: bars first, then the gaps shrink.
  if (room - between * (slots - 1) < slots) between = 0;
  const size = Math.max(0, Math.min(maxSize, (room - between * (slots - 1)) / slots));
  const group = size * slots + between * (slots - 1);
  const first = (bandSize - group) / 2;
  return Array.from({ length: seriesCount }, (_, i) => ({
    start: first + (stacked ? 0 : i * (size + between)),
    size,
  }));
}

/** The runs of consecutive present values: [first, last] indexes, a missing value breaks the line. */
export function runs(values: ReadonlyArray<number | null>): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let start = -1;
  values.forEach((v, i) => {
    const present = v !== null && Number.isFinite(v);
    if (present && start < 0) start = i;
    if (!present && start >= 0) {
      out.push([start, i - 1]);
      start = -1;
    }
  });
  if (start >= 0) out.push([start, values.length - 1]);
  return out;
}

type Point = readonly [number, number];
/** A cubic piece: from the previous point through two control points to `to`. */
interface Cubic {
  c1: Point;
  c2: Point;
  to: Point;
}

const sign = (x: number) => (x < 0 ? -1 : 1);

/**
 * The monotone cubic through points ordered by x (Fritsch–Carlson, as d3's curveMonotoneX): it passes
 * through every point and never overshoots between two of them, so a smooth line shows no peak the data
 * does not have.
 */
export function monotoneCubics(pts: readonly Point[]): Cubic[] {
  const n = pts.length;
  if (n < 2) return [];
  const slopes: number[] = [];
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = pts[i] as Point;
    const [x1, y1] = pts[i + 1] as Point;
    slopes.push(x1 === x0 ? 0 : (y1 - y0) / (x1 - x0));
  }
  const tangents = new Array<number>(n).fill(0);
  for (let i = 1; i < n - 1; i++) {
    const h0 = (pts[i] as Point)[0] - (pts[i - 1] as Point)[0];
    const h1 = (pts[i + 1] as Point)[0] - (pts[i] as Point)[0];
    const s0 = slopes[i - 1] as number;
    const s1 = slopes[i] as number;
    const p = h0 + h1 === 0 ? 0 : (s0 * h1 + s1 * h0) / (h0 + h1);
    tangents[i] = (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
  }
  if (n === 2) {
    tangents[0] = slopes[0] as number;
    tangents[1] = slopes[0] as number;
  } else {
    tangents[0] = (3 * (slopes[0] as number) - (tangents[1] as number)) / 2;
    tangents[n - 1] = (3 * (slopes[n - 2] as number) - (tangents[n - 2] as number)) / 2;
    // The ends keep the monotony too: a tangent against its segment's direction is flattened.
    for (const [t, s] of [
      [0, 0],
      [n - 1, n - 2],
    ] as const) {
      const slope = slopes[s] as number;
      if (slope === 0 || sign(tangents[t] as number) !== sign(slope)) tangents[t] = 0;
      else if (Math.abs(tangents[t] as number) > 3 * Math.abs(slope)) tangents[t] = 3 * slope;
    }
  }
  const out: Cubic[] = [];
  for (let i = 0; i < n - 1; i++) {
    const [x0, y0] = pts[i] as Point;
    const [x1, y1] = pts[i + 1] as Point;
    const dx = (x1 - x0) / 3;
    out.push({
      c1: [x0 + dx, y0 + dx * (tangents[i] as number)],
      c2: [x1 - dx, y1 - dx * (tangents[i + 1] as number)],
      to: [x1, y1],
    });
  }
  return out;
}

const num = (v: number) => String(Math.round(v * 100) / 100);
const pt = ([x, y]: Point) => `${num(x)},${num(y)}`;

function cubicsPath(cubics: readonly Cubic[]): string {
  return cubics.map((c) => `C${pt(c.c1)} ${pt(c.c2)} ${pt(c.to)}`).join("");
}

/** The path of a smooth line through `pts`, broken at missing points (null): one subpath per run. */
export function linePath(pts: ReadonlyArray<Point | null>): string {
  return runs(pts.map((p) => (p ? p[1] : null)))
    .map(([a, b]) => {
      const run = pts.slice(a, b + 1) as Point[];
      return `M${pt(run[0] as Point)}${cubicsPath(monotoneCubics(run))}`;
    })
    .join("");
}

/**
 * The path of an area between a top line and a base line (both smooth), broken at missing points: for each
 * run, along the top, then back along the base.
 */
export function areaPath(tops: ReadonlyArray<Point | null>, bases: ReadonlyArray<Point | null>): string {
  return runs(tops.map((p, i) => (p && bases[i] ? p[1] : null)))
    .filter(([a, b]) => b > a)
    .map(([a, b]) => {
      const top = tops.slice(a, b + 1) as Point[];
      const base = bases.slice(a, b + 1) as Point[];
      const back = monotoneCubics(base)
        .map((c, i) => ({ c1: c.c2, c2: c.c1, to: base[i] as Point }))
        .reverse();
      const baseEnd = base[base.length - 1] as Point;
      return `M${pt(top[0] as Point)}${cubicsPath(monotoneCubics(top))}L${pt(baseEnd)}${cubicsPath(back)}Z`;
    })
    .join("");
}

/**
 * A bar's outline with the corners at its far end rounded (`end`: the side away from the axis), as a path.
 * The radius never exceeds half the bar.
 */
export function barPath(
  x: number,
  y: number,
  width: number,
  height: number,
  radius: number,
  end: "top" | "bottom" | "right" | "left",
): string {
  const w = Math.max(0, width);
  const h = Math.max(0, height);
  const r = Math.max(
    0,
    Math.min(
      radius,
      end === "top" || end === "bottom" ? w / 2 : h / 2,
      end === "top" || end === "bottom" ? h : w,
    ),
  );
  const [x1, y1] = [x + w, y + h];
  if (r === 0) return `M${num(x)},${num(y)}H${num(x1)}V${num(y1)}H${num(x)}Z`;
  const arc = (tx: number, ty: number) => `A${num(r)},${num(r)} 0 0 1 ${num(tx)},${num(ty)}`;
  switch (end) {
    case "top":
      return `M${num(x)},${num(y1)}V${num(y + r)}${arc(x + r, y)}H${num(x1 - r)}${arc(x1, y + r)}V${num(y1)}Z`;
    case "bottom":
      return `M${num(x1)},${num(y)}V${num(y1 - r)}${arc(x1 - r, y1)}H${num(x + r)}${arc(x, y1 - r)}V${num(y)}Z`;
    case "right":
      return `M${num(x)},${num(y)}H${num(x1 - r)}${arc(x1, y + r)}V${num(y1 - r)}${arc(x1 - r, y1)}H${num(x)}Z`;
    case "left":
      return `M${num(x1)},${num(y1)}H${num(x + r)}${arc(x, y1 - r)}V${num(y + r)}${arc(x + r, y)}H${num(x1)}Z`;
  }
}

/** About how wide a label is at the axes' 12 px (digits and letters average under 7 px). */
export function labelWidth(text: string): number {
  return text.length * 7;
}

/** A category name cut to `max` characters with an ellipsis (the tooltip and the table have it whole). */
export function cutLabel(text: string, max = 18): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Where a centred label sits once pulled inside [min, max] (so the first and last are never cut off). */
export function labelCenter(center: number, width: number, min: number, max: number): number {
  return Math.max(min + width / 2, Math.min(max - width / 2, center));
}

/**
 * Which labels of an axis to show so that none overlaps another (`gap` px at least between them): every
 * k-th, the smallest k that fits, always the first, and the last in place of the shown label before it
 * when they would meet. `centers` are the labels' centres, in increasing order.
 */
export function thinLabels(centers: readonly number[], widths: readonly number[], gap = 16): number[] {
  const n = centers.length;
  if (n === 0) return [];
  const fits = (a: number, b: number) =>
    (centers[b] as number) -
      (widths[b] as number) / 2 -
      ((centers[a] as number) + (widths[a] as number) / 2) >=
    gap;
  for (let step = 1; step <= n; step++) {
    const shown: number[] = [];
    let ok = true;
    for (let i = 0; i < n; i += step) {
      const prev = shown[shown.length - 1];
      if (prev !== undefined && !fits(prev, i)) {
        ok = false;
        break;
      }
      shown.push(i);
    }
    if (!ok) continue;
    const last = n - 1;
    if (shown[shown.length - 1] !== last) {
      while (shown.length > 1 && !fits(shown[shown.length - 1] as number, last)) shown.pop();
      if (fits(shown[shown.length - 1] as number, last)) shown.push(last);
    }
    return shown;
  }
  return [0];
}

/** What a chart draws, laid out at a width and height: chart-drawing.tsx maps it to SVG one to one. */
export interface ChartLayoutInput {
  variant: "time" | "category";
  kind: "line" | "area" | "bar";
  stacked: boolean;
  /** Each row's label, in order. */
  labels: readonly string[];
  /** Per series, per row: the number to draw, or null where there is no value. */
  values: ReadonlyArray<ReadonlyArray<number | null>>;
  /** Amounts and counts read from zero; other measures around their own range. */
  fromZero: boolean;
  /** Whole ticks only (counts). */
  integer: boolean;
  width: number;
  height: number;
  unitText: string;
  formatTick: (value: number) => string;
}

export interface AxisText {
  text: string;
  x: number;
  y: number;
  anchor: "start" | "middle" | "end";
}

export interface Line {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ChartLayout {
  /** The value axis' range (its first and last tick). */
  domain: [number, number];
  plot: { left: number; top: number; right: number; bottom: number };
  grid: Line[];
  /** The two axis lines and their tick marks. */
  axes: Line[];
  valueLabels: AxisText[];
  categoryLabels: AxisText[];
  unitLabel: AxisText;
  bars: Array<{ series: number; row: number; d: string; rect: Rect }>;
  areas: Array<{ series: number; d: string }>;
  lines: Array<{ series: number; d: string }>;
  dots: Array<{ series: number; row: number; x: number; y: number }>;
  /** Per row: the area a pointer over it shows that row (also the highlight behind a bar's band). */
  hits: Rect[];
  /** Per row, per series: where the value is drawn (the highlighted dot), null without a value. */
  marks: Array<Array<{ x: number; y: number } | null>>;
  /** Per row: the centre of its slot along the category axis (x for time, y for categories). */
  centers: number[];
}

const TICK = 6;
/** Room of the category axis for names of up to 18 characters, between 64 and 128 px. */
export function categoryAxisWidth(labels: readonly string[]): number {
  const longest = Math.max(0, ...labels.map((l) => Math.min(18, l.length)));
  return Math.max(64, Math.min(128, Math.round(longest * 6.5) + 12));
}

export function layoutChart(input: ChartLayoutInput): ChartLayout {
  const { variant, kind, labels, width, height } = input;
  const stacked = input.stacked && kind !== "line";
  const spans = stackSpans(input.values, stacked);
  const drawn = spans.flatMap((s) =>
    s.flatMap((span) => (span ? (stacked ? [span.y0, span.y1] : [span.y1]) : [])),
  );
  const n = labels.length;
  const horizontal = variant === "category";

  // The frame: the value axis on the left (time) or at the bottom (categories), labels on the other.
  const plot = horizontal
    ? { left: 4 + categoryAxisWidth(labels), top: 4, right: width - 12, bottom: height - 46 }
    : { left: 56, top: 24, right: width - 8, bottom: height - 30 };
  plot.right = Math.max(plot.left + 1, plot.right);
  plot.bottom = Math.max(plot.top + 1, plot.bottom);
  const valueLength = horizontal ? plot.right - plot.left : plot.bottom - plot.top;
  const count = horizontal ? Math.max(2, Math.min(5, Math.floor(valueLength / 48) + 1)) : 5;
  const { domain, ticks } = valueTicks(drawn, input.fromZero, count, input.integer);
  const scale = horizontal
    ? linearScale(domain, [plot.left, plot.right])
    : linearScale(domain, [plot.bottom, plot.top]);
  const clampValue = (v: number) => Math.max(domain[0], Math.min(domain[1], v));

  // The category axis: bands for bars, points for lines and areas (first and last on the plot's edges).
  const [c0, c1] = horizontal ? [plot.top, plot.bottom] : [plot.left, plot.right];
  const slots = kind === "bar" || horizontal ? bands(n, c0, c1) : null;
  const centers = slots ? slots.map((b) => b.start + b.size / 2) : points(n, c0, c1);
  const step = n > 1 ? Math.abs((centers[1] as number) - (centers[0] as number)) : c1 - c0;
  const hitSpan = (i: number): [number, number] => {
    const band = slots?.[i];
    if (band) return [band.start, band.start + band.size];
    const c = centers[i] as number;
    return [Math.max(c0, c - step / 2), Math.min(c1, c + step / 2)];
  };
  const hits: Rect[] = centers.map((_, i) => {
    const [a, b] = hitSpan(i);
    return horizontal
      ? { x: plot.left, y: a, width: plot.right - plot.left, height: b - a }
      : { x: a, y: plot.top, width: b - a, height: plot.bottom - plot.top };
  });

  const grid: Line[] = [];
  const axes: Line[] = [];
  const valueLabels: AxisText[] = [];
  let tickTexts = ticks.map((t) => input.formatTick(t));
  // Short ticks that read alike ("300", "300" for 299.5 and 300): the ticks as they are, every one distinct.
  if (new Set(tickTexts).size < tickTexts.length) tickTexts = ticks.map((t) => String(t));
  if (horizontal) {
    const xs = ticks.map(scale);
    const widths = tickTexts.map(labelWidth);
    const shown = new Set(
      thinLabels(
        xs.map((x, i) => labelCenter(x, widths[i] as number, 0, width)),
        widths,
        8,
      ),
    );
    xs.forEach((x, i) => {
      grid.push({ x1: x, y1: plot.top, x2: x, y2: plot.bottom });
      axes.push({ x1: x, y1: plot.bottom, x2: x, y2: plot.bottom + TICK });
      if (shown.has(i))
        valueLabels.push({
          text: tickTexts[i] as string,
          x: labelCenter(x, widths[i] as number, 0, width),
          y: plot.bottom + TICK + 2,
          anchor: "middle",
        });
    });
    axes.push({ x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom });
    axes.push({ x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom });
    for (const y of centers) axes.push({ x1: plot.left - TICK, y1: y, x2: plot.left, y2: y });
  } else {
    ticks.forEach((t, i) => {
      const y = scale(t);
      grid.push({ x1: plot.left, y1: y, x2: plot.right, y2: y });
      axes.push({ x1: plot.left - TICK, y1: y, x2: plot.left, y2: y });
      valueLabels.push({ text: tickTexts[i] as string, x: plot.left - TICK - 3, y, anchor: "end" });
    });
    axes.push({ x1: plot.left, y1: plot.top, x2: plot.left, y2: plot.bottom });
    axes.push({ x1: plot.left, y1: plot.bottom, x2: plot.right, y2: plot.bottom });
  }

  // Category names: cut on the left of horizontal bars; day labels thinned under time charts.
  let categoryLabels: AxisText[];
  if (horizontal) {
    categoryLabels = labels.map((text, i) => ({
      text: cutLabel(text),
      x: plot.left - TICK - 3,
      y: centers[i] as number,
      anchor: "end",
    }));
  } else {
    const widths = labels.map(labelWidth);
    const placed = centers.map((c, i) => labelCenter(c, widths[i] as number, 0, width));
    categoryLabels = thinLabels(placed, widths).map((i) => {
      axes.push({
        x1: centers[i] as number,
        y1: plot.bottom,
        x2: centers[i] as number,
        y2: plot.bottom + TICK,
      });
      return {
        text: labels[i] as string,
        x: placed[i] as number,
        y: plot.bottom + TICK + 2,
        anchor: "middle",
      };
    });
  }

  const unitWidth = labelWidth(input.unitText);
  const unitLabel: AxisText = horizontal
    ? { text: input.unitText, x: (plot.left + plot.right) / 2, y: height - 8, anchor: "middle" }
    : {
        text: input.unitText,
        x: labelCenter(plot.left / 2, unitWidth, 0, width),
        y: plot.top - 10,
        anchor: "middle",
      };

  const bars: ChartLayout["bars"] = [];
  const areas: ChartLayout["areas"] = [];
  const lines: ChartLayout["lines"] = [];
  const dots: ChartLayout["dots"] = [];
  const marks: ChartLayout["marks"] = centers.map(() => spans.map(() => null));
  const mark = (row: number, s: number, at: { x: number; y: number } | null) => {
    const line = marks[row];
    if (line) line[s] = at;
  };

  if (kind === "bar" || horizontal) {
    const seriesSlots = barSlots(slots?.[0]?.size ?? 0, spans.length, stacked, horizontal ? 28 : 32);
    const radius = stacked ? 0 : 3;
    spans.forEach((series, s) => {
      series.forEach((span, row) => {
        const band = slots?.[row];
        const slot = seriesSlots[s];
        if (!span || !band || !slot) return;
        const a = scale(clampValue(span.y0));
        const b = scale(clampValue(span.y1));
        const across = band.start + slot.start;
        const negative = span.y1 < span.y0;
        const mid = across + slot.size / 2;
        if (horizontal) {
          mark(row, s, { x: b, y: mid });
          if (Math.abs(b - a) < 0.01) return;
          const rect = { x: Math.min(a, b), y: across, width: Math.abs(b - a), height: slot.size };
          bars.push({
            series: s,
            row,
            rect,
            d: barPath(rect.x, rect.y, rect.width, rect.height, radius, negative ? "left" : "right"),
          });
        } else {
          mark(row, s, { x: mid, y: b });
          if (Math.abs(b - a) < 0.01) return;
          const rect = { x: across, y: Math.min(a, b), width: slot.size, height: Math.abs(b - a) };
          bars.push({
            series: s,
            row,
            rect,
            d: barPath(rect.x, rect.y, rect.width, rect.height, radius, negative ? "bottom" : "top"),
          });
        }
      });
    });
  } else {
    spans.forEach((series, s) => {
      const tops = series.map((span, i) =>
        span ? ([centers[i] as number, scale(clampValue(span.y1))] as const) : null,
      );
      series.forEach((_, row) => {
        const top = tops[row];
        mark(row, s, top ? { x: top[0], y: top[1] } : null);
      });
      if (kind === "area") {
        const bases = series.map((span, i) =>
          span ? ([centers[i] as number, scale(clampValue(span.y0))] as const) : null,
        );
        areas.push({ series: s, d: areaPath(tops, bases) });
      }
      lines.push({ series: s, d: linePath(tops) });
      if (kind === "line" && n <= 31)
        tops.forEach((p, row) => {
          if (p) dots.push({ series: s, row, x: p[0], y: p[1] });
        });
    });
  }

  return {
    domain,
    plot,
    grid,
    axes,
    valueLabels,
    categoryLabels,
    unitLabel,
    bars,
    areas,
    lines,
    dots,
    hits,
    marks,
    centers,
  };
}
