"use client";

import { CircleAlert, CircleCheck, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useId } from "react";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { formatLkr, formatUsdtExact } from "@/components/offramp/format";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { rowsWord } from "@/lib/bulk-payouts/batch-progress";
import type { PayoutFileTotals } from "@/lib/bulk-payouts/payout-file-preview";
import { startBatch } from "./batch-queries";
import { batchHref } from "./hrefs";
import { useBatchMutation } from "./use-batch-mutation";

/** The file as its check read it: the same text is sent to start it, so what starts is what was shown. */
export interface CheckedFile {
  text: string;
  name: string;
}

/**
 * Whether the checked file can start and, when it can, "Pay 3 rows": confirmed with the count and the totals
 * first, then the batch's own page. The console checks the file again as it starts it.
 */
export function StartBatch({
  accountId,
  totals,
  file,
}: {
  accountId: string;
  totals: PayoutFileTotals;
  file: CheckedFile;
}) {
  const router = useRouter();
  const blockerId = useId();
  const start = useBatchMutation(accountId, () => startBatch(accountId, file.text, file.name));
  const rows = rowsWord(totals.validCount);
  const lkr = totals.indicativeLkr === null ? null : formatLkr(totals.indicativeLkr);
  const pay = (
    <Button disabled={totals.blocker !== null} aria-describedby={totals.blocker ? blockerId : undefined}>
      <Send aria-hidden="true" />
      Pay {rows}
    </Button>
  );

  return (
    <section aria-label="Start the batch" className="grid gap-4">
      {totals.blocker ? (
        <Alert variant="destructive" role="alert">
          <CircleAlert aria-hidden="true" />
          <AlertTitle>This file cannot start</AlertTitle>
          <AlertDescription id={blockerId}>{totals.blocker}</AlertDescription>
        </Alert>
      ) : (
        <Alert>
          <CircleCheck aria-hidden="true" />
          <AlertTitle>The float covers this file</AlertTitle>
          <AlertDescription>
            Each payout takes its own quote just before it is sent, so the LKR paid may differ a little from
            this indication.
          </AlertDescription>
        </Alert>
      )}
      <FormFailureAlert failure={start.failure} title="The batch did not start" />
      <div className="flex flex-wrap items-center gap-3">
        {totals.validCount === 0 ? null : totals.blocker ? (
          pay
        ) : (
          <ConfirmDialog
            trigger={pay}
            title={`Pay ${rows}?`}
            description={
              <>
                {rows} for {formatUsdtExact(totals.totalUsdt)}
                {lkr ? `, about ${lkr} at today's rate,` : ""} {totals.validCount === 1 ? "is" : "are"} sent
                to the payments service one after the other. A payout cannot be called back once it is sent;
                you can pause the batch or cancel the rows not yet sent. Above the account's approval
                threshold, a second person approves the batch first.
              </>
            }
            confirmLabel={`Pay ${rows}`}
            pendingLabel="Starting…"
            destructive={false}
            onConfirm={async () => {
              const started = await start.run(undefined);
              if (started) router.push(batchHref(accountId, started.batch.id));
            }}
          />
        )}
        {totals.refusedCount > 0 && !totals.blocker ? (
          <p className="text-sm text-muted-foreground">
            The refused {totals.refusedCount === 1 ? "row is" : "rows are"} not paid.
          </p>
        ) : null}
      </div>
    </section>
  );
}
