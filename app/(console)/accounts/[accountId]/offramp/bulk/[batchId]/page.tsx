import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BatchDetail } from "@/components/bulk-payouts/batch-detail";
import { AggregatorNoAccess, NotAggregator } from "@/components/offramp/access-states";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payout batch" };

// GET /accounts/:accountId/offramp/bulk/:batchId – one payout batch: its progress, its controls and its rows.
export default async function PayoutBatchPage({ params }: AccountPageProps<"batchId">) {
  const { accountId, batchId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.aggregator) return <NotAggregator />;
  if (!access.can("offramp:write") || access.branchId !== null)
    return <AggregatorNoAccess what="bulk payouts" />;

  return <BatchDetail accountId={accountId} batchId={batchId} />;
}
