import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { aggregatorBankAccounts, aggregatorUsers, offramps } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { AggregatorUserRow, BankAccountRow, OfframpRow } from "./wire";

// Resource lookups of the offramp family: unknown → 404, another merchant's → 403 (docs/service-rules.md §1).

function owned<T extends { merchantId: string }>(row: T | undefined, merchantId: string, missing: string): T {
  if (!row) throw notFound(missing);
  if (row.merchantId !== merchantId) throw forbidden();
  return row;
}

export async function requireOwnUser(
  db: DbOrTx,
  merchantId: string,
  userId: string,
): Promise<AggregatorUserRow> {
  const [row] = await db.select().from(aggregatorUsers).where(eq(aggregatorUsers.id, userId));
  return owned(row, merchantId, "Aggregator user not found");
}

export async function requireOwnBankAccount(
  db: DbOrTx,
  merchantId: string,
  userBankId: string,
): Promise<BankAccountRow> {
  const [row] = await db
    .select()
    .from(aggregatorBankAccounts)
    .where(eq(aggregatorBankAccounts.id, userBankId));
  return owned(row, merchantId, "Bank account not found");
}

export async function requireOwnOfframp(
  db: DbOrTx,
  merchantId: string,
  offrampId: string,
): Promise<OfframpRow> {
  const [row] = await db.select().from(offramps).where(eq(offramps.id, offrampId));
  return owned(row, merchantId, "Offramp not found");
}

export async function findOfframp(db: DbOrTx, offrampId: string): Promise<OfframpRow | null> {
  const [row] = await db.select().from(offramps).where(eq(offramps.id, offrampId));
  return row ?? null;
}
