import { formatCount } from "@/lib/format";
import type { BatchStatus, RowCounts, RowState } from "./batch-values";

// How far a batch has got, in words: the rows the service made payouts for, the bank's outcomes, and the
// time left at the batch's pace.

/** "1 row", "2 rows". */
export const rowsWord = (n: number) => formatCount(n, ["row", "rows"]);

/** Rows the service made a payout for: sent, and those the bank has answered for since. */
export const sentCount = (counts: RowCounts) => counts.sent + counts.completed + counts.failed;

/** Rows that will not be sent any more (paid, refused or cancelled): the progress bar's value. */
export const doneCount = (counts: RowCounts) => sentCount(counts) + counts.refused + counts.cancelled;

/** "2 of 3 rows sent". */
export function sentWords(counts: RowCounts, rowCount: number): string {
  return `${sentCount(counts).toLocaleString("en-LK")} of ${rowsWord(rowCount)} sent`;
}

/** "about 4 minutes left", "less than a minute left"; null when nothing is being sent. */
export function timeLeftWords(secondsLeft: number | null): string | null {
  if (secondsLeft === null || !Number.isFinite(secondsLeft) || secondsLeft <= 0) return null;
  if (secondsLeft < 60) return "less than a minute left";
  const minutes = Math.ceil(secondsLeft / 60);
  if (minutes < 120) return `about ${formatCount(minutes, ["minute", "minutes"])} left`;
  return `about ${formatCount(Math.round(minutes / 60), ["hour", "hours"])} left`;
}

/** The breakdown under the bar: the states a batch always shows, then the others it has rows in. */
const ALWAYS: readonly RowState[] = ["completed", "failed"];
const WHEN_ANY: readonly RowState[] = ["sent", "quoting", "waiting", "refused", "cancelled"];

export function shownStates(counts: RowCounts): RowState[] {
  return [...ALWAYS, ...WHEN_ANY.filter((state) => counts[state] > 0)];
}

/**
 * Whether the batch may still change without a person doing anything: it is being prepared or sent, or a
 * row is on its way (a send under way, a payout the bank has not answered for).
 */
export function batchMoves({ status, counts }: { status: BatchStatus; counts: RowCounts }): boolean {
  if (status === "preparing" || status === "running") return true;
  return counts.quoting + counts.sent > 0;
}
