"use client";

// The second person's side of an approval card: approve (a payout on a fresh quote, while its lock lasts),
// reject with a reason, or send again after no answer.

import { CircleAlert, Hourglass, RotateCw, Undo2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import type { FormFailure } from "@/components/forms/apply-server-error";
import { FormFailureAlert } from "@/components/forms/form-failure-alert";
import { RejectWithReasonForm } from "@/components/forms/reject-with-reason-form";
import { formatUsdtExact } from "@/components/offramp/format";
import { formatCountdown, lockDeadline, secondsLeft } from "@/components/offramp/payout/rate-lock";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { ActionResult } from "@/lib/action-result";
import type { ApprovalView, FreshQuote, PayoutParties, SettlementParties } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import type { Quote } from "@/lib/payments-api/offramp";
import type { ApprovalActions, ApprovalPartProps, Target } from "./approval-actions";

const lkr = (value: string) => formatAmount(value, "LKR");

function useActionRunner() {
  const router = useRouter();
  const [failure, setFailure] = useState<FormFailure | null>(null);
  async function run<T>(call: () => Promise<ActionResult<T>>): Promise<T | null> {
    setFailure(null);
    const result = await call();
    if (!result.ok) {
      setFailure({ message: result.message, requestId: result.requestId ?? null });
      return null;
    }
    router.refresh();
    return result.data;
  }
  return { failure, setFailure, run };
}

export function RetrySend({ approval, target, actions }: ApprovalPartProps) {
  const runner = useActionRunner();
  return (
    <Alert variant="warning" role="status">
      <CircleAlert aria-hidden="true" />
      <AlertTitle>No answer from the payments service</AlertTitle>
      <AlertDescription className="grid gap-2">
        <p>{approval.resultMessage}</p>
        <p>
          It was approved; the outcome is not known yet. Sending again sends the same request
          {approval.kind === "payout" ? " with the same reference, which can never pay twice" : ""}.
        </p>
        <FormFailureAlert failure={runner.failure} />
        {approval.cannotDecide ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="outline" size="sm" className="w-fit">
                <RotateCw aria-hidden="true" />
                Send again
              </Button>
            }
            title="Send this request again?"
            description="The same request goes to the payments service again; if the first attempt went through, the service answers with it and nothing new is sent."
            confirmLabel="Send again"
            pendingLabel="Sending…"
            destructive={false}
            onConfirm={() => runner.run(() => actions.retry(target))}
          />
        )}
      </AlertDescription>
    </Alert>
  );
}

/** The requester (or an owner) takes a waiting request back: nothing is sent, and no one can approve it. */
export function Withdraw({ approval, target, actions }: ApprovalPartProps) {
  const runner = useActionRunner();
  const what = approval.kind === "payout" ? "payout" : "settlement";
  return (
    <section className="grid gap-2 border-t pt-4" aria-label="Withdraw this request">
      <p className="text-sm text-muted-foreground">
        {approval.own
          ? `No longer needed? Withdraw it: nothing is sent, and you can ask for the ${what} again later.`
          : `As an owner you can withdraw this request: nothing is sent, and the requester can ask for the ${what} again.`}
      </p>
      <FormFailureAlert failure={runner.failure} title="Not withdrawn" />
      <ConfirmDialog
        trigger={
          <Button variant="outline" className="w-fit">
            <Undo2 aria-hidden="true" />
            Withdraw request
          </Button>
        }
        title="Withdraw this request?"
        description={`Nothing is sent to the payments service, and no one can approve this ${what} afterwards.`}
        confirmLabel="Withdraw request"
        pendingLabel="Withdrawing…"
        onConfirm={async () => {
          await runner.run(() => actions.withdraw(target));
        }}
      />
    </section>
  );
}

export function Decision({ approval, target, actions }: ApprovalPartProps) {
  if (approval.cannotDecide) {
    return (
      <Alert role="status" variant="warning">
        <Hourglass aria-hidden="true" />
        <AlertTitle>Waiting for a second person&apos;s approval</AlertTitle>
        <AlertDescription>{approval.cannotDecide}</AlertDescription>
      </Alert>
    );
  }
  // Only what was read from the payments service for this page can be approved; rejecting is always possible.
  const reading = approval.parties?.state === "read" ? approval.parties : null;
  return (
    <section aria-labelledby={`decide-${approval.id}`} className="grid gap-4 border-t pt-4">
      <h2 id={`decide-${approval.id}`} className="text-base font-semibold">
        Your decision
      </h2>
      {reading?.parties.kind === "payout" ? (
        <ApprovePayout
          approval={approval}
          parties={reading.parties}
          shown={reading.shown}
          target={target}
          actions={actions}
        />
      ) : reading?.parties.kind === "settlement" ? (
        <ApproveSettlement
          parties={reading.parties}
          shown={reading.shown}
          target={target}
          actions={actions}
        />
      ) : null}
      <RejectForm target={target} actions={actions} />
    </section>
  );
}

