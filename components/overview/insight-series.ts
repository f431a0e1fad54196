import type { ChartRow } from "@/components/charts/chart-model";
import { dayLabel } from "@/components/charts/chart-model";
import type { Compared, OverviewInsights } from "@/lib/filters/overview-insights";
import { formatAmount, formatCount } from "@/lib/format";
import { statusLabel } from "@/lib/status-looks";

// The overview's chart rows and figure words, from the insights the index answered (pure, tested).

/** Paid volume per day: `usdt` and `lkr` (LKR of the payments whose LKR amount is known). */
export function paidVolumeRows(insights: Pick<OverviewInsights, "daily">): ChartRow[] {
  return insights.daily.map((d) => ({
    key: d.day,
    label: dayLabel(d.day),
    values: { usdt: d.paidUsdt, lkr: d.paidLkr, count: String(d.paidCount) },
  }));
}

/** Payments by status: this period and the previous one, in the insights' reading order. */
export function statusRows(insights: Pick<OverviewInsights, "byStatus">): ChartRow[] {
  return insights.byStatus.map((s) => ({
    key: s.status,
    label: statusLabel("payment", s.status),
    values: { current: String(s.current), previous: String(s.previous) },
  }));
}

/** A branch's name for people: its name when known, else a short id; "No branch" for unattributed payments. */
export function branchName(branchId: string | null, names: ReadonlyMap<string, string>): string {
  if (branchId === null) return "No branch";
  return names.get(branchId) ?? `Branch ${branchId.slice(0, 8)}`;
}

/** Top branches by paid volume (USDT), this period and the previous one. */
export function branchRows(
  insights: Pick<OverviewInsights, "topBranches">,
  names: ReadonlyMap<string, string>,
): ChartRow[] {
  return insights.topBranches.map((b) => ({
    key: b.branchId ?? "none",
    label: branchName(b.branchId, names),
    values: { current: b.paidUsdt, previous: b.previousPaidUsdt },
  }));
}

export type ChangeDirection = "up" | "down" | "flat" | "none";

/** Which way a figure moved; "none" when there is nothing earlier to compare with. */
export function changeDirection(figure: Pick<Compared, "change">): ChangeDirection {
  if (figure.change === null) return "none";
  const n = Number(figure.change);
  return n > 0 ? "up" : n < 0 ? "down" : "flat";
}

/** "+12.5 %", "−40.0 %", "+4.2 pts", "no change", "no earlier data". */
export function changeText(figure: Pick<Compared, "change" | "changeKind">): string {
  if (figure.change === null) return "no earlier data";
  const direction = changeDirection(figure);
  if (direction === "flat") return "no change";
  const magnitude = figure.change.replace(/^-/, "");
  const sign = direction === "up" ? "+" : "−";
  return figure.changeKind === "points" ? `${sign}${magnitude} pts` : `${sign}${magnitude} %`;
}

/** How a figure's value reads: money with currency, counts with a noun, the conversion as a percentage. */
export type FigureFormat = "USDT" | "LKR" | "payments" | "percent";

export function figureValue(value: string | null, format: FigureFormat): string {
  if (value === null) return "—";
  switch (format) {
    case "USDT":
    case "LKR":
      return formatAmount(value, format);
    case "payments":
      return formatCount(Number(value), ["payment", "payments"]);
    case "percent":
      return `${value} %`;
  }
}

/**
 * The sentence behind a figure's arrow: "Up 12.5 % from USDT 5.00 in the previous 7 days.",
 * "No earlier data to compare with."
 */
export function changeSentence(figure: Compared, format: FigureFormat, previousWords: string): string {
  const direction = changeDirection(figure);
  if (direction === "none") return "No earlier data to compare with.";
  const before = figureValue(figure.previous, format);
  const when = previousWords.startsWith("the previous") ? `in ${previousWords}` : previousWords;
  if (direction === "flat") return `The same as ${when} (${before}).`;
  const magnitude = (figure.change ?? "").replace(/^-/, "");
  const unit = figure.changeKind === "points" ? " percentage points" : " %";
  return `${direction === "up" ? "Up" : "Down"} ${magnitude}${unit} from ${before} ${when}.`;
}
