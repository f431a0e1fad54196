"use client";

import { Ban, Download, Pause, Play } from "lucide-react";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";
import { batchApi } from "@/lib/bulk-payouts/batch-values";
import { actOnBatch } from "./batch-queries";
import { useBatchMutation } from "./use-batch-mutation";

/**
 * What a person may do to a batch as it runs, as the console says they may: pause, resume, cancel the rows
 * not yet sent (confirmed first), and the results file at any time.
 */
export function BatchControls({ accountId, batch }: { accountId: string; batch: BatchView }) {
  const act = useBatchMutation(accountId, (action: "pause" | "resume" | "cancel") =>
    actOnBatch(accountId, batch.id, action),
  );
  const unsent = batch.counts.waiting;
  return (
    <div className="grid gap-3">
      <FormFailureAlert failure={act.failure} title="The batch did not change" />
      <div className="flex flex-wrap gap-2">
        {batch.may.pause ? (
          <Button variant="outline" onClick={() => void act.run("pause")} loading={act.pending}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : null}
        {batch.may.resume ? (
          <Button onClick={() => void act.run("resume")} loading={act.pending}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        ) : null}
        {batch.may.cancel ? (
          <ConfirmDialog
            trigger={
              <Button variant="outline" disabled={act.pending}>
                <Ban aria-hidden="true" />
                Cancel the batch
              </Button>
            }
            title="Cancel this batch?"
            description={`The rows not yet sent will not be paid${unsent > 0 ? ` (${rowsWord(unsent)} now)` : ""}. Payouts already sent are not called back.`}
            confirmLabel="Cancel the batch"
            cancelLabel="Keep it"
            pendingLabel="Cancelling…"
            onConfirm={() => act.run("cancel")}
          />
        ) : null}
        <Button asChild variant="outline">
          <a href={batchApi.results(accountId, batch.id)} download>
            <Download aria-hidden="true" />
            Download results (CSV)
          </a>
        </Button>
      </div>
    </div>
  );
}
