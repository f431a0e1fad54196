import { type ChartRow, type ChartSeries, dayLabel } from "@/components/charts";
import type { FloatDay } from "@/lib/float-series";

// The float's days as the chart kit's rows: exact strings kept for the tooltip and the table.

export const BALANCE_SERIES: readonly ChartSeries[] = [{ key: "balance", label: "Balance", color: 1 }];

export const FLOW_SERIES: readonly ChartSeries[] = [
  { key: "credits", label: "Top-ups (credits)", color: 2 },
  { key: "payouts", label: "Payouts (debits)", color: 1 },
  { key: "refunds", label: "Refunds", color: 4 },
];

export function balanceRows(days: readonly FloatDay[]): ChartRow[] {
  return days.map((day) => ({
    key: day.day,
    label: dayLabel(day.day),
    values: { balance: day.closingBalance },
  }));
}

export function flowRows(days: readonly FloatDay[]): ChartRow[] {
  return days.map((day) => ({
    key: day.day,
    label: dayLabel(day.day),
    values: { credits: day.credits, payouts: day.payouts, refunds: day.refunds },
  }));
}
