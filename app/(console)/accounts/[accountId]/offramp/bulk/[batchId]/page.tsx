import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BatchDetail } from "@/components/bulk-payouts/batch-detail";
import { bulkPayoutRefusal } from "../_lib/bulk-access";

export const metadata: Metadata = { title: "Payout batch" };

// GET /accounts/:accountId/offramp/bulk/:batchId – one payout batch: its progress, its controls and its rows.
export default async function PayoutBatchPage({ params }: AccountPageProps<"batchId">) {
  const { accountId, batchId } = await params;
  const refusal = await bulkPayoutRefusal(accountId);
  if (refusal) return refusal;

  return <BatchDetail accountId={accountId} batchId={batchId} />;
}
