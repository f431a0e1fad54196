import "server-only";
import { type Quote, quoteSchema } from "@/lib/payments-api/offramp";

// The quotes the service answered through the console (GET /v1/aggregator/quote on the BFF), by lock id, for as
// long as the lock lasts. A payout's body names only its lock, so this is how the console knows what a payout
// or a held request is worth without believing a browser. Both module copies in the process (Next's routes and
// the front server's bundle) share one table through the global registry; a lock quoted on another instance,
// or before a restart, is not known here, and the requester is asked to quote again.

interface SeenQuote {
  accountId: string;
  quote: Quote;
  expiresAt: number;
}

const SEEN_KEY = Symbol.for("merchant-console.quotes-seen");
const MAX_SEEN = 10_000;
/** Past its own expiry a lock is useless to the service as well; keep a minute's margin for clocks. */
const MARGIN_MS = 60_000;

function seenQuotes(): Map<string, SeenQuote> {
  const registry = globalThis as typeof globalThis & { [SEEN_KEY]?: Map<string, SeenQuote> };
  registry[SEEN_KEY] ??= new Map();
  return registry[SEEN_KEY];
}

function forget(now: number): void {
  const seen = seenQuotes();
  for (const [lockId, entry] of seen) if (entry.expiresAt < now) seen.delete(lockId);
  // Still too many live locks (a flood of quotes): drop the oldest; a payout on one is asked to quote again.
  for (const lockId of seen.keys()) {
    if (seen.size <= MAX_SEEN) break;
    seen.delete(lockId);
  }
}

/** Notes a quote the service answered through the console. */
export function rememberQuote(accountId: string, body: unknown, now = Date.now()): void {
  const parsed = quoteSchema.safeParse(body);
  if (!parsed.success) return;
  const expiresAt = Date.parse(parsed.data.expiresAt);
  seenQuotes().set(parsed.data.fxLockId, {
    accountId,
    quote: parsed.data,
    expiresAt: (Number.isFinite(expiresAt) ? expiresAt : now) + MARGIN_MS,
  });
  forget(now);
}

/** The quote this account got through the console under this lock, while it may still be used; else null. */
export function seenQuote(accountId: string, fxLockId: unknown, now = Date.now()): Quote | null {
  if (typeof fxLockId !== "string") return null;
  const seen = seenQuotes().get(fxLockId);
  if (!seen || seen.accountId !== accountId || seen.expiresAt < now) return null;
  return seen.quote;
}
