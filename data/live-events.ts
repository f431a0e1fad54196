import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "./query-keys";

/** One change the console heard of, as its event stream sends it. */
export interface LiveChange {
  id: number;
  type: string;
  kind: "payment" | "offramp" | "contract" | "test";
  resourceId: string | null;
  status: string | null;
}

export type LiveStatus = "connecting" | "live" | "paused";

export function parseChange(data: string): LiveChange | null {
  try {
    const value = JSON.parse(data) as Partial<LiveChange>;
    if (typeof value.id !== "number" || typeof value.kind !== "string") return null;
    return {
      id: value.id,
      type: String(value.type ?? ""),
      kind: value.kind,
      resourceId: typeof value.resourceId === "string" ? value.resourceId : null,
      status: typeof value.status === "string" ? value.status : null,
    };
  } catch {
    return null;
  }
}

/**
 * Marks stale what a change concerns, so every query on screen that shows it refetches at once: the
 * resource itself, its lists, what counts it (a link's uses, a contract's charges), and for payouts the
 * float ledger they move.
 */
export function applyChange(client: QueryClient, accountId: string, change: LiveChange): Promise<unknown> {
  const work: Promise<unknown>[] = [];
  const stale = (queryKey: readonly unknown[]) => work.push(client.invalidateQueries({ queryKey }));
  // Every stored event is a new row of the webhook inbox, whatever it concerns.
  stale([...queryKeys.resource(accountId, "webhooks"), "inbox"]);
  if (change.kind === "payment") {
    if (change.resourceId) stale(queryKeys.detail(accountId, "payments", change.resourceId));
    stale(queryKeys.lists(accountId, "payments"));
    stale(queryKeys.resource(accountId, "withdrawals"));
    // A payment paid on a link counts in its "Paid n times"; a charge in its contract's count and total.
    stale(queryKeys.resource(accountId, "payment-links"));
    stale(queryKeys.resource(accountId, "direct-debit"));
    stale([...queryKeys.account(accountId), "figures"]);
  } else if (change.kind === "offramp") {
    stale(queryKeys.resource(accountId, "offramp"));
    stale(queryKeys.resource(accountId, "reports"));
    stale([...queryKeys.account(accountId), "figures"]);
  } else if (change.kind === "contract") {
    stale(queryKeys.resource(accountId, "direct-debit"));
  }
  return Promise.all(work);
}

/** After a gap in the stream: everything of the account may be out of date. */
export function applyResync(client: QueryClient, accountId: string): Promise<void> {
  return client.invalidateQueries({ queryKey: queryKeys.account(accountId) });
}
