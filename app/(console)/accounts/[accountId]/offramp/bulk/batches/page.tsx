import { FileUp } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BatchList } from "@/components/bulk-payouts/batch-list";
import { bulkPayoutHref } from "@/components/bulk-payouts/hrefs";
import { LinkButton } from "@/components/ui/link-button";
import { BulkPayoutFrame } from "../_lib/bulk-payout-frame";

export const metadata: Metadata = { title: "Past payout batches" };

// GET /accounts/:accountId/offramp/bulk/batches – the account's payout batches, newest first.
export default async function PayoutBatchesPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  return (
    <BulkPayoutFrame
      accountId={accountId}
      title="Past batches"
      description="Every payout file this account has started, newest first, with who started it and what it has sent."
      actions={
        <LinkButton href={bulkPayoutHref(accountId)} icon={FileUp}>
          Bulk payout
        </LinkButton>
      }
    >
      <BatchList accountId={accountId} />
    </BulkPayoutFrame>
  );
}
