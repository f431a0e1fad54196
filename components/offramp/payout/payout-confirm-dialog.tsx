"use client";

import { CircleAlert, RotateCw } from "lucide-react";
import { RequestIdLine } from "@/components/forms/request-id-line";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import type { AggregatorUser, BankAccount, Quote } from "@/lib/payments-api/offramp";
import { formatLkr, formatRate, formatUsdtExact, maskAccountNumber } from "../format";
import { formatCountdown } from "./rate-lock";
import type { PayoutSubmissionState } from "./use-payout-submission";

/** "Pay LKR 15,000.00 to Nimal Perera at Bank of Ceylon ••••4567?" */
export function confirmQuestion(
  quote: Pick<Quote, "amountLkr">,
  account: Pick<BankAccount, "accountName" | "bankName" | "accountNumber">,
): string {
  return `Pay ${formatLkr(quote.amountLkr)} to ${account.accountName} at ${account.bankName} ${maskAccountNumber(account.accountNumber)}?`;
}

/**
 * Whether this payout waits for a second person: `held` when its LKR alone is above the account's threshold,
 * `maybe` when approvals are on and the last 24 hours may take it above (the console decides when it is
 * sent), null when approvals are off.
 */
export type PayoutApprovalNote = { kind: "held" | "maybe"; thresholdLkr: string } | null;

function whatHappens(approval: PayoutApprovalNote): string {
  if (approval?.kind === "held") {
    return `This payout is above ${formatLkr(approval.thresholdLkr)}, so it waits for another member's approval: nothing leaves your float until they approve it. Then the LKR reaches the account by bank transfer, and the payout cannot be cancelled.`;
  }
  if (approval?.kind === "maybe") {
    return `If this payout and what this account sent in the last 24 hours come to more than ${formatLkr(approval.thresholdLkr)}, it waits for another member's approval and nothing leaves your float until then. Otherwise the LKR leaves your float now and reaches the account by bank transfer. A payout cannot be cancelled.`;
  }
  return "The LKR leaves your float now and reaches the account by bank transfer. A payout cannot be cancelled.";
}

export interface PayoutConfirmDialogProps {
  /** Whether the payout will, or may, wait for a second person (approvals off: null). */
  approval?: PayoutApprovalNote;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  quote: Quote;
  secondsLeft: number;
  /** A new quote is being fetched. */
  quoting: boolean;
  /** Why the last quote request failed. */
  quoteError: string | null;
  endUser: AggregatorUser;
  bankAccount: BankAccount;
  /** The externalRef every attempt at this payout sends. */
  reference: string;
  state: PayoutSubmissionState;
  onConfirm: () => void;
  onRequote: () => void;
  ledgerHref: string;
}

/**
 * The last look before money moves: who gets how much at which bank, the rate and its lock, the reference.
 * A failure stays in the dialog with what to do next; it cannot be dismissed while the payout is on its way.
 */
export function PayoutConfirmDialog(props: PayoutConfirmDialogProps) {
  const { open, onOpenChange, quote, secondsLeft, quoting, endUser, bankAccount, reference, state } = props;
  const submitting = state.status === "submitting";
  const failure = state.status === "failed" ? state.failure : null;
  // After no answer, the same request is retried even on a lapsed lock: if the first attempt went through,
  // the service answers with it, whatever the lock; if not, it says the lock expired.
  const retrying = failure?.kind === "uncertain" || failure?.kind === "rate-limited";
  const needsQuote = !retrying && (secondsLeft === 0 || failure?.needsNewQuote === true);
  const blocked = failure !== null && !failure.retryable && !failure.needsNewQuote;

  return (
    <AlertDialog open={open} onOpenChange={(next) => !submitting && onOpenChange(next)}>
      <AlertDialogContent onEscapeKeyDown={(event) => submitting && event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle className="text-balance">{confirmQuestion(quote, bankAccount)}</AlertDialogTitle>
          <AlertDialogDescription>{whatHappens(props.approval ?? null)}</AlertDialogDescription>
        </AlertDialogHeader>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
          <dt className="text-muted-foreground">End-user</dt>
          <dd className="min-w-0 truncate text-right font-mono text-xs leading-5">
            {endUser.externalUserId}
          </dd>
          <dt className="text-muted-foreground">You send</dt>
          <dd className="text-right tabular-nums">{formatUsdtExact(quote.amountUsdt)}</dd>
          <dt className="text-muted-foreground">Rate</dt>
          <dd className="text-right tabular-nums">1 USDT = {formatRate(quote.rateUsdtLkr)}</dd>
          <dt className="text-muted-foreground">Rate lock</dt>
          <dd className="text-right font-mono tabular-nums">
            {secondsLeft > 0 ? `${formatCountdown(secondsLeft)} left` : "expired"}
          </dd>
          <dt className="text-muted-foreground">Reference</dt>
          <dd className="min-w-0 text-right font-mono text-xs leading-5 break-all">{reference}</dd>
        </dl>
        <p className="text-xs text-muted-foreground">
          Every attempt at this payout sends the same reference, so a retry can never pay twice.
        </p>
        {props.quoteError ? (
          <p role="alert" className="text-sm text-destructive">
            No new quote: {props.quoteError}
          </p>
        ) : null}
        {failure ? (
          <Alert variant={failure.kind === "uncertain" ? "warning" : "destructive"} role="alert">
            <CircleAlert aria-hidden="true" />
            <AlertTitle>{failure.title}</AlertTitle>
            <AlertDescription>
              <p>{failure.message}</p>
              {failure.kind === "insufficient-float" ? (
                <Link href={props.ledgerHref} className="underline underline-offset-4">
                  Open the float ledger
                </Link>
              ) : null}
              <RequestIdLine requestId={failure.requestId} />
            </AlertDescription>
          </Alert>
        ) : null}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={submitting}>{blocked ? "Close" : "Cancel"}</AlertDialogCancel>
          {blocked ? null : needsQuote ? (
            <Button onClick={props.onRequote} loading={quoting}>
              {quoting ? null : <RotateCw aria-hidden="true" />}
              Get a new quote
            </Button>
          ) : (
            <Button onClick={props.onConfirm} loading={submitting} disabled={quoting}>
              {submitting
                ? props.approval?.kind === "held"
                  ? "Asking…"
                  : "Paying…"
                : retrying
                  ? "Retry payout"
                  : props.approval?.kind === "held"
                    ? "Ask for approval"
                    : `Pay ${formatLkr(quote.amountLkr)}`}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
