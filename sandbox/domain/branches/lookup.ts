import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { branches } from "../../db/schema";
import { fieldError } from "../../http/errors";

export type BranchRow = typeof branches.$inferSelect;

/**
 * A `branchId` on any create endpoint must be an active branch of the same merchant (docs/service-rules.md §5);
 * anything else is a 400 on that field. Returns null when no branch was given.
 */
export async function requireUsableBranch(
  db: DbOrTx,
  merchantId: string,
  branchId: string | null | undefined,
): Promise<BranchRow | null> {
  if (!branchId) return null;
  const [branch] = await db
    .select()
    .from(branches)
    .where(and(eq(branches.id, branchId), eq(branches.merchantId, merchantId)));
  if (!branch?.isActive) {
    throw fieldError("branchId", "exists", "branchId must refer to an active branch of this merchant");
  }
  return branch;
}