interface HeldQuote extends FreshQuote<Quote> {
  deadline: number;
}

function useSecondsLeft(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsLeft(deadline, now);
}

function ApprovePayout({
  approval,
  parties,
  shown,
  target,
  actions,
}: {
  approval: ApprovalView;
  parties: PayoutParties;
  shown: string;
  target: Target;
  actions: ApprovalActions;
}) {
  const runner = useActionRunner();
  const [held, setHeld] = useState<HeldQuote | null>(null);
  const [quoting, setQuoting] = useState(false);
  const left = useSecondsLeft(held?.deadline ?? null);
  const expired = held !== null && left === 0;

  async function getQuote() {
    setQuoting(true);
    const requestedAt = Date.now();
    runner.setFailure(null);
    const result = await actions.freshQuote(target);
    setQuoting(false);
    if (!result.ok) {
      runner.setFailure({ message: result.message, requestId: result.requestId ?? null });
      return;
    }
    setHeld({ ...result.data, deadline: lockDeadline(result.data.quote, requestedAt) });
  }

  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        The requester&apos;s rate lock has lapsed. Get a fresh quote for the same{" "}
        {formatUsdtExact(approval.amountUsdt ?? "0")}, check it, then approve: the payout is sent at once, at
        the fresh rate.
      </p>
      {held ? (
        <div className="grid gap-1 rounded-lg border p-3 text-sm" data-testid="fresh-quote">
          <p className="font-medium tabular-nums">{held.comparison}</p>
          <p className="tabular-nums">
            The end-user receives {lkr(String(held.quote.amountLkr))}
            {held.changed ? (
              <span className="text-muted-foreground"> (requested: {lkr(approval.amountLkr)})</span>
            ) : null}
          </p>
          <p className="font-mono text-xs text-muted-foreground" aria-live="polite">
            {expired ? "This quote has expired." : `Rate locked for ${formatCountdown(left)}`}
          </p>
        </div>
      ) : null}
      {held?.shortfall ? (
        <FormFailureAlert
          title="The float does not cover this payout"
          failure={{
            message: `${held.shortfall} Top up the float (Float ledger), then get a new quote to approve.`,
            requestId: null,
          }}
        />
      ) : null}
      <FormFailureAlert failure={runner.failure} title="Not approved" />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          variant={held && !expired ? "outline" : "default"}
          onClick={() => void getQuote()}
          loading={quoting}
        >
          {held ? "Get a new quote" : "Get a fresh quote"}
        </Button>
        {held && !expired && !held.shortfall ? (
          <ConfirmDialog
            trigger={<Button>Approve and pay {lkr(String(held.quote.amountLkr))}</Button>}
            title={`Pay ${lkr(String(held.quote.amountLkr))} to ${parties.accountName} at ${parties.bankName} ${parties.accountNumberMasked}?`}
            description={
              <>You accept {held.comparison}. The LKR leaves the float now; a payout cannot be cancelled.</>
            }
            confirmLabel="Approve and pay"
            pendingLabel="Paying…"
            destructive={false}
            onConfirm={async () => {
              await runner.run(() => actions.approve({ ...target, fxLockId: held.quote.fxLockId, shown }));
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function ApproveSettlement({
  parties,
  shown,
  target,
  actions,
}: {
  parties: SettlementParties;
  shown: string;
  target: Target;
  actions: ApprovalActions;
}) {
  const runner = useActionRunner();
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Approving requests the settlement from the payments service now; it settles the unsettled paid
        payments
        {parties.branch ? ` of ${parties.branch.name}` : " of the whole merchant"} at that moment.
      </p>
      <FormFailureAlert failure={runner.failure} title="Not approved" />
      <ConfirmDialog
        trigger={<Button className="w-fit">Approve and request the settlement</Button>}
        title={
          parties.branch
            ? `Request the settlement of ${parties.branch.name}?`
            : "Request the settlement of the whole merchant?"
        }
        description="The request goes to the payments service now. No other settlement can be requested today while it is active."
        confirmLabel="Approve and request"
        pendingLabel="Requesting…"
        destructive={false}
        onConfirm={async () => {
          await runner.run(() => actions.approve({ ...target, shown }));
        }}
      />
    </div>
  );
}

function RejectForm({ target, actions }: { target: Target; actions: ApprovalActions }) {
  const runner = useActionRunner();
  return (
    <RejectWithReasonForm
      missingMessage="Say why the request is rejected; the requester sees it."
      confirmTitle="Reject this request?"
      confirmDescription="Nothing is sent, and the request cannot be approved afterwards; the requester can make a new one."
      failure={runner.failure}
      onReject={async (reason) => {
        await runner.run(() => actions.reject({ ...target, reason }));
      }}
    />
  );
}
