// The one chart kit. Pages import from here; recharts draws, loaded on demand by chart-card.tsx.
export {
  CategoryBarChart,
  type CategoryBarChartProps,
  type ChartCommonProps,
  type ChartError,
  TimeSeriesChart,
  type TimeSeriesChartProps,
} from "./chart-card";
export {
  type ChartRow,
  type ChartSeries,
  type ChartUnit,
  chartCsv,
  chartTable,
  dailyRows,
  dayLabel,
  dayRow,
  daysBetween,
  describeCategories,
  describeTimeSeries,
  formatChartValue,
  seriesTotal,
} from "./chart-model";
export { ChartSkeleton, DEFAULT_CHART_HEIGHT } from "./chart-skeleton";
