import "server-only";
import { type Quote, quoteSchema } from "@/lib/payments-api/offramp";
import { quoteTable } from "./quote-table";

// The quotes the service answered through the console (GET /v1/aggregator/quote on the BFF), by lock id, for as
// long as the lock lasts. A payout's body names only its lock, so this is how the console knows what a payout
// or a held request is worth without believing a browser. Both module copies in the process (Next's routes and
// the front server's bundle) share one table through the global registry; a lock quoted on another instance,
// or before a restart, is not known here, and the requester is asked to quote again.

const seen = quoteTable<{ accountId: string; quote: Quote }>("merchant-console.quotes-seen", 10_000);

/** Notes a quote the service answered through the console. */
export function rememberQuote(accountId: string, body: unknown, now = Date.now()): void {
  const parsed = quoteSchema.safeParse(body);
  if (!parsed.success) return;
  seen.remember({ accountId, quote: parsed.data }, now);
}

/** The quote this account got through the console under this lock, while it may still be used; else null. */
export function seenQuote(accountId: string, fxLockId: unknown, now = Date.now()): Quote | null {
  if (typeof fxLockId !== "string") return null;
  const kept = seen.live(fxLockId, now);
  return kept?.accountId === accountId ? kept.quote : null;
}
