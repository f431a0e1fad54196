"use client";

import { useState } from "react";
import { isBffError } from "@/data/bff";
import type { Contract } from "@/lib/payments-api/direct-debit";
import { contractChanges } from "../contract-changes";
import { refusalKind, waitMessage } from "../contract-refusals";
import { useSyncContract } from "../use-contract-mutations";
import type { SyncResult } from "./sync-outcome";

/** Sync, and what it changed compared with the contract as the page showed it just before. */
export function useSyncWithChanges(accountId: string, contractId: string) {
  const sync = useSyncContract(accountId, contractId);
  const [result, setResult] = useState<SyncResult | null>(null);

  async function run(before: Contract) {
    setResult(null);
    try {
      const after = await sync.mutateAsync();
      const changes = contractChanges(before, after);
      setResult(changes.length > 0 ? { kind: "changed", changes } : { kind: "unchanged" });
    } catch (error) {
      const message = isBffError(error)
        ? refusalKind(error) === "rate-limited"
          ? waitMessage(error)
          : error.message
        : "Something went wrong. Try again in a moment.";
      setResult({ kind: "failed", message, requestId: isBffError(error) ? error.requestId : null });
    }
  }

  return { run, pending: sync.isPending, result, dismiss: () => setResult(null) };
}
