import type { ChartSeries } from "./chart-model";

/** A series' colour: the theme's --chart-N token (light and dark each have theirs), by position when unset. */
export function seriesColor(series: ChartSeries, index: number): string {
  return `var(--chart-${series.color ?? (index % 5) + 1})`;
}
