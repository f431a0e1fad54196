"use client";

// A chart's drawing: the console's own SVG, laid out by chart-geometry.ts at the width of its container.
// The tooltip shows a row's exact values (the row's strings, never the drawn number) when the pointer rests
// on the row, and when the keyboard reaches the chart: one tab stop, the arrow keys move between rows,
// Escape hides the tooltip, Tab leaves.

import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { layoutChart } from "./chart-geometry";
import {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  drawingNumber,
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

const TEXT = "var(--muted-foreground)";
const LINE = "var(--border)";

// Layout effects warn on the server; the drawing measures itself in the browser only.
const useBrowserLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/** The width of an element, followed as it resizes. */
function useWidth(ref: React.RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useBrowserLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(Math.floor(element.getBoundingClientRect().width));
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.floor(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function rowValues(row: ChartRow, series: readonly ChartSeries[], unit: ChartUnit) {
  return series.map((s, i) => ({
    key: s.key,
    label: s.label,
    color: seriesColor(s, i),
    text: formatChartValue(unit, row.values[s.key]),
  }));
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
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const hintId = useId();
  const [active, setActive] = useState<number | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const pressed = useRef(false);

  const layout = useMemo(
    () =>
      width > 0
        ? layoutChart({
            variant,
            kind,
            stacked,
            labels: rows.map((r) => r.label),
            values: series.map((s) => rows.map((r) => drawingNumber(r.values[s.key]))),
            fromZero: unit.kind !== "number",
            integer: unit.kind === "count",
            width,
            height,
            unitText: unitLabel(unit),
            formatTick,
          })
        : null,
    [variant, kind, stacked, rows, series, unit, width, height],
  );

  const row = active === null ? undefined : rows[active];
  const horizontal = variant === "category";
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = rows.length - 1;
    const at = active ?? 0;
    const next = {
      ArrowRight: at + 1,
      ArrowDown: at + 1,
      ArrowLeft: at - 1,
      ArrowUp: at - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (event.key === "Escape") {
      setActive(null);
      return;
    }
    if (next === undefined || last < 0) return;
    event.preventDefault();
    setKeyboard(true);
    setActive(Math.max(0, Math.min(last, next)));
  };

  const what = horizontal ? "row" : "day";
  const values = row ? rowValues(row, series, unit) : [];
  const anchor = active !== null && layout ? layout.centers[active] : undefined;
  const hit = active !== null && layout ? layout.hits[active] : undefined;

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of drawn rows read one at a time, not a fieldset
    <div
      ref={box}
      role="group"
      // A plain name: the card's heading, just before, says what the chart shows.
      aria-label="Chart"
      aria-describedby={hintId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard reads the drawing's rows from here
      tabIndex={0}
      className="relative w-full rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      style={{ height }}
      onKeyDown={move}
      onPointerDown={() => {
        pressed.current = true;
      }}
      onFocus={() => {
        // A click focuses the drawing too; only the keyboard's arrival shows the first row.
        const byPointer = pressed.current;
        pressed.current = false;
        if (byPointer) return;
        setKeyboard(true);
        setActive((at) => at ?? (rows.length ? 0 : null));
      }}
      onBlur={() => {
        setKeyboard(false);
        setActive(null);
      }}
      onPointerLeave={() => {
        if (!keyboard) setActive(null);
      }}
    >
      <span id={hintId} className="sr-only">
        {`The arrow keys move from ${what} to ${what}; the table under the chart has every value.`}
      </span>
      {layout ? (
        <svg
          width={width}
          height={height}
          aria-hidden="true"
          className="block overflow-visible"
          data-slot="chart-surface"
          fontSize={12}
        >
          <g stroke={LINE}>
            {layout.grid.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: grid lines are positional
              <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} />
            ))}
          </g>
          {hit && kind === "bar" ? (
            <rect
              x={hit.x}
              y={hit.y}
              width={hit.width}
              height={hit.height}
              fill="var(--muted)"
              opacity={0.6}
            />
          ) : null}
          {hit && kind !== "bar" && anchor !== undefined ? (
            <line x1={anchor} y1={layout.plot.top} x2={anchor} y2={layout.plot.bottom} stroke={LINE} />
          ) : null}
          {layout.areas.map((a) => (
            <path
              key={a.series}
              d={a.d}
              fill={seriesColor(series[a.series] as ChartSeries, a.series)}
              fillOpacity={0.2}
              stroke="none"
            />
          ))}
          {layout.lines.map((l) => (
            <path
              key={l.series}
              d={l.d}
              fill="none"
              stroke={seriesColor(series[l.series] as ChartSeries, l.series)}
              strokeWidth={2}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          ))}
          {layout.bars.map((b) => (
            <path
              key={`${b.series}-${b.row}`}
              d={b.d}
              fill={seriesColor(series[b.series] as ChartSeries, b.series)}
              data-slot="chart-bar"
            />
          ))}
          {layout.dots.map((d) => (
            <circle
              key={`${d.series}-${d.row}`}
              cx={d.x}
              cy={d.y}
              r={2}
              fill="var(--background)"
              stroke={seriesColor(series[d.series] as ChartSeries, d.series)}
              strokeWidth={2}
            />
          ))}
          {kind !== "bar" && active !== null
            ? layout.marks[active]?.map((m, s) =>
                m ? (
                  <circle
                    // biome-ignore lint/suspicious/noArrayIndexKey: one mark per series, in order
                    key={s}
                    cx={m.x}
                    cy={m.y}
                    r={4}
                    fill={seriesColor(series[s] as ChartSeries, s)}
                    stroke="var(--background)"
                    strokeWidth={2}
                  />
                ) : null,
              )
            : null}
          <g stroke={LINE}>
            {layout.axes.map((l, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: axis lines are positional
              <line key={i} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} />
            ))}
          </g>
          <g fill={TEXT}>
            {layout.valueLabels.map((t) => (
              <text
                key={`v${t.x},${t.y}`}
                x={t.x}
                y={t.y}
                textAnchor={t.anchor}
                dy={horizontal ? "0.71em" : "0.355em"}
              >
                {t.text}
              </text>
            ))}
            {layout.categoryLabels.map((t, i) => (
              <text
                // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat; their place is their key
                key={i}
                x={t.x}
                y={t.y}
                textAnchor={t.anchor}
                dy={horizontal ? "0.355em" : "0.71em"}
              >
                {t.text}
              </text>
            ))}
            <text x={layout.unitLabel.x} y={layout.unitLabel.y} textAnchor={layout.unitLabel.anchor}>
              {layout.unitLabel.text}
            </text>
          </g>
          <g fill="transparent">
            {layout.hits.map((h, i) => (
              <rect
                key={rows[i]?.key ?? i}
                x={h.x}
                y={h.y}
                width={h.width}
                height={h.height}
                data-row={rows[i]?.key}
                onPointerEnter={() => {
                  setKeyboard(false);
                  setActive(i);
                }}
              />
            ))}
          </g>
        </svg>
      ) : null}
      {row && layout && anchor !== undefined ? (
        <ChartTooltip
          label={row.label}
          values={values}
          width={width}
          height={height}
          at={anchor}
          horizontal={horizontal}
          plotTop={layout.plot.top}
        />
      ) : null}
      {/* What the keyboard reached, read out as it moves (the tooltip itself is drawn for the eyes). */}
      <p className="sr-only" aria-live="polite">
        {keyboard && row ? `${row.label}: ${values.map((v) => `${v.label} ${v.text}`).join(", ")}` : ""}
      </p>
    </div>
  );
}

