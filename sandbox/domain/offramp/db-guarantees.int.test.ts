import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CHECK_VIOLATION, isConstraintViolation, UNIQUE_VIOLATION } from "../../db/errors";
import { floatLedger, fxLocks, offramps } from "../../db/schema";
import { fileSandbox } from "../../testing/file-sandbox";
import { aggregator, payout, quote } from "./test-fixtures";

// The database itself refuses what the offramp code must never write, even if a code path forgot a check,
// and the errors carry the constraint names that createOfframp maps back to API answers.

const sandbox = fileSandbox({ env: { SANDBOX_AUTO_SETTLE: "false" } });

async function refusal(write: () => Promise<unknown>): Promise<unknown> {
  try {
    await write();
  } catch (error) {
    return error;
  }
  throw new Error("the database accepted a write it must refuse");
}

describe("database guarantees of the float and offramps", () => {
  it("refuses a second offramp with the same externalRef or the same lock", async () => {
    const { db } = sandbox.services;
    const agg = await aggregator(sandbox, 10_000);
    const created = await payout(agg, 1);
    const [row] = await db.select().from(offramps).where(eq(offramps.id, created.paymentId));
    if (!row) throw new Error("offramp row missing");
    const lock = await quote(agg.api, 1);
    const { id: _id, ...copy } = row;

    const sameRef = await refusal(() => db.insert(offramps).values({ ...copy, fxLockId: lock.fxLockId }));
    expect(isConstraintViolation(sameRef, UNIQUE_VIOLATION, "offramps_external_ref_unique")).toBe(true);
    const sameLock = await refusal(() => db.insert(offramps).values({ ...copy, externalRef: "another-ref" }));
    expect(isConstraintViolation(sameLock, UNIQUE_VIOLATION, "offramps_fx_lock_unique")).toBe(true);
    const [stillUnused] = await db.select().from(fxLocks).where(eq(fxLocks.id, lock.fxLockId));
    expect(stillUnused?.usedAt).toBeNull();
  });

  it("refuses a negative balance, a non-positive amount and a reused sequence number", async () => {
    const { db } = sandbox.services;
    const agg = await aggregator(sandbox, 1_000);
    const [last] = await db
      .select()
      .from(floatLedger)
      .where(eq(floatLedger.merchantId, agg.merchant.merchantId));
    if (!last) throw new Error("ledger entry missing");
    const entry = {
      merchantId: agg.merchant.merchantId,
      seq: last.seq + 1,
      type: "DEBIT",
      amountLkr: "1000.01",
      balanceAfter: "-0.01",
    };
    const negative = await refusal(() => db.insert(floatLedger).values(entry));
    expect(isConstraintViolation(negative, CHECK_VIOLATION, "float_ledger_balance_non_negative")).toBe(true);
    const zero = await refusal(() =>
      db.insert(floatLedger).values({ ...entry, amountLkr: "0", balanceAfter: "1000" }),
    );
    expect(isConstraintViolation(zero, CHECK_VIOLATION, "float_ledger_amount_positive")).toBe(true);
    const reused = await refusal(() =>
      db.insert(floatLedger).values({ ...entry, seq: last.seq, amountLkr: "1", balanceAfter: "999" }),
    );
    expect(isConstraintViolation(reused, UNIQUE_VIOLATION, "float_ledger_merchant_seq_unique")).toBe(true);
  });
});
