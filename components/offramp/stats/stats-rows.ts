import { type ChartRow, type ChartSeries, dayRow } from "@/components/charts";
import type { FailureReason, OfframpDay, RateDay } from "@/lib/offramp-stats";
import { statusLooks } from "@/lib/status-looks";

// The offramp series as the chart kit's rows; exact strings kept for the tooltip and the table.

export const VOLUME_SERIES: readonly ChartSeries[] = [
  { key: "COMPLETED", label: statusLooks.offramp.COMPLETED.label, color: 2 },
  { key: "PROCESSING", label: statusLooks.offramp.PROCESSING.label, color: 1 },
  { key: "PENDING", label: statusLooks.offramp.PENDING.label, color: 3 },
  { key: "FAILED", label: statusLooks.offramp.FAILED.label, color: 5 },
];

export const RATE_SERIES: readonly ChartSeries[] = [{ key: "rate", label: "Effective rate", color: 1 }];

export const REASON_SERIES: readonly ChartSeries[] = [{ key: "count", label: "Failed payouts", color: 5 }];

// Today's row is marked partial (chart-model.ts dayRow): a summary compares whole days only.

export function volumeRows(days: readonly OfframpDay[], today?: string): ChartRow[] {
  return days.map((day) => dayRow(day.day, { ...day.volumeLkr }, today));
}

export function rateRows(days: readonly RateDay[], today?: string): ChartRow[] {
  return days.map((day) => dayRow(day.day, { rate: day.rate }, today));
}

export function reasonRows(reasons: readonly FailureReason[]): ChartRow[] {
  return reasons.map((reason) => ({
    key: reason.reason,
    label: reason.reason,
    values: { count: String(reason.count) },
  }));
}
