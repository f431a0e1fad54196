"use client";

import { RotateCw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { isBffError } from "@/data/bff";
import type { DayWindow } from "@/lib/float-series";
import { formatDate } from "@/lib/format";
import type { ChartReadProgress } from "./chart-read";
import { ReadProgress } from "./read-progress";

/** What the chart sections need of a chart read (use-chart-read.ts). */
interface ChartReadState {
  data: unknown;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  progress: ChartReadProgress | null;
  refetch: () => unknown;
}

/**
 * The line above a section of charts read from every page of a report: which period they show, "Read
 * again" once they are drawn, and the read's progress while it walks the pages.
 */
export function ChartReadHeader({
  period,
  what,
  read,
}: {
  /** The sentence naming the period and what the charts count. */
  period: string;
  /** The report being read, for the progress line ("float ledger"). */
  what: string;
  read: ChartReadState;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">{period}</p>
        {read.data ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => void read.refetch()}
            disabled={read.isFetching}
          >
            <RotateCw aria-hidden="true" className={read.isFetching ? "animate-spin" : undefined} />
            Read again
          </Button>
        ) : null}
      </div>
      {read.isPending || (read.isFetching && read.progress) ? (
        <ReadProgress what={what} progress={read.progress} />
      ) : null}
    </>
  );
}

/** A failed chart read as the charts show it: the message, the request id and a retry. */
export function chartReadFailure(read: ChartReadState) {
  if (!read.isError || read.error === null) return null;
  return {
    message: read.error.message,
    requestId: isBffError(read.error) ? read.error.requestId : null,
    onRetry: () => void read.refetch(),
    retrying: read.isFetching,
  };
}

/** "1 Nov 2026 – 25 Nov 2026": a chart window as a person reads it. */
export function windowLabel(window: DayWindow): string {
  const day = (d: string) => formatDate(`${d}T12:00:00+05:30`);
  return window.from === window.to ? day(window.from) : `${day(window.from)} – ${day(window.to)}`;
}
