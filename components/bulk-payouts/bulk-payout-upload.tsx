"use client";

import { useMutation } from "@tanstack/react-query";
import { Download, LoaderCircle } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { saveTextFile } from "@/components/files/save-file";
import { FieldShell } from "@/components/forms/field-shell";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { consoleRequest, isBffError } from "@/data/bff";
import { PAYOUT_FILE_TEMPLATE, TEMPLATE_FILE_NAME } from "@/lib/bulk-payouts/payout-file-format";
import type { PayoutFileCheck } from "@/lib/bulk-payouts/payout-file-preview";
import { PayoutFileTotals } from "./payout-file-totals";
import { RefusedRowsCard, ValidRowsCard } from "./payout-rows-tables";
import { readFileText } from "./read-file-text";
import { type CheckedFile, StartBatch } from "./start-batch";

type Checked = Extract<PayoutFileCheck, { ok: true }> & { file: CheckedFile };

/** A problem found in the browser (size, encoding), before anything was sent. */
class FileProblem extends Error {}

async function checkFile(accountId: string, file: File, signal: AbortSignal): Promise<Checked> {
  const read = await readFileText(file);
  if (!read.ok) throw new FileProblem(read.problem);
  const check = (await consoleRequest(
    `/api/accounts/${encodeURIComponent(accountId)}/bulk-payouts/check`,
    "POST",
    {
      body: { file: read.text },
      signal,
    },
  )) as Omit<Checked, "file">;
  return { ...check, file: { text: read.text, name: file.name } };
}

/**
 * The payout file's upload and its check: each row valid or refused with its problems, and what the valid
 * rows come to, then starting it. Choosing another file checks it afresh.
 */
export function BulkPayoutUpload({ accountId }: { accountId: string }) {
  const running = useRef<AbortController | null>(null);
  const check = useMutation({
    mutationFn: (file: File) => {
      running.current?.abort();
      running.current = new AbortController();
      return checkFile(accountId, file, running.current.signal);
    },
  });

  function onChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) check.mutate(file);
    else check.reset();
  }

  const error = check.error;
  return (
    <div className="grid gap-6">
      <Card className="gap-4">
        <CardHeader>
          <CardTitle>Payout file</CardTitle>
          <CardDescription>
            One payout a row, under the header{" "}
            <code className="font-mono text-xs">
              reference, external_user_id, bank_code, account_number, account_name, amount_usdt
            </code>{" "}
            and optionally <code className="font-mono text-xs">beneficiary_mobile, beneficiary_email</code>.
            Every row is checked before anything is paid, and a reference this account has used is never paid
            again.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start">
          <FieldShell
            label="Payout file (CSV)"
            description="CSV as your spreadsheet saves it (UTF-8, commas or semicolons), up to 5 MB and 5,000 payouts."
            error={error instanceof FileProblem ? error.message : undefined}
          >
            <Input type="file" accept=".csv,text/csv" onChange={onChange} disabled={check.isPending} />
          </FieldShell>
          <Button
            variant="outline"
            className="sm:mt-6"
            onClick={() => saveTextFile(PAYOUT_FILE_TEMPLATE, TEMPLATE_FILE_NAME)}
          >
            <Download aria-hidden="true" />
            Download the template
          </Button>
        </CardContent>
      </Card>

      <div aria-live="polite" className="grid gap-6">
        {check.isPending ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            Checking every row against the payments service…
          </p>
        ) : null}
        {isBffError(error) ? (
          <FormFailureAlert
            title="The file could not be checked"
            failure={{ message: error.message, requestId: error.requestId }}
          />
        ) : null}
        {check.data ? (
          <>
            <PayoutFileTotals totals={check.data.totals} />
            <StartBatch accountId={accountId} totals={check.data.totals} file={check.data.file} />
            <RefusedRowsCard rows={check.data.rows} />
            <ValidRowsCard rows={check.data.rows} />
          </>
        ) : null}
      </div>
    </div>
  );
}
