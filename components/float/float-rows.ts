import { type ChartRow, type ChartSeries, dayRow } from "@/components/charts";
import type { FloatDay } from "@/lib/float-series";

// The float's days as the chart kit's rows: exact strings kept for the tooltip and the table.

export const BALANCE_SERIES: readonly ChartSeries[] = [{ key: "balance", label: "Balance", color: 1 }];

export const FLOW_SERIES: readonly ChartSeries[] = [
  { key: "credits", label: "Top-ups (credits)", color: 2 },
  { key: "payouts", label: "Payouts (debits)", color: 1 },
  { key: "refunds", label: "Refunds", color: 4 },
];

// Today's row is marked partial (chart-model.ts dayRow): its sums and balance are so far, not a whole day's.

export function balanceRows(days: readonly FloatDay[], today?: string): ChartRow[] {
  return days.map((day) => dayRow(day.day, { balance: day.closingBalance }, today));
}

export function flowRows(days: readonly FloatDay[], today?: string): ChartRow[] {
  return days.map((day) =>
    dayRow(day.day, { credits: day.credits, payouts: day.payouts, refunds: day.refunds }, today),
  );
}
