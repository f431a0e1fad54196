"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";
import { approvalSummaryOptions } from "@/components/approvals/approval-requests";
import { ConsoleForm } from "@/components/forms/console-form";
import { payoutWords } from "@/components/forms/labels";
import { decimalsHint } from "@/components/forms/money-text";
import { personWords } from "@/components/forms/person-words";
import { RequestIdLine } from "@/components/forms/request-id-line";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isBffError } from "@/data/bff";
import { needsApproval } from "@/lib/approvals";
import { floatShortfallWords } from "@/lib/float-shortfall";
import type { AggregatorUser, BankAccount } from "@/lib/payments-api/offramp";
import { ledgerHref } from "../hrefs";
import { useFloatBalance } from "./float-balance";
import { type PayoutApprovalNote, PayoutConfirmDialog } from "./payout-confirm-dialog";
import { QuoteCard } from "./quote-card";
import { parseUsdtAmount, quoteRefusal } from "./rate-lock";
import { type PayoutFinish, usePayoutSubmission } from "./use-payout-submission";
import { useRateLock } from "./use-rate-lock";

export interface AmountStepProps {
  accountId: string;
  endUser: AggregatorUser;
  bankAccount: BankAccount;
  onDone: (outcome: PayoutFinish) => void;
}

/** The USDT amount, its quote with the lock counting down, the confirm dialog and the payout itself. */
export function AmountStep({ accountId, endUser, bankAccount, onDone }: AmountStepProps) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [text, setText] = useState("");
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const amount = parseUsdtAmount(text);
  const rate = useRateLock(accountId, {
    autoRenew: !confirming,
    amountUsdt: amount.ok ? amount.value : null,
  });
  const submission = usePayoutSubmission(accountId);
  const stale = rate.lock !== null && (!amount.ok || amount.value !== rate.lock.amountUsdt);
  const approvals = useQuery(approvalSummaryOptions(accountId));
  const float = useFloatBalance(accountId);
  const thresholdLkr = approvals.data?.thresholdLkr ?? null;
  const approval: PayoutApprovalNote =
    rate.lock && thresholdLkr !== null
      ? { kind: needsApproval(rate.lock.quote.amountLkr, thresholdLkr) ? "held" : "maybe", thresholdLkr }
      : null;
  // The float is checked at the quote (here) and again at approval; the service has the last word.
  const shortfall =
    rate.lock && float.data !== undefined ? floatShortfallWords(float.data, rate.lock.quote.amountLkr) : null;
  const showError = touched && !amount.ok;
  const refusal = rate.lock && !stale ? quoteRefusal(rate.lock.quote) : null;

  useEffect(() => {
    if (submission.state.status === "done") onDone(submission.state.outcome);
  }, [submission.state, onDone]);

  async function getQuote() {
    setTouched(true);
    if (amount.ok) await rate.requestQuote(amount.value);
  }

  async function requote() {
    if (!rate.lock) return;
    const quote = await rate.requestQuote(rate.lock.amountUsdt);
    // A fresh lock makes the earlier refusal moot; the reference stays the same.
    if (quote) submission.reset();
  }

  function openConfirm() {
    submission.reset();
    setConfirming(true);
  }

  const quoteFailure = rate.error
    ? {
        message: isBffError(rate.error)
          ? personWords(rate.error.message, payoutWords)
          : "The quote could not be fetched. Try again.",
        requestId: isBffError(rate.error) ? rate.error.requestId : null,
      }
    : null;

  return (
    <div className="grid gap-4">
      <ConsoleForm
        noValidate
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void getQuote();
        }}
      >
        <Label htmlFor={inputId}>Amount to send</Label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={text}
              aria-invalid={showError || undefined}
              aria-describedby={`${hintId} ${errorId}`}
              className="pr-16"
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(text !== "")}
            />
            <span className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-xs font-medium text-muted-foreground">
              USDT
            </span>
          </div>
          <Button type="submit" variant={rate.lock && !stale ? "outline" : "default"} loading={rate.pending}>
            {rate.lock && !stale ? "New quote" : "Get quote"}
          </Button>
        </div>
        <p id={hintId} className="text-sm text-muted-foreground">
          {decimalsHint("PAYOUT_USDT")}, from 0.00000001 to 1,000,000 USDT.
        </p>
        <p id={errorId} className="min-h-5 text-sm text-destructive">
          {showError && !amount.ok ? amount.message : null}
        </p>
      </ConsoleForm>

      {quoteFailure ? (
        <p role="alert" className="text-sm text-destructive">
          {quoteFailure.message}
          <RequestIdLine requestId={quoteFailure.requestId} block />
        </p>
      ) : null}

      {rate.lock ? (
        <>
          <QuoteCard
            lock={rate.lock}
            secondsLeft={rate.secondsLeft ?? 0}
            renewing={rate.pending}
            stale={stale}
          />
          {rate.needsManualQuote && !confirming && !stale ? (
            <Button variant="outline" onClick={() => void requote()} loading={rate.pending}>
              Get a new quote
            </Button>
          ) : null}
          {refusal ? (
            <p role="alert" className="text-sm text-destructive">
              {refusal}
            </p>
          ) : (
            <>
              {shortfall && !stale ? (
                <p role="alert" className="text-sm text-destructive" data-testid="float-shortfall">
                  {shortfall} Top up the float, or send a smaller amount.
                </p>
              ) : null}
              <Button
                onClick={openConfirm}
                disabled={stale || rate.expired || rate.pending || (shortfall !== null && !stale)}
              >
                Review payout
              </Button>
            </>
          )}
          <PayoutConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            approval={approval}
            quote={rate.lock.quote}
            secondsLeft={rate.secondsLeft ?? 0}
            quoting={rate.pending}
            quoteError={quoteFailure?.message ?? null}
            endUser={endUser}
            bankAccount={bankAccount}
            reference={confirming ? submission.reference() : ""}
            state={submission.state}
            onConfirm={() => {
              if (rate.lock)
                void submission.submit({
                  quote: rate.lock.quote,
                  userId: endUser.userId,
                  userBankId: bankAccount.userBankId,
                  externalUserId: endUser.externalUserId,
                });
            }}
            onRequote={() => void requote()}
            ledgerHref={ledgerHref(accountId)}
          />
        </>
      ) : null}
    </div>
  );
}