/** The row's label and each series' exact value, beside the row, inside the drawing's box. */
function ChartTooltip({
  label,
  values,
  width,
  height,
  at,
  horizontal,
  plotTop,
}: {
  label: string;
  values: ReturnType<typeof rowValues>;
  width: number;
  height: number;
  at: number;
  horizontal: boolean;
  plotTop: number;
}) {
  const style: React.CSSProperties = {};
  if (horizontal) {
    // Under the row in the chart's upper half, above it in the lower half; on the right of the names.
    style.right = 12;
    if (at < height / 2) style.top = at + 16;
    else style.bottom = height - at + 16;
    style.maxWidth = Math.min(224, Math.max(144, width - 24));
  } else {
    // Beside the day, on the side with more room.
    style.top = plotTop;
    if (at <= width / 2) style.left = at + 12;
    else style.right = width - at + 12;
    style.maxWidth = Math.min(224, Math.max(144, (at <= width / 2 ? width - at : at) - 16));
  }
  return (
    <div
      aria-hidden="true"
      data-slot="chart-tooltip"
      className="pointer-events-none absolute z-10 grid max-w-56 min-w-36 gap-1 rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md"
      style={style}
    >
      <p className="font-medium">{label}</p>
      {values.map((v) => (
        <p key={v.key} className="flex flex-wrap items-center justify-between gap-x-3">
          <span className="flex items-center gap-1.5 text-muted-foreground">
            <span
              aria-hidden="true"
              className="inline-block size-2 rounded-sm"
              style={{ background: v.color }}
            />
            {v.label}
          </span>
          <span className="ml-auto font-medium tabular-nums">{v.text}</span>
        </p>
      ))}
    </div>
  );
}
