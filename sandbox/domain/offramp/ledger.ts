import { desc, eq, sql } from "drizzle-orm";
import { type Decimal, decimal } from "@/lib/money";
import type { DbOrTx, Tx } from "../../db/client";
import { floatLedger } from "../../db/schema";
import { badRequest } from "../../http/errors";
import { fitsColumn } from "../amount-limits";
import { type LedgerEntryInput, nextLedgerRow } from "./offramp-rows";
import type { LedgerRow } from "./wire";

// The float ledger is append-only: every entry stores the balance after it, and entries of one merchant
// are appended one at a time so each `balance_after` follows from the entry before it (by `seq`).

/** Namespace of the float's advisory locks (the two-key form keeps them apart from other locks). */
const FLOAT_LOCK_NAMESPACE = 7001;

/**
 * Serializes every change to one merchant's float until the transaction ends. Callers that must re-read
 * state after waiting (offramp creation) take it first; `appendLedgerEntry` takes it again harmlessly.
 */
export async function lockMerchantFloat(tx: Tx, merchantId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(FLOAT_LOCK_NAMESPACE))}, hashtext(${merchantId}::text))`,
  );
}

/** The live balance: `balance_after` of the merchant's newest entry, 0 without entries. */
export async function currentFloatBalance(db: DbOrTx, merchantId: string): Promise<Decimal> {
  const last = await lastEntry(db, merchantId);
  return last ? decimal(last.balanceAfter) : decimal(0);
}

async function lastEntry(db: DbOrTx, merchantId: string) {
  const [row] = await db
    .select({ seq: floatLedger.seq, balanceAfter: floatLedger.balanceAfter })
    .from(floatLedger)
    .where(eq(floatLedger.merchantId, merchantId))
    .orderBy(desc(floatLedger.seq))
    .limit(1);
  return row ?? null;
}

export class InsufficientFloatError extends Error {
  constructor() {
    super("insufficient float balance");
    this.name = "InsufficientFloatError";
  }
}

export type NewLedgerEntry = LedgerEntryInput;

/** Appends one entry under the merchant's float lock; a DEBIT the balance cannot cover throws. */
export async function appendLedgerEntry(tx: Tx, entry: NewLedgerEntry): Promise<LedgerRow> {
  await lockMerchantFloat(tx, entry.merchantId);
  const last = await lastEntry(tx, entry.merchantId);
  const values = nextLedgerRow(last, entry);
  // The CHECK constraint would refuse it too; failing here keeps the reason readable.
  if (decimal(values.balanceAfter).isNegative()) throw new InsufficientFloatError();
  if (!fitsColumn("LKR", decimal(values.balanceAfter))) {
    const message = "amountLkr would take the float balance beyond what the sandbox can store";
    throw badRequest(message, [{ field: "amountLkr", constraint: "max", message }]);
  }
  const [row] = await tx.insert(floatLedger).values(values).returning();
  if (!row) throw new Error("insert returned no ledger entry");
  return row;
}
