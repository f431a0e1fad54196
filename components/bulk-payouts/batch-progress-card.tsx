import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import {
  doneCount,
  rowsWord,
  sentWords,
  shownStates,
  timeLeftWords,
} from "@/lib/bulk-payouts/batch-progress";
import { ROW_STATE_LABELS, type RowState } from "@/lib/bulk-payouts/batch-values";

// Above, "sent" counts every row the service made a payout for; the rows still in that state are those
// whose bank has not answered yet.
const COUNT_LABELS: Partial<Record<RowState, string>> = { sent: "With the bank" };

/**
 * How far the batch has got: rows sent of the file's, a bar of the rows that will not be sent any more, each
 * state's count, and the time left at the batch's pace while it runs.
 */
export function BatchProgressCard({ batch }: { batch: BatchView }) {
  const sent = sentWords(batch.counts, batch.rowCount);
  const done = doneCount(batch.counts);
  const left = batch.status === "running" ? timeLeftWords(batch.secondsLeft) : null;
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Progress</CardTitle>
        <CardDescription aria-live="polite" className="tabular-nums">
          {left ? `${sent} · ${left}` : sent}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <progress
          className="h-2 w-full overflow-hidden rounded-full accent-primary"
          max={Math.max(batch.rowCount, 1)}
          value={done}
          aria-label="Rows handled"
          aria-valuetext={`${done.toLocaleString("en-LK")} of ${rowsWord(batch.rowCount)} handled`}
        />
        <dl className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {shownStates(batch.counts).map((state) => (
            <div key={state} className="grid">
              <dt className="text-muted-foreground">{COUNT_LABELS[state] ?? ROW_STATE_LABELS[state]}</dt>
              <dd className="text-lg font-semibold tabular-nums" data-state={state}>
                {batch.counts[state].toLocaleString("en-LK")}
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
