import { and, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { CHECK_VIOLATION, isConstraintViolation, UNIQUE_VIOLATION } from "../../db/errors";
import { fxLocks, offramps } from "../../db/schema";
import { ApiError, badRequest } from "../../http/errors";
import type { HandlerFor } from "../../http/types";
import { appendLedgerEntry, InsufficientFloatError, lockMerchantFloat } from "./ledger";
import { type CheckedOfframpRequest, checkOfframpRequest, lockRefusal, lockUsed } from "./offramp-request";
import { pendingOfframpRow } from "./offramp-rows";
import { type OfframpRow, toWireOfframp } from "./wire";

const insufficientFloat = () => badRequest("insufficient float balance");

async function findByExternalRef(
  db: DbOrTx,
  merchantId: string,
  externalRef: string,
): Promise<OfframpRow | null> {
  const [row] = await db
    .select()
    .from(offramps)
    .where(and(eq(offramps.merchantId, merchantId), eq(offramps.externalRef, externalRef)));
  return row ?? null;
}

type Outcome = { replayed: OfframpRow } | { created: OfframpRow };

// POST /v1/aggregator/offramp – redeems a rate lock, debits the float and queues the bank transfer
// (docs/service-rules.md §8). A known externalRef answers the original offramp (200) before anything else. The
// merchant's float lock serializes creations; the unique indexes on (merchant, externalRef) and fxLockId
// hold even if that were bypassed.
export const createOfframp: HandlerFor<"createOfframp"> = async ({ services, merchant, body }) => {
  const { db, clock } = services;
  const replay = async () => {
    const original = await findByExternalRef(db, merchant.id, body.externalRef);
    return original ? { status: 200, body: toWireOfframp(original) } : null;
  };
  const known = await replay();
  if (known) return known;

  let checked: CheckedOfframpRequest;
  try {
    const references = { fxLockId: body.fxLockId, userId: body.userId, userBankId: body.userBankId };
    checked = await checkOfframpRequest(db, merchant.id, references, clock.now());
  } catch (error) {
    // A concurrent duplicate may have committed since the first look (and used this very lock): the
    // externalRef still wins over every other answer.
    if (error instanceof ApiError) {
      const original = await replay();
      if (original) return original;
    }
    throw error;
  }
  const { lock, user, account, amountLkr } = checked;

  let outcome: Outcome;
  try {
    outcome = await db.transaction(async (tx): Promise<Outcome> => {
      await lockMerchantFloat(tx, merchant.id);
      // A duplicate that waited for the float lock now sees the committed original (read committed).
      const original = await findByExternalRef(tx, merchant.id, body.externalRef);
      if (original) return { replayed: original };

      const now = clock.now();
      const [redeemed] = await tx
        .update(fxLocks)
        .set({ usedAt: now })
        .where(and(eq(fxLocks.id, lock.id), isNull(fxLocks.usedAt), gt(fxLocks.expiresAt, now)))
        .returning();
      if (!redeemed) {
        const [latest] = await tx.select().from(fxLocks).where(eq(fxLocks.id, lock.id));
        throw (latest && lockRefusal(latest, now)) ?? lockUsed();
      }

      const [created] = await tx
        .insert(offramps)
        .values(
          pendingOfframpRow(redeemed, {
            merchantId: merchant.id,
            externalRef: body.externalRef,
            userId: user.id,
            userBankId: account.id,
            webhookUrl: body.webhookUrl,
            createdAt: now,
          }),
        )
        .returning();
      if (!created) throw new Error("insert returned no offramp");
      await appendLedgerEntry(tx, {
        merchantId: merchant.id,
        type: "DEBIT",
        amountLkr,
        offrampId: created.id,
        createdAt: now,
      });
      return { created };
    });
  } catch (error) {
    if (error instanceof InsufficientFloatError) throw insufficientFloat();
    if (isConstraintViolation(error, CHECK_VIOLATION, "float_ledger_balance_non_negative"))
      throw insufficientFloat();
    if (isConstraintViolation(error, UNIQUE_VIOLATION, "offramps_fx_lock_unique")) throw lockUsed();
    if (isConstraintViolation(error, UNIQUE_VIOLATION, "offramps_external_ref_unique")) {
      const original = await replay();
      if (original) return original;
    }
    throw error;
  }

  // No webhook here: offramp events are sent on completion and failure only (docs/service-rules.md §9).
  if ("replayed" in outcome) return { status: 200, body: toWireOfframp(outcome.replayed) };
  return { status: 201, body: toWireOfframp(outcome.created) };
};
