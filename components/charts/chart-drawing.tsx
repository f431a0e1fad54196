"use client";

// The only module that imports recharts. chart-card.tsx loads it through next/dynamic as a chart card
// appears, so recharts is in no route's first load and in no route without a chart.
//
// recharts draws with numbers (`drawingRows`); the tooltip, the table and the summary read the rows' exact
// strings. The keyboard uses recharts' accessibility layer: the chart is one tab stop, the arrow keys move
// the tooltip from row to row, Escape hides it.

import { type ReactNode, useCallback, useId, useMemo, useState } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  Text,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from "recharts";
import { stepKeys } from "./chart-keys";
import {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  drawingKey,
  drawingRows,
  formatTick,
  unitLabel,
} from "./chart-model";
import { ExactTooltip, rowSentence } from "./chart-tooltip";
import { seriesColor } from "./colors";

export interface ChartDrawingProps {
  variant: "time" | "category";
  kind: "line" | "area" | "bar";
  stacked: boolean;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  height: number;
}

/** Room for a category name (about 6.5 px a character at 12 px, 18 characters a line), 64 to 128 px. */
export function categoryAxisWidth(rows: readonly ChartRow[]): number {
  const longest = Math.max(0, ...rows.map((r) => Math.min(18, r.label.length)));
  return Math.max(64, Math.min(128, Math.round(longest * 6.5) + 12));
}

const TEXT = "var(--muted-foreground)";
const LINE = "var(--border)";
const TICK = { fill: TEXT, fontSize: 12 };
const VALUE_AXIS_WIDTH = 56;

/**
 * A category's name on the axis, on up to two lines and cut with "…" past them, so that names that begin
 * alike ("Beneficiary account closed", "… dormant") still read apart; the tooltip and the table have it whole.
 */
function CategoryTick({
  payload,
  x,
  y,
  width,
  textAnchor,
  verticalAnchor,
  className,
}: YAxisTickContentProps) {
  return (
    <Text
      x={x}
      y={y}
      // The axis' width less its tick mark and the gap before it.
      width={Math.max(0, Number(width) - 10)}
      maxLines={2}
      textAnchor={textAnchor}
      verticalAnchor={verticalAnchor}
      className={className}
      {...TICK}
    >
      {String(payload.value)}
    </Text>
  );
}

/**
 * One bar per series and row. Stacked bars are square; lone bars are rounded at their free end (`radius`:
 * top-left, top-right, bottom-right, bottom-left).
 */
function bars(
  series: readonly ChartSeries[],
  stacked: boolean,
  { radius, maxBarSize }: { radius: [number, number, number, number]; maxBarSize: number },
) {
  return series.map((s, i) => (
    <Bar
      key={s.key}
      dataKey={drawingKey(i)}
      name={s.label}
      fill={seriesColor(s, i)}
      stackId={stacked ? "stack" : undefined}
      radius={stacked ? 0 : radius}
      maxBarSize={maxBarSize}
      isAnimationActive={false}
    />
  ));
}

/** How an area or a line chart draws a series' line: smooth, in its colour, broken where a row has no value. */
function seriesLine(s: ChartSeries, i: number) {
  return {
    type: "monotone",
    dataKey: drawingKey(i),
    name: s.label,
    stroke: seriesColor(s, i),
    strokeWidth: 2,
    connectNulls: false,
    isAnimationActive: false,
  } as const;
}

