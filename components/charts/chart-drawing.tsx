"use client";

// The only module that imports recharts. It is loaded through next/dynamic from chart-card.tsx, so its code
// (and recharts') is fetched only when a chart is on the screen, never in any route's first-load JavaScript.

import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  drawingRows,
  formatChartValue,
  formatTick,
  unitLabel,
} from "./chart-model";
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

/** Category names longer than this are cut on the axis (the table and tooltip have them whole). */
const CATEGORY_CHARS = 18;

/** Room for the longest category name (about 6.5 px a character at 12 px), between 64 and 128 px. */
function categoryAxisWidth(rows: readonly ChartRow[]): number {
  const longest = Math.max(0, ...rows.map((r) => Math.min(CATEGORY_CHARS, r.label.length)));
  return Math.max(64, Math.min(128, Math.round(longest * 6.5) + 12));
}

const AXIS_TICK = { fill: "var(--muted-foreground)", fontSize: 12 };
const GRID_STROKE = "var(--border)";

/** The tooltip: the row's label and each series' exact value, from the row's strings (never the drawn number). */
function ExactTooltip({
  active,
  payload,
  rows,
  series,
  unit,
}: {
  active?: boolean;
  payload?: ReadonlyArray<{ payload?: unknown }>;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
}) {
  if (!active || !payload || payload.length === 0) return null;
  const key = (payload[0]?.payload as { key?: string } | undefined)?.key;
  const row = rows.find((r) => r.key === key);
  if (!row) return null;
  return (
    <div className="grid max-w-56 min-w-36 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{row.label}</p>
      {series.map((s, i) => (
        <p key={s.key} className="flex flex-wrap items-center justify-between gap-x-3">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <span
              aria-hidden="true"
              className="inline-block size-2 rounded-sm"
              style={{ background: seriesColor(s, i) }}
            />
            {s.label}
          </span>
          <span className="ml-auto font-medium tabular-nums">
            {formatChartValue(unit, row.values[s.key])}
          </span>
        </p>
      ))}
    </div>
  );
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
  const data = drawingRows(rows, series);
  const tooltip = (
    <Tooltip
      cursor={{ fill: "var(--muted)", stroke: "var(--border)", opacity: 0.6 }}
      content={(props) => (
        <ExactTooltip active={props.active} payload={props.payload} rows={rows} series={series} unit={unit} />
      )}
      isAnimationActive={false}
    />
  );
  const unitText = unitLabel(unit);

  if (variant === "category") {
    // Categories on the vertical axis: long names (branches, failure reasons) stay readable at 390 px.
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 12, bottom: 16, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid horizontal={false} stroke={GRID_STROKE} />
          <XAxis
            type="number"
            tick={AXIS_TICK}
            tickFormatter={formatTick}
            stroke={GRID_STROKE}
            label={{
              value: unitText,
              position: "insideBottom",
              offset: -10,
              fill: "var(--muted-foreground)",
              fontSize: 12,
            }}
          />
          <YAxis
            type="category"
            dataKey="label"
            width={categoryAxisWidth(rows)}
            tick={AXIS_TICK}
            stroke={GRID_STROKE}
            tickFormatter={(v: string) =>
              v.length > CATEGORY_CHARS ? `${v.slice(0, CATEGORY_CHARS - 1)}…` : v
            }
          />
          {tooltip}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={seriesColor(s, i)}
              stackId={stacked ? "stack" : undefined}
              radius={stacked ? 0 : [0, 3, 3, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    );
  }

  const axes = [
    <CartesianGrid key="grid" vertical={false} stroke={GRID_STROKE} />,
    <XAxis
      key="x"
      dataKey="label"
      tick={AXIS_TICK}
      stroke={GRID_STROKE}
      minTickGap={16}
      interval="preserveStartEnd"
    />,
    <YAxis
      key="y"
      width={56}
      tick={AXIS_TICK}
      tickFormatter={formatTick}
      stroke={GRID_STROKE}
      // The unit above the axis, where it never meets the ticks however narrow the chart.
      label={{ value: unitText, position: "top", offset: 10, fill: "var(--muted-foreground)", fontSize: 12 }}
    />,
  ];
  const margin = { top: 24, right: 8, bottom: 0, left: 0 };

  return (
    <ResponsiveContainer width="100%" height={height}>
      {kind === "bar" ? (
        <BarChart data={data} margin={margin} accessibilityLayer={false}>
          {axes}
          {tooltip}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={seriesColor(s, i)}
              stackId={stacked ? "stack" : undefined}
              radius={stacked ? 0 : [3, 3, 0, 0]}
              maxBarSize={32}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      ) : kind === "area" ? (
        <AreaChart data={data} margin={margin} accessibilityLayer={false}>
          {axes}
          {tooltip}
          {series.map((s, i) => (
            <Area
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={seriesColor(s, i)}
              fill={seriesColor(s, i)}
              fillOpacity={0.2}
              strokeWidth={2}
              stackId={stacked ? "stack" : undefined}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </AreaChart>
      ) : (
        <LineChart data={data} margin={margin} accessibilityLayer={false}>
          {axes}
          {tooltip}
          {series.map((s, i) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.label}
              stroke={seriesColor(s, i)}
              strokeWidth={2}
              dot={data.length <= 31 ? { r: 2 } : false}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      )}
    </ResponsiveContainer>
  );
}
