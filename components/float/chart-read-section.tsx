"use client";

import type { ReactNode } from "react";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import type { DayWindow } from "@/lib/float-series";
import { ChartReadHeader, chartReadFailure } from "./chart-read-header";
import { useChartRead } from "./use-chart-read";

/** What a section's charts are drawn from: the rows read so far, whether the read is on, and its failure. */
export interface ChartReadParts<T> {
  rows: T[] | undefined;
  loading: boolean;
  error: ReturnType<typeof chartReadFailure>;
}

/**
 * A section of charts drawn from every page of a report over a window: the line above them (period, "Read
 * again", progress), then the charts, whose lazily loaded code fails on its own without taking the page.
 */
export function ChartReadSection<T, S>({
  accountId,
  report,
  window,
  label,
  className,
  period,
  what,
  part,
  children,
}: {
  accountId: string;
  report: "ledger" | "offramps";
  window: DayWindow;
  /** The section's name for screen readers ("Float charts"). */
  label: string;
  className: string;
  /** The sentence naming the period and what the charts count. */
  period: string;
  /** The report being read, for the progress line ("float ledger"). */
  what: string;
  /** The charts as a failure of their code names them ("The float charts"). */
  part: string;
  children: (parts: ChartReadParts<T>) => ReactNode;
}) {
  const read = useChartRead<T, S>(accountId, report, window);
  return (
    <section aria-label={label} className={className}>
      <ChartReadHeader period={period} what={what} read={read} />
      <LazyPartBoundary what={part}>
        {children({ rows: read.data?.rows, loading: read.isPending, error: chartReadFailure(read) })}
      </LazyPartBoundary>
    </section>
  );
}
