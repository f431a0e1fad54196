"use client";

import { useQuery } from "@tanstack/react-query";
import { Wallet } from "lucide-react";
import { Skeleton } from "@/components/ui/skeleton";
import { apiQueries } from "@/data/queries";
import { formatLkr } from "../format";

/** The smallest ledger page: only its summary's live balance is needed. */
const BALANCE_QUERY = { page: 1, limit: 1 } as const;

/** The float's live balance in LKR, read fresh; the panel's line and the quote's check share one query. */
export function useFloatBalance(accountId: string) {
  return useQuery({
    ...apiQueries(accountId).getLedgerReport({ query: BALANCE_QUERY }),
    select: (report) => report.summary.currentBalanceLkr,
    staleTime: 0,
    refetchOnMount: "always",
  });
}

/**
 * "Float balance: LKR 182,400.00", read fresh when the payout panel opens, so the person knows what they can
 * send before they commit (the service still has the last word: a payout above the float is refused).
 */
export function FloatBalance({ accountId }: { accountId: string }) {
  const ledger = useFloatBalance(accountId);
  return (
    <p
      className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      aria-live="polite"
      data-slot="float-balance"
    >
      <Wallet className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">Float balance</span>
      {ledger.isPending ? (
        <Skeleton className="h-4 w-28" aria-label="Loading the float balance" />
      ) : ledger.isError ? (
        <span className="text-muted-foreground">could not be read; the service checks it when you send</span>
      ) : (
        <span className="font-medium tabular-nums">{formatLkr(ledger.data)}</span>
      )}
    </p>
  );
}
