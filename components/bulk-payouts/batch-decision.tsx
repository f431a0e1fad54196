"use client";

import { Hourglass } from "lucide-react";
import { useId } from "react";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { RejectWithReasonForm } from "@/components/forms/reject-with-reason-form";
import { formatLkr, formatUsdtExact } from "@/components/offramp/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";
import { actOnBatch } from "./batch-queries";
import { useBatchMutation } from "./use-batch-mutation";

/**
 * A batch that waits for a second person: why it waits, and for a member who may decide, approve (its rows
 * are then sent) or reject with a reason (nothing is sent). Anyone else reads why they cannot.
 */
export function BatchDecision({ accountId, batch }: { accountId: string; batch: BatchView }) {
  const headingId = useId();
  if (batch.status !== "awaiting_approval") return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-4 rounded-xl border p-4 sm:p-6">
      <h2 id={headingId} className="text-base font-semibold">
        Waiting for a second person&apos;s approval
      </h2>
      {batch.heldReason ? <p className="text-sm">{batch.heldReason}</p> : null}
      {batch.may.decide ? (
        <div className="grid gap-6 sm:grid-cols-2 sm:items-start">
          <Approve accountId={accountId} batch={batch} />
          <Reject accountId={accountId} batchId={batch.id} />
        </div>
      ) : (
        <Alert role="status" variant="warning">
          <Hourglass aria-hidden="true" />
          <AlertTitle>Nothing is sent until it is approved</AlertTitle>
          <AlertDescription>
            {batch.decideRefusal ?? "Another member with the right to approve payouts has to decide."}
          </AlertDescription>
        </Alert>
      )}
    </section>
  );
}

function Approve({ accountId, batch }: { accountId: string; batch: BatchView }) {
  const approve = useBatchMutation(accountId, () => actOnBatch(accountId, batch.id, "approve"));
  const rows = rowsWord(batch.rowCount);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Check the rows and their recipients below, as the payments service holds them, then approve: the rows
        are sent one after the other, each on its own quote.
      </p>
      <FormFailureAlert failure={approve.failure} title="Not approved" />
      <ConfirmDialog
        trigger={<Button className="w-fit">Approve and pay {rows}</Button>}
        title={`Pay ${rows}?`}
        description={`${rows} for ${formatUsdtExact(batch.totalUsdt)}, about ${formatLkr(batch.indicativeLkr)}, ${batch.rowCount === 1 ? "leaves" : "leave"} the float one after the other. A payout cannot be called back once it is sent.`}
        confirmLabel="Approve and pay"
        pendingLabel="Approving…"
        destructive={false}
        onConfirm={() => approve.run(undefined)}
      />
    </div>
  );
}

function Reject({ accountId, batchId }: { accountId: string; batchId: string }) {
  const reject = useBatchMutation(accountId, (reason: string) =>
    actOnBatch(accountId, batchId, "reject", { reason }),
  );
  return (
    <RejectWithReasonForm
      missingMessage="Say why the batch is rejected; the person who started it sees it."
      confirmTitle="Reject this batch?"
      confirmDescription="None of its rows is sent, and it cannot be approved afterwards; the file can be started again."
      failure={reject.failure}
      onReject={(reason) => reject.run(reason.trim())}
    />
  );
}
