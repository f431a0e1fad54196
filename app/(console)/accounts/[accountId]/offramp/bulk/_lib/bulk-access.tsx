import type { ReactElement } from "react";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { requireAccountAccess } from "@/server/access/page-access";

/**
 * What a bulk payout page shows instead of itself, or null when the member may use it: bulk payouts are
 * for an aggregator's members who may pay out of the whole account (not a branch).
 */
export async function bulkPayoutRefusal(accountId: string): Promise<ReactElement | null> {
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("offramp:write") || access.branchId !== null)
    return <AggregatorNoAccess what="bulk payouts" />;
  return null;
}
