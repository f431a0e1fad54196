import { eq } from "drizzle-orm";
import { type Decimal, decimal } from "@/lib/money";
import type { DbOrTx } from "../../db/client";
import { fxLocks } from "../../db/schema";
import { badRequest, fieldError } from "../../http/errors";
import { requireOwnBankAccount, requireOwnUser } from "./lookup";
import type { AggregatorUserRow, BankAccountRow } from "./wire";

export type FxLockRow = typeof fxLocks.$inferSelect;

export const lockUsed = () => badRequest("FX rate lock has already been used");
export const lockExpired = () => badRequest("FX rate lock has expired");

/** Why a lock cannot be redeemed at `now`, or null when it can. */
export function lockRefusal(lock: FxLockRow, now: Date) {
  if (lock.usedAt !== null) return lockUsed();
  if (lock.expiresAt.getTime() <= now.getTime()) return lockExpired();
  return null;
}

export interface CheckedOfframpRequest {
  lock: FxLockRow;
  user: AggregatorUserRow;
  account: BankAccountRow;
  amountLkr: Decimal;
}

/**
 * The checks of docs/service-rules.md §8 in the order of docs/service-rules.md §1: the references (lock 400, user and account
 * 404/403), then the rules (lock unexpired and unused, account of that user, a payable amount). The float
 * is checked later, under the merchant's float lock.
 */
export async function checkOfframpRequest(
  db: DbOrTx,
  merchantId: string,
  body: { fxLockId: string; userId: string; userBankId: string },
  now: Date,
): Promise<CheckedOfframpRequest> {
  const [lock] = await db.select().from(fxLocks).where(eq(fxLocks.id, body.fxLockId));
  // Locks have no endpoint of their own: an unknown one and another merchant's look the same.
  if (!lock || lock.merchantId !== merchantId) throw fieldError("fxLockId", "exists", "Invalid fxLockId");
  const user = await requireOwnUser(db, merchantId, body.userId);
  const account = await requireOwnBankAccount(db, merchantId, body.userBankId);

  const refusal = lockRefusal(lock, now);
  if (refusal) throw refusal;
  if (account.userId !== user.id) {
    throw fieldError("userBankId", "belongsTo", "userBankId must be a bank account of the given userId");
  }
  const amountLkr = decimal(lock.amountLkr);
  if (amountLkr.lte(0)) {
    throw fieldError("fxLockId", "min", "The locked amount is below 0.01 LKR and cannot be paid out");
  }
  return { lock, user, account, amountLkr };
}
