import { History } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BulkPayoutUpload } from "@/components/bulk-payouts/bulk-payout-upload";
import { batchesHref } from "@/components/bulk-payouts/hrefs";
import { LinkButton } from "@/components/ui/link-button";
import { BulkPayoutFrame } from "./_lib/bulk-payout-frame";

export const metadata: Metadata = { title: "Bulk payout" };

// GET /accounts/:accountId/offramp/bulk – a payout file uploaded and checked row by row before it is paid.
export default async function BulkPayoutPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  return (
    <BulkPayoutFrame
      accountId={accountId}
      title="Bulk payout"
      description="Pay a day's payouts from one file. Every row is checked against the payments service before anything is paid."
      actions={
        <LinkButton href={batchesHref(accountId)} icon={History} variant="outline">
          Past batches
        </LinkButton>
      }
    >
      <BulkPayoutUpload accountId={accountId} />
    </BulkPayoutFrame>
  );
}
