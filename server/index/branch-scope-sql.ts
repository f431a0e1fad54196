import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * The index rows that figures limited to one branch must look at: the branch's own payments ("mine"), and
 * the payments that may still turn out to be its own, those without a branch created since the last
 * complete branch pass (or any, before one completed). Counted apart, they tell a figure it is not known
 * yet rather than letting it read low. Without a branch every row is "mine".
 */
export function branchScope(accountId: string, branchId: string | null): { where: SQL; mine: SQL } {
  if (branchId === null) return { where: sql``, mine: sql`true` };
  const knownBefore = sql`(select branches_known_before from payment_index_sync where account_id = ${accountId})`;
  return {
    where: sql` and (branch_id = ${branchId} or (branch_id is null and (${knownBefore} is null or created_at >= ${knownBefore})))`,
    mine: sql`(branch_id is not distinct from ${branchId})`,
  };
}

/** Whether a row without a branch may yet get one (see branchScope), as a column of the select. */
export function unplacedColumn(accountId: string): SQL {
  const knownBefore = sql`(select branches_known_before from payment_index_sync where account_id = ${accountId})`;
  return sql`(branch_id is null and (${knownBefore} is null or created_at >= ${knownBefore}))`;
}
