import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { branches } from "../../db/schema";
import { forbidden, notFound } from "../../http/errors";
import type { BranchRow } from "./lookup";

/** The branch by id: 404 when unknown, 403 when it belongs to another merchant (docs/service-rules.md §2). */
export async function findOwnBranch(db: DbOrTx, merchantId: string, branchId: string): Promise<BranchRow> {
  const [branch] = await db.select().from(branches).where(eq(branches.id, branchId));
  if (!branch) throw notFound("Branch not found");
  if (branch.merchantId !== merchantId) throw forbidden();
  return branch;
}
