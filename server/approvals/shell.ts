import "server-only";
import { approvalPermission } from "@/lib/approvals";
import type { AccountMembership } from "@/server/accounts/service";
import { can } from "@/server/auth/policy";
import { getDb } from "@/server/db/client";
import { countPendingByAccount } from "./service";

/**
 * The sidebar's number of requests waiting, per account the member may approve in (one query for all of
 * them). A failure to count shows no number rather than failing every page.
 */
export async function pendingApprovalCounts(
  memberships: readonly AccountMembership[],
): Promise<Map<string, number>> {
  const approving = memberships
    .filter(({ role }) => can(role, approvalPermission.settlement) || can(role, approvalPermission.payout))
    .map(({ account }) => account.id);
  try {
    return await countPendingByAccount(getDb(), approving);
  } catch {
    return new Map();
  }
}