export default function ChartDrawing({
  variant,
  kind,
  stacked,
  rows,
  series,
  unit,
  height,
}: ChartDrawingProps) {
  const hintId = useId();
  const data = useMemo(() => drawingRows(rows, series), [rows, series]);
  const [reached, setReached] = useState<number | null>(null);
  const [focused, setFocused] = useState(false);
  const categories = variant === "category";
  const what = categories ? "row" : "day";

  const step = stepKeys(categories, rows.length);

  const onReach = useCallback((index: number | null) => setReached(index), []);
  const row = reached === null ? undefined : rows[reached];
  const unitText = unitLabel(unit);
  const tooltip = (
    <Tooltip
      key="tooltip"
      cursor={
        kind === "bar" || categories
          ? { fill: "var(--muted)", stroke: "none", opacity: 0.6 }
          : { stroke: LINE }
      }
      // Rows without a value still show, as "no value".
      filterNull={false}
      isAnimationActive={false}
      content={({ active, activeIndex }) => (
        <ExactTooltip
          active={active}
          activeIndex={activeIndex}
          rows={rows}
          series={series}
          unit={unit}
          onReach={onReach}
        />
      )}
    />
  );
  const chartProps = {
    data,
    responsive: true,
    style: { width: "100%", height },
    // The card's heading, just before, says what the chart shows; the hint says how to read it.
    "aria-label": "Chart",
    "aria-describedby": hintId,
  };

  let chart: ReactNode;
  if (categories) {
    // Categories on the vertical axis: long names (branches, failure reasons) stay readable at 390 px.
    chart = (
      <BarChart {...chartProps} layout="vertical" margin={{ top: 4, right: 12, bottom: 16, left: 4 }}>
        <CartesianGrid horizontal={false} stroke={LINE} />
        <XAxis
          type="number"
          tick={TICK}
          tickFormatter={formatTick}
          // Steps of 1, 2, 2.5 or 5 times a power of ten: ticks a person reads at a glance.
          niceTicks="snap125"
          stroke={LINE}
          allowDecimals={unit.kind !== "count"}
          label={{ value: unitText, position: "insideBottom", offset: -10, fill: TEXT, fontSize: 12 }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={categoryAxisWidth(rows)}
          tick={CategoryTick}
          stroke={LINE}
        />
        {tooltip}
        {bars(series, stacked, { radius: [0, 3, 3, 0], maxBarSize: 28 })}
      </BarChart>
    );
  } else {
    const axes = [
      <CartesianGrid key="grid" vertical={false} stroke={LINE} />,
      <XAxis key="x" dataKey="label" tick={TICK} stroke={LINE} minTickGap={16} interval="preserveStartEnd" />,
      <YAxis
        key="y"
        width={VALUE_AXIS_WIDTH}
        // Amounts and counts are read against zero; a measure such as a rate against its own range.
        domain={unit.kind === "number" ? ["auto", "auto"] : [0, "auto"]}
        allowDecimals={unit.kind !== "count"}
        tick={TICK}
        tickFormatter={formatTick}
        niceTicks="snap125"
        stroke={LINE}
        // The unit above the axis, where it never meets the ticks however narrow the chart; from the card's
        // edge rightwards, so a long one ("LKR per USDT") is never cut.
        label={{
          value: unitText,
          position: "top",
          offset: 10,
          textAnchor: "start",
          dx: 4 - VALUE_AXIS_WIDTH / 2,
          fill: TEXT,
          fontSize: 12,
        }}
      />,
      tooltip,
    ];
    const margin = { top: 24, right: 8, bottom: 0, left: 0 };
    chart =
      kind === "bar" ? (
        <BarChart {...chartProps} margin={margin}>
          {axes}
          {bars(series, stacked, { radius: [3, 3, 0, 0], maxBarSize: 32 })}
        </BarChart>
      ) : kind === "area" ? (
        <AreaChart {...chartProps} margin={margin}>
          {axes}
          {series.map((s, i) => (
            <Area
              key={s.key}
              {...seriesLine(s, i)}
              fill={seriesColor(s, i)}
              fillOpacity={0.2}
              stackId={stacked ? "stack" : undefined}
            />
          ))}
        </AreaChart>
      ) : (
        <LineChart {...chartProps} margin={margin}>
          {axes}
          {series.map((s, i) => (
            <Line
              key={s.key}
              {...seriesLine(s, i)}
              dot={data.length <= 31 ? { r: 2, fill: "var(--background)" } : false}
              activeDot={{ r: 4, stroke: "var(--background)", strokeWidth: 2 }}
            />
          ))}
        </LineChart>
      );
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys reach recharts' focusable chart inside
    <div
      className="w-full [&_.recharts-surface]:rounded-md [&_.recharts-surface]:outline-none [&_.recharts-surface:focus-visible]:outline-3 [&_.recharts-surface:focus-visible]:outline-ring/50 [&_.recharts-surface:focus-visible]:outline-solid"
      style={{ height }}
      onKeyDownCapture={step}
      // A click does not take the focus (recharts would then hold the first row's tooltip open).
      onMouseDown={(event) => event.preventDefault()}
      onFocus={() => setFocused(true)}
      onBlur={() => setFocused(false)}
    >
      <span id={hintId} className="sr-only">
        {`The arrow keys move from ${what} to ${what} and Escape hides the values; the table under the chart has every value.`}
      </span>
      {chart}
      {/* What the keyboard reached, read out as it moves (the tooltip itself is drawn for the eyes). */}
      <p className="sr-only" aria-live="polite">
        {focused && row ? rowSentence(row, series, unit) : ""}
      </p>
    </div>
  );
}
