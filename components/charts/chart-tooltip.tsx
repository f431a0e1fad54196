"use client";

import { useEffect } from "react";
import { type ChartRow, type ChartSeries, type ChartUnit, formatChartValue } from "./chart-model";
import { seriesColor } from "./colors";

/** A row's label and each series' exact value in words, from the row's strings (never the drawn number). */
export function rowValues(row: ChartRow, series: readonly ChartSeries[], unit: ChartUnit) {
  return series.map((s, i) => ({
    key: s.key,
    label: s.label,
    color: seriesColor(s, i),
    text: formatChartValue(unit, row.values[s.key]),
  }));
}

/** "21 Nov: Paid volume USDT 340.50": what a screen reader says when the keyboard reaches a row. */
export function rowSentence(row: ChartRow, series: readonly ChartSeries[], unit: ChartUnit): string {
  return `${row.label}: ${rowValues(row, series, unit)
    .map((v) => `${v.label} ${v.text}`)
    .join(", ")}`;
}

/**
 * recharts' tooltip content: the active row's exact values, found by recharts' active index in the chart's
 * own rows. It tells the drawing which row it shows (`onReach`), so the keyboard's moves can be read out.
 */
export function ExactTooltip({
  active,
  activeIndex,
  rows,
  series,
  unit,
  onReach,
}: {
  active?: boolean;
  activeIndex?: string | number | null;
  rows: readonly ChartRow[];
  series: readonly ChartSeries[];
  unit: ChartUnit;
  onReach: (index: number | null) => void;
}) {
  const index = active && activeIndex !== undefined && activeIndex !== null ? Number(activeIndex) : null;
  const row = index === null ? undefined : rows[index];
  useEffect(() => onReach(row ? index : null), [onReach, row, index]);
  if (!row) return null;
  return (
    <div
      // The drawing's live line says the same for screen readers.
      aria-hidden="true"
      data-slot="chart-tooltip"
      className="grid max-w-56 min-w-36 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
    >
      <p className="font-medium">{row.label}</p>
      {rowValues(row, series, unit).map((v) => (
        <p key={v.key} className="flex flex-wrap items-center justify-between gap-x-3">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <span className="inline-block size-2 rounded-sm" style={{ background: v.color }} />
            {v.label}
          </span>
          <span className="ml-auto font-medium tabular-nums">{v.text}</span>
        </p>
      ))}
    </div>
  );
}
