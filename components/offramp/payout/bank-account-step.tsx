"use client";

import { useQuery } from "@tanstack/react-query";
import { Landmark, Plus } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorState } from "@/components/ui/error-state";
import { Skeleton } from "@/components/ui/skeleton";
import { isBffError } from "@/data/bff";
import { cn } from "@/lib/cn";
import type { BankAccount } from "@/lib/payments-api/offramp";
import { bankAccountsOptions } from "../queries";
import { AddBankAccountForm } from "./add-bank-account-form";
import { BankAccountLines } from "./bank-account-lines";

/** Picks one of the end-user's bank accounts, or adds one. */
export function BankAccountStep({
  accountId,
  userId,
  onSelect,
}: {
  accountId: string;
  userId: string;
  onSelect: (account: BankAccount) => void;
}) {
  const accounts = useQuery(bankAccountsOptions(accountId, userId));
  const [adding, setAdding] = useState(false);

  if (accounts.isPending) {
    return (
      <div role="status" aria-label="Loading bank accounts" className="grid gap-2">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    );
  }
  if (accounts.isError) {
    return (
      <ErrorState
        title="The bank accounts could not be loaded"
        message={isBffError(accounts.error) ? accounts.error.message : undefined}
        requestId={isBffError(accounts.error) ? accounts.error.requestId : null}
        onRetry={() => void accounts.refetch()}
        retrying={accounts.isFetching}
        className="py-6"
      />
    );
  }

  const list = accounts.data;
  const showForm = adding || list.length === 0;
  return (
    <div className="grid gap-3">
      {list.length > 0 ? (
        <ul aria-label="Bank accounts of this end-user" className="grid gap-2">
          {list.map((account) => (
            <li key={account.userBankId}>
              <button
                type="button"
                onClick={() => onSelect(account)}
                className={cn(
                  "flex w-full items-center gap-3 rounded-lg border p-3 text-left text-sm transition-colors",
                  "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
                )}
              >
                <Landmark className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="grid min-w-0 flex-1">
                  <BankAccountLines account={account} holderClassName="font-medium" />
                </span>
                <span className="text-xs text-muted-foreground">Pay to this account</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          This end-user has no bank account yet. Add the one to pay to.
        </p>
      )}
      {showForm ? (
        <AddBankAccountForm
          accountId={accountId}
          userId={userId}
          onAdded={onSelect}
          onCancel={list.length > 0 ? () => setAdding(false) : undefined}
        />
      ) : (
        <Button variant="outline" onClick={() => setAdding(true)} className="justify-self-start">
          <Plus aria-hidden="true" />
          Add a bank account
        </Button>
      )}
    </div>
  );
}
