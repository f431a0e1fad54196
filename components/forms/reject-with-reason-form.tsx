"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { FormFailure } from "./apply-server-error";
import { ConsoleForm } from "./console-form";
import { FormFailureAlert } from "./form-failure-alert";

// The second person's "no": a request and a payout batch are both rejected with a reason their starter
// reads, asked once more before it is final. One form, so both ask for the reason and say it is missing the
// same way.

export interface RejectWithReasonFormProps {
  /** Shown under the field when Reject is pressed with no reason, e.g. who reads it. */
  missingMessage: string;
  confirmTitle: string;
  /** What rejecting does and does not do. */
  confirmDescription: string;
  failure: FormFailure | null;
  /** Rejects with the reason as typed (never blank). */
  onReject: (reason: string) => unknown;
}

export function RejectWithReasonForm({
  missingMessage,
  confirmTitle,
  confirmDescription,
  failure,
  onReject,
}: RejectWithReasonFormProps) {
  const fieldId = useId();
  const errorId = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  return (
    <ConsoleForm
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason.trim() === "") setMissing(true);
        else setConfirming(true);
      }}
    >
      <Label htmlFor={fieldId}>Reason for rejecting</Label>
      <Textarea
        id={fieldId}
        value={reason}
        maxLength={500}
        rows={2}
        aria-invalid={missing || undefined}
        aria-describedby={errorId}
        onChange={(event) => {
          setReason(event.target.value);
          if (event.target.value.trim()) setMissing(false);
        }}
      />
      <p id={errorId} className="min-h-5 text-sm text-destructive">
        {missing ? missingMessage : null}
      </p>
      <FormFailureAlert failure={failure} title="Not rejected" />
      <Button type="submit" variant="outline" className="w-fit">
        Reject
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={confirmTitle}
        description={confirmDescription}
        confirmLabel="Reject"
        pendingLabel="Rejecting…"
        onConfirm={() => onReject(reason)}
      />
    </ConsoleForm>
  );
}
