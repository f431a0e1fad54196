"use client";

import { useId, useState, useTransition } from "react";
import type { FormFailure } from "@/components/forms/apply-server-error";
import { ConsoleForm } from "@/components/forms/console-form";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { FormNotice } from "@/components/forms/form-notice";
import { SubmitButton } from "@/components/forms/submit-button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { ActionResult } from "@/lib/action-result";
import { noOtherApproverWarning, parseThreshold, type ThresholdSaved, turnOffWords } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";

export type SetThresholdAction = (input: {
  accountId: string;
  threshold: string;
}) => Promise<ActionResult<ThresholdSaved, "threshold">>;

function statusText(threshold: string | null): string {
  return threshold === null
    ? "Off: payouts and settlements are sent as soon as they are confirmed."
    : `On: payouts and settlements that take this account above ${formatAmount(threshold, "LKR")} in 24 hours wait for a second person.`;
}

/** What saving did, beyond the new value: the warning and the requests withdrawn. */
function savedText(saved: ThresholdSaved): string | null {
  if (saved.thresholdLkr === null) {
    if (saved.withdrawn === 0) return null;
    return saved.withdrawn === 1
      ? "1 waiting request was withdrawn; nothing was sent."
      : `${saved.withdrawn} waiting requests were withdrawn; nothing was sent.`;
  }
  return saved.warning;
}

/**
 * "Payouts and settlements above X LKR need a second person", for owners and admins: an amount as typed
 * (never rounded), or empty to turn approvals off. Before saving it says when no other member may approve
 * (requests would wait with no one to approve them), and what turning approvals off does to the requests
 * that wait (`pending`): they are withdrawn, nothing is sent.
 */
export function ApprovalThresholdForm({
  accountId,
  initial,
  otherApprovers,
  pending,
  action,
}: {
  accountId: string;
  initial: string | null;
  /** Members other than the viewer whose role may approve. */
  otherApprovers: number;
  /** Requests waiting now. */
  pending: number;
  action: SetThresholdAction;
}) {
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(initial ?? "");
  const [saved, setSaved] = useState(initial);
  const [answer, setAnswer] = useState<string | null>(null);
  const turningOff = text.trim() === "" && saved !== null;
  const before = turningOff
    ? `Turning approvals off: ${turnOffWords(pending)}`
    : text.trim() !== ""
      ? noOtherApproverWarning(otherApprovers)
      : null;
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const [saving, startTransition] = useTransition();

  return (
    <ConsoleForm
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setFailure(null);
        setAnswer(null);
        const parsed = parseThreshold(text);
        if (!parsed.ok) {
          setFieldError(parsed.message);
          return;
        }
        setFieldError(null);
        startTransition(async () => {
          const result = await action({ accountId, threshold: text });
          if (!result.ok) {
            if (result.fieldErrors?.threshold) setFieldError(result.fieldErrors.threshold);
            else setFailure({ message: result.message, requestId: result.requestId ?? null });
            return;
          }
          setSaved(result.data.thresholdLkr);
          setAnswer(savedText(result.data));
        });
      }}
    >
      <FormFailureAlert failure={failure} title="The threshold was not saved" />
      <div className="grid gap-2">
        <Label htmlFor={inputId}>Payouts and settlements above this amount need a second person (LKR)</Label>
        <div className="relative max-w-xs">
          <Input
            id={inputId}
            name="threshold"
            inputMode="decimal"
            autoComplete="off"
            placeholder="Off"
            value={text}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            className="pr-14"
            onChange={(event) => setText(event.target.value)}
          />
          <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-muted-foreground">
            LKR
          </span>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          Counted over a rolling 24 hours: a payout or settlement waits when it and everything this account
          sent in the last 24 hours are above this amount. Leave empty to turn approvals off. Up to 2 decimal
          places. The person who asks can never approve their own request.
        </p>
        <p id={errorId} className="min-h-5 text-sm text-destructive">
          {fieldError}
        </p>
      </div>
      <div data-testid="approval-threshold-before">
        <FormNotice message={answer ? null : before} />
      </div>
      <p role="status" className="text-sm" data-testid="approval-threshold-status">
        {statusText(saved)}
        {answer ? ` ${answer}` : null}
      </p>
      <SubmitButton pending={saving} className="w-fit">
        Save
      </SubmitButton>
    </ConsoleForm>
  );
}
