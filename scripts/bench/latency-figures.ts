// A latency summary as the benchmarks print it: the same percentiles, decimals and ratio to the target in
// the console log and in docs/performance.md's tables, whichever benchmark measured it.
import { figure, ratio } from "./report";
import type { LatencySummary } from "./stats";

/** Whether p99 is shown: a benchmark of a few hundred runs has one; one of a few dozen does not. */
export interface LatencyColumns {
  p99: boolean;
}

/** "   12.3 ms": right-aligned, so the log's lines stand in columns. */
export const logMs = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

/** A table row's cells: samples, p50, p95, (p99,) max in ms, and p95 over the target. */
export function latencyCells(s: LatencySummary, targetMs: number, { p99 }: LatencyColumns): string[] {
  return [
    figure(s.count),
    figure(s.p50, 1),
    figure(s.p95, 1),
    ...(p99 ? [figure(s.p99, 1)] : []),
    figure(s.max, 1),
    ratio(s.p95, targetMs),
  ];
}

/** "n=200  p50    3.1 ms  p95    8.0 ms  max   12.4 ms", for the log. */
export function latencyLog(s: LatencySummary, { p99 }: LatencyColumns): string {
  const tail = p99 ? `  p99 ${logMs(s.p99)}` : "";
  return `n=${s.count}  p50 ${logMs(s.p50)}  p95 ${logMs(s.p95)}${tail}  max ${logMs(s.max)}`;
}
