"use client";

import { ChartColumn, Download, Table2 } from "lucide-react";
import dynamic from "next/dynamic";
import { type ReactNode, useEffect, useId, useMemo, useState } from "react";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/cn";
import {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  chartCsv,
  chartTable,
  csvFileName,
  describeCategories,
  describeTimeSeries,
  isEmptyChart,
} from "./chart-model";
import { DEFAULT_CHART_HEIGHT } from "./chart-skeleton";
import { seriesColor } from "./colors";

// The drawing (recharts, the larger part of the kit) loads after the page does: every chart card starts
// loading it when it first appears, while its rows are still being read, so the page's first load carries
// only the cards, their summaries and their tables. The server renders the placeholder, of the same height.
const loadDrawing = () => import("./chart-drawing");
const ChartDrawing = dynamic(loadDrawing, {
  ssr: false,
  loading: () => <Skeleton className="h-full w-full" />,
});

export interface ChartError {
  title?: string;
  message?: string;
  requestId?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
}

export interface ChartCommonProps {
  /** The chart's heading ("Paid volume per day"); also names the CSV file and the table. */
  title: string;
  /** A line under the title: the period, the branch ("Last 7 days · all branches"). */
  description?: ReactNode;
  unit: ChartUnit;
  series: readonly ChartSeries[];
  rows: readonly ChartRow[];
  /** The first column of the table and CSV: "Day", "Branch", "Reason". */
  labelHeader?: string;
  /** The text summary; by default a sentence built from the rows (describeTimeSeries / describeCategories). */
  summary?: string;
  /** Shown visibly under the title when true; otherwise read by screen readers only. */
  showSummary?: boolean;
  /** Height of the drawing in px (the skeleton keeps it). */
  height?: number;
  /** Added to the CSV file name: "2026-11-20 to 2026-11-26". */
  csvPeriod?: string;
  /** What the empty state says when no row holds a value: "No paid payments in this period." */
  emptyText?: string;
  loading?: boolean;
  error?: ChartError | null;
  /** Content beside the title (a small figure, a link). */
  action?: ReactNode;
  className?: string;
  /** The heading level of the title inside the page. */
  titleAs?: "h2" | "h3";
}

export interface TimeSeriesChartProps extends ChartCommonProps {
  kind?: "line" | "area" | "bar";
  stacked?: boolean;
}

export interface CategoryBarChartProps extends ChartCommonProps {
  stacked?: boolean;
}

/** Days on the x axis: one or several series as line, area or bar, optionally stacked. */
export function TimeSeriesChart({ kind = "line", stacked = false, ...props }: TimeSeriesChartProps) {
  return (
    <ChartCard
      {...props}
      variant="time"
      kind={kind}
      stacked={stacked}
      labelHeader={props.labelHeader ?? "Day"}
      describe={describeTimeSeries}
    />
  );
}

/** Categories (branches, statuses, failure reasons) as horizontal bars, largest first as given. */
export function CategoryBarChart({ stacked = false, ...props }: CategoryBarChartProps) {
  const height = props.height ?? Math.max(120, Math.min(12, props.rows.length) * 36 + 40);
  return (
    <ChartCard
      {...props}
      height={height}
      variant="category"
      kind="bar"
      stacked={stacked}
      labelHeader={props.labelHeader ?? "Category"}
      describe={describeCategories}
    />
  );
}

