import "server-only";
import { createOfframpBodySchema, offrampSchema } from "@/lib/payments-api/offramp";
import type { Operation } from "@/lib/payments-api/operation";
import { createWithdrawalBodySchema, withdrawalSchema } from "@/lib/payments-api/withdrawals";
import type { AccountAccess } from "@/server/access/account-access";
import { BffError } from "@/server/bff/errors";
import type { ConsoleExecutor } from "@/server/db/client";
import { MemberScopeError } from "@/server/upstream/branch-scope";
import { UpstreamError } from "@/server/upstream/errors";
import { seenQuote } from "./seen-quotes";
import {
  type MoneyOut,
  outcomeOfStatus,
  payoutBeneficiary,
  type Reservation,
  reserveMoneyOut,
  settlementBeneficiary,
  settleReservation,
} from "./sent-money";
import { unsettledPool } from "./unsettled-pool";
import { upstreamBffError } from "./upstream-failure";

export { rememberQuote } from "./seen-quotes";

// The approval threshold holds on every way money leaves through the console, not only its own pages: a
// payout or settlement forwarded to the service (the BFF) is refused when it would need a second person,
// counting what the account sent in the last 24 hours, so one sum split into several small ones is held like
// the sum. Every payout and settlement the BFF forwards is recorded (server/approvals/sent-money.ts): reserved
// under the account's lock before it is sent, settled by the service's answer.

/** What the forwarder does around one call: nothing for other operations. */
export interface MoneyOutSend {
  /** The service created it (2xx): recorded with the amount it answered. */
  sent(body: unknown): Promise<void>;
  /** The call failed: a refusal frees the reservation, no answer keeps it (it may have gone through). */
  failed(error: unknown): Promise<void>;
}

const NOTHING: MoneyOutSend = { sent: async () => {}, failed: async () => {} };

const heldMessage = (kind: "payout" | "settlement", reason: string) =>
  kind === "payout"
    ? `${reason} Ask for it from the console's New payout form; it is sent once another member approves it.`
    : `${reason} Ask for it from the console's Request settlement form; it is sent once another member approves it.`;

async function moneyOutOf(
  operation: Operation,
  body: unknown,
  access: Pick<AccountAccess, "account" | "upstream">,
  now: number,
  db: ConsoleExecutor,
): Promise<MoneyOut | null> {
  const threshold = access.account.approvalAboveLkr;
  if (operation.id === "createOfframp") {
    const payout = createOfframpBodySchema.parse(body);
    const quote = seenQuote(access.account.id, payout.fxLockId, now);
    if (!quote && threshold !== null) {
      throw new BffError(
        "forbidden",
        "Get a new quote in the console before paying: payouts in this account may need a second person's approval, and this quote was not taken here.",
      );
    }
    return {
      kind: "payout",
      // Without a threshold an unknown quote is sent, and recorded with the amount the service answers.
      amountLkr: quote ? String(quote.amountLkr) : "0",
      beneficiary: payoutBeneficiary(payout.userBankId),
      externalRef: payout.externalRef,
    };
  }
  if (operation.id === "createWithdrawal") {
    const settlement = createWithdrawalBodySchema.parse(body ?? {});
    let amountLkr = "0";
    if (threshold !== null) {
      try {
        amountLkr = await unsettledPool(access.upstream().api, {
          accountId: access.account.id,
          branchId: settlement.branchId,
          db,
        });
      } catch (error) {
        if (error instanceof UpstreamError || error instanceof MemberScopeError) {
          throw upstreamBffError(
            error,
            "The payments service could not tell the amount to settle; try again.",
          );
        }
        throw error;
      }
    }
    return { kind: "settlement", amountLkr, beneficiary: settlementBeneficiary(settlement.branchId) };
  }
  return null;
}

function sentAmount(
  kind: MoneyOut["kind"],
  body: unknown,
): { amountLkr: string | null; resultId: string | null } {
  if (kind === "payout") {
    const offramp = offrampSchema.safeParse(body);
    return offramp.success
      ? { amountLkr: String(offramp.data.amountLkr), resultId: offramp.data.paymentId }
      : { amountLkr: null, resultId: null };
  }
  const withdrawal = withdrawalSchema.safeParse(body);
  return withdrawal.success
    ? { amountLkr: String(withdrawal.data.totalNetAmountLkr), resultId: withdrawal.data.id }
    : { amountLkr: null, resultId: null };
}

/**
 * Before a forwarded call: for a payout or settlement, refuses (403, the reason in words) one the account's
 * threshold would hold with the last 24 hours counted, and otherwise reserves it; any other operation passes.
 * A settlement is measured as the approval flow measures it: the pool the service would settle now, the
 * merchant's or one branch's (./unsettled-pool.ts) (a busy service is a 429 with Retry-After).
 */
export async function guardMoneyOut(
  operation: Operation,
  body: unknown,
  access: Pick<AccountAccess, "account" | "upstream" | "user">,
  db: ConsoleExecutor,
  now = Date.now(),
): Promise<MoneyOutSend> {
  const out = await moneyOutOf(operation, body, access, now, db);
  if (out === null) return NOTHING;
  const outcome = await reserveMoneyOut(db, access.account.id, out, {
    thresholdLkr: access.account.approvalAboveLkr,
    sentBy: access.user.id,
  });
  if (outcome.held) throw new BffError("forbidden", heldMessage(out.kind, outcome.reason));
  const reservation: Reservation = outcome.reservation;
  return {
    sent: (answer) => settleReservation(db, reservation, { kind: "sent", ...sentAmount(out.kind, answer) }),
    failed: (error) =>
      settleReservation(
        db,
        reservation,
        error instanceof UpstreamError
          ? outcomeOfStatus(error.status)
          : // Refused by the member's branch before anything was sent.
            error instanceof MemberScopeError
            ? { kind: "refused" }
            : { kind: "unknown" },
      ),
  };
}
