import { FileUp } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { BatchList } from "@/components/bulk-payouts/batch-list";
import { bulkPayoutHref } from "@/components/bulk-payouts/hrefs";
import { BackLink } from "@/components/detail/back-link";
import { offrampHref } from "@/components/offramp/hrefs";
import { PageHeader } from "@/components/shell/page-header";
import { LinkButton } from "@/components/ui/link-button";
import { bulkPayoutRefusal } from "../_lib/bulk-access";

export const metadata: Metadata = { title: "Past payout batches" };

// GET /accounts/:accountId/offramp/bulk/batches – the account's payout batches, newest first.
export default async function PayoutBatchesPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const refusal = await bulkPayoutRefusal(accountId);
  if (refusal) return refusal;

  return (
    <div className="grid gap-2">
      <BackLink href={offrampHref(accountId)}>Offramp</BackLink>
      <PageHeader
        title="Past batches"
        description="Every payout file this account has started, newest first, with who started it and what it has sent."
        actions={
          <LinkButton href={bulkPayoutHref(accountId)} icon={FileUp}>
            Bulk payout
          </LinkButton>
        }
      />
      <BatchList accountId={accountId} />
    </div>
  );
}
