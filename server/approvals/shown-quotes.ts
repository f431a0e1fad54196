import "server-only";
import type { Quote } from "@/lib/payments-api/offramp";

// The fresh quotes approvers were shown, by lock id, as the service answered them: an approval records and
// pays the quote the console itself read, never one a browser hands back. Kept in the process (one table for
// every module copy) for the lock's life; an approval on another instance is asked to quote again.
interface ShownQuote {
  approvalId: string;
  accountId: string;
  quote: Quote;
  expiresAt: number;
}
const SHOWN_KEY = Symbol.for("merchant-console.approval-quotes");
const SHOWN_MAX = 1_000;
/** A lock is good for 60 seconds; past its own expiry plus a minute the service refuses it anyway. */
const SHOWN_MARGIN_MS = 60_000;

function shownQuotes(): Map<string, ShownQuote> {
  const registry = globalThis as typeof globalThis & { [SHOWN_KEY]?: Map<string, ShownQuote> };
  registry[SHOWN_KEY] ??= new Map();
  return registry[SHOWN_KEY];
}

export function rememberShownQuote(shown: Omit<ShownQuote, "expiresAt">, now = Date.now()): void {
  const quotes = shownQuotes();
  for (const [lockId, entry] of quotes) if (entry.expiresAt < now) quotes.delete(lockId);
  for (const lockId of quotes.keys()) {
    if (quotes.size < SHOWN_MAX) break;
    quotes.delete(lockId);
  }
  const expiry = Date.parse(shown.quote.expiresAt);
  quotes.set(shown.quote.fxLockId, {
    ...shown,
    expiresAt: (Number.isFinite(expiry) ? expiry : now) + SHOWN_MARGIN_MS,
  });
}

/** The fresh quote shown for this very approval under `fxLockId`, taken once; null for any other. */
export function takeShownQuote(
  accountId: string,
  approvalId: string,
  fxLockId: string | undefined,
): Quote | null {
  if (fxLockId === undefined) return null;
  const quotes = shownQuotes();
  const shown = quotes.get(fxLockId);
  if (!shown || shown.approvalId !== approvalId || shown.accountId !== accountId) return null;
  if (shown.expiresAt < Date.now()) return null;
  quotes.delete(fxLockId);
  return shown.quote;
}
