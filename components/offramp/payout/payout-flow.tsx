"use client";

import type { ReactNode } from "react";
import { useCallback, useState } from "react";
import { ApprovalWaiting } from "@/components/approvals/approval-waiting";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import type { AggregatorUser, BankAccount } from "@/lib/payments-api/offramp";
import { AmountStep } from "./amount-step";
import { BankAccountLines } from "./bank-account-lines";
import { BankAccountStep } from "./bank-account-step";
import { EndUserStep } from "./end-user-step";
import { PayoutResult } from "./payout-result";
import { isHeldPayout, type PayoutFinish } from "./use-payout-submission";

/** Who, where, how much: three steps, each summed up in one line once done, then the service's answer. */
export function PayoutFlow({ accountId, onFinished }: { accountId: string; onFinished?: () => void }) {
  const [endUser, setEndUser] = useState<AggregatorUser | null>(null);
  const [bankAccount, setBankAccount] = useState<BankAccount | null>(null);
  const [outcome, setOutcome] = useState<PayoutFinish | null>(null);
  const done = useCallback((result: PayoutFinish) => {
    setOutcome(result);
  }, []);

  if (outcome && isHeldPayout(outcome)) {
    return (
      <ApprovalWaiting
        accountId={accountId}
        approvalId={outcome.approvalId}
        reason={outcome.reason}
        what="payout"
      />
    );
  }
  if (outcome) {
    return (
      <PayoutResult
        accountId={accountId}
        outcome={outcome}
        onAnother={() => {
          setOutcome(null);
          setBankAccount(null);
          setEndUser(null);
          onFinished?.();
        }}
      />
    );
  }

  return (
    <ol className="grid grid-cols-1 gap-5">
      <Step number={1} title="End-user" done={endUser !== null}>
        {endUser ? (
          <Summary
            onChange={() => {
              setEndUser(null);
              setBankAccount(null);
            }}
          >
            <span className="font-mono text-xs">{endUser.externalUserId}</span>
          </Summary>
        ) : (
          <EndUserStep accountId={accountId} onSelect={setEndUser} />
        )}
      </Step>
      <Step number={2} title="Bank account" done={bankAccount !== null} muted={!endUser}>
        {!endUser ? null : bankAccount ? (
          <Summary onChange={() => setBankAccount(null)}>
            <BankAccountLines account={bankAccount} />
          </Summary>
        ) : (
          <BankAccountStep accountId={accountId} userId={endUser.userId} onSelect={setBankAccount} />
        )}
      </Step>
      <Step number={3} title="Amount and rate" done={false} muted={!bankAccount}>
        {endUser && bankAccount ? (
          <AmountStep accountId={accountId} endUser={endUser} bankAccount={bankAccount} onDone={done} />
        ) : null}
      </Step>
    </ol>
  );
}

function Step({
  number,
  title,
  done,
  muted = false,
  children,
}: {
  number: number;
  title: string;
  done: boolean;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="grid min-w-0 grid-cols-1 gap-2">
      <h3 className={cn("flex items-center gap-2 text-sm font-medium", muted && "text-muted-foreground")}>
        <span
          aria-hidden="true"
          className={cn(
            "flex size-6 items-center justify-center rounded-full border text-xs",
            done && "border-primary bg-primary text-primary-foreground",
          )}
        >
          {number}
        </span>
        <span>
          {title}
          {done ? <span className="sr-only"> (done)</span> : null}
        </span>
      </h3>
      {children ? <div className="min-w-0 pl-8">{children}</div> : null}
    </li>
  );
}

function Summary({ children, onChange }: { children: ReactNode; onChange: () => void }) {
  return (
    <div className="flex items-center justify-between gap-2 text-sm">
      <span className="min-w-0 truncate">{children}</span>
      <Button variant="ghost" size="sm" onClick={onChange}>
        Change
      </Button>
    </div>
  );
}
