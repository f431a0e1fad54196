import "server-only";
import { needsApproval } from "@/lib/approvals";
import { formatAmount } from "@/lib/format";
import { quoteSchema } from "@/lib/payments-api/offramp";
import type { Operation } from "@/lib/payments-api/operation";
import type { AccountAccess } from "@/server/access/account-access";
import { BffError } from "@/server/bff/errors";

// The approval threshold holds on every way money leaves through the console, not only its own pages: a
// payout or settlement forwarded to the service (the BFF) is refused when it would need a second person.
// A payout's body names only its quote (the rate lock), so the console remembers the LKR amount of every
// quote it forwarded, for as long as the lock lasts; a payout on a quote it never saw is refused while a
// threshold is set. Both module copies in the process (Next's route and the front server's bundle) share
// one table through the global registry.

interface SeenQuote {
  accountId: string;
  amountLkr: string;
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
  for (const [lockId, quote] of seen) if (quote.expiresAt < now) seen.delete(lockId);
  // Still too many live locks (a flood of quotes): drop the oldest; a payout on one is asked to quote again.
  for (const lockId of seen.keys()) {
    if (seen.size <= MAX_SEEN) break;
    seen.delete(lockId);
  }
}

/** Notes a quote the service answered through the console (GET /v1/aggregator/quote). */
export function rememberQuote(accountId: string, body: unknown, now = Date.now()): void {
  const quote = quoteSchema.safeParse(body);
  if (!quote.success) return;
  const expiresAt = Date.parse(quote.data.expiresAt);
  seenQuotes().set(quote.data.fxLockId, {
    accountId,
    amountLkr: String(quote.data.amountLkr),
    expiresAt: (Number.isFinite(expiresAt) ? expiresAt : now) + MARGIN_MS,
  });
  forget(now);
}

const heldMessage = (kind: string, threshold: string) =>
  `${kind} above ${formatAmount(threshold, "LKR")} need a second person's approval in this account. Ask for it from the console's ${kind === "Payouts" ? "New payout" : "Request settlement"} form; it is sent once someone approves.`;

/**
 * Refuses (403) a forwarded payout or settlement the account's threshold would hold; any other operation, or
 * an account without a threshold, passes. A settlement is measured as the approval flow measures it: the
 * merchant's unsettled pool as the service counts it now.
 */
export async function refuseUnapprovedMoneyOut(
  operation: Operation,
  body: unknown,
  access: Pick<AccountAccess, "account" | "upstream">,
  now = Date.now(),
): Promise<void> {
  const threshold = access.account.approvalAboveLkr;
  if (threshold === null) return;
  if (operation.id === "createOfframp") {
    const lockId = (body as { fxLockId?: unknown } | null)?.fxLockId;
    const quote = typeof lockId === "string" ? seenQuotes().get(lockId) : undefined;
    if (!quote || quote.accountId !== access.account.id || quote.expiresAt < now) {
      throw new BffError(
        "forbidden",
        "Get a new quote in the console before paying: payouts in this account may need a second person's approval, and this quote was not taken here.",
      );
    }
    if (needsApproval(quote.amountLkr, threshold))
      throw new BffError("forbidden", heldMessage("Payouts", threshold));
  }
  if (operation.id === "createWithdrawal") {
    const pool = await access.upstream().api.listWithdrawals({ query: { page: 1, limit: 1 } });
    if (needsApproval(pool.summary.lkrToBeClaimed, threshold))
      throw new BffError("forbidden", heldMessage("Settlements", threshold));
  }
}
