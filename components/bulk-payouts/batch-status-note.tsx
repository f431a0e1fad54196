import { Ban, CircleCheck, Loader, Pause, XCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import type { BatchView } from "@/lib/bulk-payouts/batch";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";

/** What the batch's status means for its rows, in a sentence; nothing while it simply runs. */
export function BatchStatusNote({ batch }: { batch: BatchView }) {
  const { counts } = batch;
  switch (batch.status) {
    case "preparing":
      return (
        <Alert role="status">
          <Loader aria-hidden="true" />
          <AlertTitle>Getting ready</AlertTitle>
          <AlertDescription>
            The end users and bank accounts are being registered at the payments service. Nothing is paid yet.
          </AlertDescription>
        </Alert>
      );
    case "paused":
      return (
        <Alert role="status" variant="warning">
          <Pause aria-hidden="true" />
          <AlertTitle>{batch.pausedReason ? "Paused by the console" : "Paused"}</AlertTitle>
          <AlertDescription>
            {batch.pausedReason ? `${batch.pausedReason} ` : ""}No row is sent until the batch is resumed;{" "}
            {rowsWord(counts.waiting)} waiting.
          </AlertDescription>
        </Alert>
      );
    case "cancelled":
      return (
        <Alert role="status">
          <Ban aria-hidden="true" />
          <AlertTitle>Cancelled</AlertTitle>
          <AlertDescription>
            {counts.cancelled === 0
              ? "Every row had been sent when the batch was cancelled."
              : `${rowsWord(counts.cancelled)} not yet sent ${counts.cancelled === 1 ? "was" : "were"} not paid.`}
          </AlertDescription>
        </Alert>
      );
    case "rejected":
      return (
        <Alert role="status">
          <XCircle aria-hidden="true" />
          <AlertTitle>Rejected</AlertTitle>
          <AlertDescription>
            Nothing was sent.{batch.rejectReason ? ` ${batch.rejectReason}` : ""}
          </AlertDescription>
        </Alert>
      );
    case "finished":
      return (
        <Alert role="status">
          <CircleCheck aria-hidden="true" />
          <AlertTitle>
            {counts.sent > 0 ? "Every row has been sent" : "Every row has been handled"}
          </AlertTitle>
          <AlertDescription>
            {counts.sent > 0 ? `${rowsWord(counts.sent)} still wait for the bank's answer. ` : ""}
            Download the results for each row&apos;s payout id, state, LKR amount and rate.
          </AlertDescription>
        </Alert>
      );
    default:
      return null;
  }
}
