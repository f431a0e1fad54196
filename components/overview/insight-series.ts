import type { ChartRow } from "@/components/charts/chart-model";
import { dayLabel } from "@/components/charts/chart-model";
import type { Compared, OverviewInsights } from "@/lib/filters/overview-insights";
import { formatAmount, formatCount, formatHeadlineAmount } from "@/lib/format";
import { statusLabel } from "@/lib/status-looks";

// The overview's chart rows and figure words, from the insights the index answered (pure, tested). A value
// the index does not know stays null: a gap in a chart, "Not known yet" in words, never a zero.

const text = (n: number | null) => (n === null ? null : String(n));

/** Paid volume per day: `usdt` and `lkr` (LKR of the payments priced in LKR), today marked as running. */
export function paidVolumeRows(insights: Pick<OverviewInsights, "daily">): ChartRow[] {
  return insights.daily.map((d) => ({
    key: d.day,
    label: dayLabel(d.day),
    ...(d.partial ? { partial: true } : {}),
    values: { usdt: d.paidUsdt, lkr: d.paidLkr, count: text(d.paidCount) },
  }));
}

/** Payments by status: this period and the previous one, in the insights' reading order. */
export function statusRows(insights: Pick<OverviewInsights, "byStatus">): ChartRow[] {
  return insights.byStatus.map((s) => ({
    key: s.status,
    label: statusLabel("payment", s.status),
    values: { current: text(s.current), previous: text(s.previous) },
  }));
}

/**
 * A branch's name for people: its name when known, else a short id; "No branch" for payments made for the
 * merchant as a whole, "Branch not known yet" for those the console has not placed yet.
 */
export function branchName(
  branchId: string | null,
  names: ReadonlyMap<string, string>,
  unplaced = false,
): string {
  if (branchId === null) return unplaced ? "Branch not known yet" : "No branch";
  return names.get(branchId) ?? `Branch ${branchId.slice(0, 8)}`;
}

/** Top branches by paid volume (USDT), this period and the previous one. */
export function branchRows(
  insights: Pick<OverviewInsights, "topBranches">,
  names: ReadonlyMap<string, string>,
): ChartRow[] {
  return insights.topBranches.map((b) => ({
    key: b.unplaced ? "unplaced" : (b.branchId ?? "none"),
    label: branchName(b.branchId, names, b.unplaced),
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

type Figure = Pick<Compared, "change" | "changeKind" | "currentKnown" | "previousKnown">;

/** "+12.5 %", "−40.0 %", "+4.2 pts", "no change", "no earlier data", "earlier period not known yet". */
export function changeText(figure: Figure): string {
  if (figure.change === null) {
    if (!figure.currentKnown) return "not known yet";
    return figure.previousKnown ? "no earlier data" : "earlier period not known yet";
  }
  const direction = changeDirection(figure);
  if (direction === "flat") return "no change";
  const magnitude = figure.change.replace(/^-/, "");
  const sign = direction === "up" ? "+" : "−";
  return figure.changeKind === "points" ? `${sign}${magnitude} pts` : `${sign}${magnitude} %`;
}

/** How a figure's value reads: money with currency, counts with a noun, the conversion as a percentage. */
export type FigureFormat = "USDT" | "LKR" | "payments" | "percent";

/** The headline: money to two decimals (the exact amount is `exactFigureValue`); "—" for nothing to say. */
export function figureValue(value: string | null, format: FigureFormat, known = true): string {
  if (!known) return "Not known yet";
  if (value === null) return "—";
  switch (format) {
    case "USDT":
    case "LKR":
      return formatHeadlineAmount(value, format);
    case "payments":
      return formatCount(Number(value), ["payment", "payments"]);
    case "percent":
      return `${value} %`;
  }
}

/** The exact value behind a money headline (every decimal the currency has); null when it shows it all. */
export function exactFigureValue(value: string | null, format: FigureFormat): string | null {
  if (value === null || (format !== "USDT" && format !== "LKR")) return null;
  const exact = formatAmount(value, format);
  return exact === formatHeadlineAmount(value, format) ? null : exact;
}

/**
 * The sentence behind a figure's arrow: "Up 12.5 % from USDT 5.00 in the previous 7 days.",
 * "No earlier data to compare with.", and why there is nothing to compare when a period is not known.
 */
export function changeSentence(figure: Compared, format: FigureFormat, previousWords: string): string {
  const direction = changeDirection(figure);
  if (direction === "none") {
    if (!figure.currentKnown) return "Not known yet: the console does not hold every payment of this period.";
    if (!figure.previousKnown)
      return `Nothing to compare with: the console does not hold every payment of ${previousWords}.`;
    return "No earlier data to compare with.";
  }
  const before = figureValue(figure.previous, format);
  const when = previousWords.startsWith("the previous") ? `in ${previousWords}` : previousWords;
  if (direction === "flat") return `The same as ${when} (${before}).`;
  const magnitude = (figure.change ?? "").replace(/^-/, "");
  const unit = figure.changeKind === "points" ? " percentage points" : " %";
  return `${direction === "up" ? "Up" : "Down"} ${magnitude}${unit} from ${before} ${when}.`;
}
