import { eq } from "drizzle-orm";
import { isUuid } from "@/lib/ids";
import type { DbOrTx } from "../../db/client";
import { ddContracts } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { ContractRow } from "./contract-wire";

export async function findContract(db: DbOrTx, id: string): Promise<ContractRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(ddContracts).where(eq(ddContracts.id, id));
  return row ?? null;
}

/** The merchant's own contract: unknown → 404, another merchant's → 403 (docs/service-rules.md §1). */
export async function requireOwnContract(db: DbOrTx, merchantId: string, id: string): Promise<ContractRow> {
  const row = await findContract(db, id);
  if (!row) throw notFound("Contract not found");
  if (row.merchantId !== merchantId) throw forbidden();
  return row;
}
