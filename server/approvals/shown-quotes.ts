import "server-only";
import type { Quote } from "@/lib/payments-api/offramp";
import { quoteTable } from "./quote-table";

// The fresh quotes approvers were shown, by lock id, as the service answered them: an approval records and
// pays the quote the console itself read, never one a browser hands back. Kept in the process (one table for
// every module copy) for the lock's life; an approval on another instance is asked to quote again.
interface ShownQuote {
  approvalId: string;
  accountId: string;
  quote: Quote;
}
const shownQuotes = quoteTable<ShownQuote>("merchant-console.approval-quotes", 1_000);

export function rememberShownQuote(shown: ShownQuote, now = Date.now()): void {
  shownQuotes.remember(shown, now);
}

/** The fresh quote shown for this very approval under `fxLockId`, taken once; null for any other. */
export function takeShownQuote(
  accountId: string,
  approvalId: string,
  fxLockId: string | undefined,
): Quote | null {
  if (fxLockId === undefined) return null;
  const shown = shownQuotes.live(fxLockId, Date.now());
  if (!shown || shown.approvalId !== approvalId || shown.accountId !== accountId) return null;
  shownQuotes.forget(fxLockId);
  return shown.quote;
}