function ChartCard({
  title,
  description,
  unit,
  series,
  rows,
  labelHeader = "Category",
  summary,
  showSummary = true,
  height = DEFAULT_CHART_HEIGHT,
  csvPeriod,
  emptyText = "Nothing to show in this period.",
  loading = false,
  error,
  action,
  className,
  titleAs = "h2",
  variant,
  kind,
  stacked,
  describe,
}: ChartCommonProps & {
  labelHeader: string;
  variant: "time" | "category";
  kind: "line" | "area" | "bar";
  stacked: boolean;
  describe: (rows: readonly ChartRow[], series: readonly ChartSeries[], unit: ChartUnit) => string;
}) {
  const [showNumbers, setShowNumbers] = useState(false);
  useEffect(() => void loadDrawing(), []);
  const tableId = useId();
  const summaryId = useId();
  const empty = !loading && !error && isEmptyChart(rows, series);
  const sentence = useMemo(
    () => summary ?? (loading || error ? "" : empty ? emptyText : describe(rows, series, unit)),
    [summary, loading, error, empty, emptyText, describe, rows, series, unit],
  );
  const table = useMemo(() => chartTable(rows, series, unit, labelHeader), [rows, series, unit, labelHeader]);

  const download = () => {
    // Days are Colombo days: the CSV's day column says so, as every time column of the console's CSVs does.
    const csvHeader = variant === "time" ? `${labelHeader} (Asia/Colombo)` : labelHeader;
    const blob = new Blob([chartCsv(rows, series, unit, csvHeader)], { type: "text/csv;charset=utf-8" });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = csvFileName(title, csvPeriod);
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <Card
      className={cn("min-w-0 gap-4", className)}
      data-slot="chart"
      data-chart={title}
      aria-busy={loading || undefined}
    >
      <CardHeader>
        {titleAs === "h3" ? (
          <h3 className="text-base leading-none font-semibold">{title}</h3>
        ) : (
          <CardTitle className="text-base">{title}</CardTitle>
        )}
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3">
        {loading ? (
          <div role="status" aria-label={`Loading ${title.toLowerCase()}`} style={{ height }}>
            <Skeleton className="h-full w-full" />
          </div>
        ) : error ? (
          <ErrorState
            titleAs="h3"
            title={error.title ?? `${title} could not be loaded`}
            message={error.message}
            requestId={error.requestId}
            onRetry={error.onRetry}
            retrying={error.retrying}
          />
        ) : empty ? (
          <div
            className="flex flex-col items-center justify-center gap-2 rounded-lg border border-dashed px-4 text-center text-sm text-muted-foreground"
            style={{ height }}
          >
            <ChartColumn className="size-5" aria-hidden="true" />
            <p>{emptyText}</p>
          </div>
        ) : (
          <>
            <p id={summaryId} className={showSummary ? "text-sm text-muted-foreground" : "sr-only"}>
              {sentence}
            </p>
            {series.length > 1 ? (
              <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground" aria-hidden="true">
                {series.map((s, i) => (
                  <li key={s.key} className="flex items-center gap-1.5">
                    <span
                      className="inline-block size-2.5 rounded-sm"
                      style={{ background: seriesColor(s, i) }}
                    />
                    {s.label}
                  </li>
                ))}
              </ul>
            ) : null}
            {/* The drawing repeats the summary and the table; from the keyboard it reads one row at a time. */}
            <div className="min-w-0" style={{ height }} data-slot="chart-drawing">
              <LazyPartBoundary what="The chart">
                <ChartDrawing
                  variant={variant}
                  kind={kind}
                  stacked={stacked}
                  rows={rows}
                  series={series}
                  unit={unit}
                  height={height}
                />
              </LazyPartBoundary>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-expanded={showNumbers}
                aria-controls={tableId}
                onClick={() => setShowNumbers((v) => !v)}
              >
                <Table2 aria-hidden="true" />
                {showNumbers ? "Hide the numbers" : "Show the numbers"}
              </Button>
              {showNumbers ? (
                <Button type="button" variant="ghost" size="sm" onClick={download}>
                  <Download aria-hidden="true" />
                  Download CSV
                </Button>
              ) : null}
            </div>
            {showNumbers ? (
              <div id={tableId} className="max-h-80 overflow-auto rounded-md border">
                <Table>
                  <caption className="sr-only">{title}</caption>
                  <TableHeader>
                    <TableRow>
                      {table.header.map((h, i) => (
                        <TableHead key={h} className={i > 0 ? "text-right" : undefined}>
                          {h}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {table.body.map((cells, r) => (
                      <TableRow key={rows[r]?.key ?? r}>
                        {cells.map((cell, i) => (
                          <TableCell
                            // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional columns
                            key={i}
                            className={i > 0 ? "text-right tabular-nums" : undefined}
                          >
                            {cell}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
