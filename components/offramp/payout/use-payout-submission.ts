"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import {
  approvalKeys,
  approvalSummaryOptions,
  holdForApproval,
} from "@/components/approvals/approval-requests";
import { bffApi } from "@/data/api";
import { queryKeys } from "@/data/query-keys";
import type { CreateOfframpBody, Offramp, Quote } from "@/lib/payments-api/offramp";
import { classifyPayoutError, type PayoutFailure } from "./payout-errors";
import { usePayoutReference } from "./payout-reference";

export interface PayoutRequest {
  quote: Quote;
  userId: string;
  userBankId: string;
  /**
   * The end-user's id in the merchant's system, as picked: a held payout keeps it only once the service gives
   * it to `userId`. Names and accounts are never sent; the console reads them from the service.
   */
  externalUserId?: string;
}

export interface PayoutOutcome {
  offramp: Offramp;
  /**
   * The service answered with a payout made earlier under the same reference (an attempt that got no
   * answer then): its amounts are not this quote's. Nothing new was paid.
   */
  earlier: boolean;
}

/** Above the account's approval threshold (the last 24 hours counted): stored for a second person, nothing sent. */
export interface HeldPayout {
  approvalId: string;
  /** Why, in words: "LKR 48,000.00 now plus LKR 48,000.00 sent to this bank account in the last 24 hours…". */
  reason: string;
}

export type PayoutFinish = PayoutOutcome | HeldPayout;

export function isHeldPayout(outcome: PayoutFinish): outcome is HeldPayout {
  return "approvalId" in outcome;
}

export type PayoutSubmissionState =
  | { status: "idle" }
  | { status: "submitting" }
  | { status: "failed"; failure: PayoutFailure }
  | { status: "done"; outcome: PayoutFinish };

function isEarlierPayout(offramp: Offramp, quote: Quote): boolean {
  return offramp.amountUsdt !== quote.amountUsdt || offramp.amountLkr !== quote.amountLkr;
}

/**
 * Sends a payout once. Every attempt carries the same externalRef until the service confirms one, so a
 * double click, a retry after no answer or a retry with a new quote can never pay twice; a second call
 * while one is on its way is ignored.
 */
export function usePayoutSubmission(accountId: string) {
  const reference = usePayoutReference(accountId);
  const queryClient = useQueryClient();
  const inFlight = useRef(false);
  const [state, setState] = useState<PayoutSubmissionState>({ status: "idle" });

  const submit = useCallback(
    async ({ quote, userId, userBankId, externalUserId }: PayoutRequest) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setState({ status: "submitting" });
      const body: CreateOfframpBody = {
        fxLockId: quote.fxLockId,
        userId,
        userBankId,
        externalRef: reference.current(),
      };
      try {
        // With approvals on, the console decides (this payout plus the last 24 hours against the threshold),
        // and above it a second person approves it first (server/approvals).
        const { thresholdLkr } = await queryClient.fetchQuery(approvalSummaryOptions(accountId));
        if (thresholdLkr !== null) {
          const answer = await holdForApproval(accountId, {
            kind: "payout",
            fxLockId: quote.fxLockId,
            userId,
            userBankId,
            externalRef: body.externalRef,
            ...(externalUserId ? { externalUserId } : {}),
          });
          if (answer.held) {
            reference.release();
            setState({ status: "done", outcome: { approvalId: answer.approvalId, reason: answer.reason } });
            void queryClient.invalidateQueries({ queryKey: approvalKeys.all(accountId) });
            return;
          }
        }
        const offramp = await bffApi(accountId).createOfframp({ body });
        reference.release();
        setState({ status: "done", outcome: { offramp, earlier: isEarlierPayout(offramp, quote) } });
        queryClient.setQueryData(queryKeys.detail(accountId, "offramp", offramp.paymentId), offramp);
        // The report and the float ledger both changed (a payout and its DEBIT entry).
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource(accountId, "offramp") });
        void queryClient.invalidateQueries({ queryKey: queryKeys.resource(accountId, "reports") });
      } catch (error) {
        setState({ status: "failed", failure: classifyPayoutError(error) });
      } finally {
        inFlight.current = false;
      }
    },
    [accountId, queryClient, reference],
  );

  const reset = useCallback(() => setState({ status: "idle" }), []);

  return { state, submit, reset, reference: reference.current };
}
