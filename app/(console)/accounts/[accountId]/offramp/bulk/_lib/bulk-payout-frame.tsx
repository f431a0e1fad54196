import type { ReactNode } from "react";
import { BackLink } from "@/components/detail/back-link";
import { offrampHref } from "@/components/offramp/hrefs";
import { PageHeader } from "@/components/shell/page-header";
import { bulkPayoutRefusal } from "./bulk-access";

/**
 * The frame of the bulk payout pages (the upload and the past batches): what bulkPayoutRefusal says to a
 * member who may not use them, else the way back to the offramp, the page's header and its body. One frame,
 * so the pages that link to each other look and refuse alike.
 */
export async function BulkPayoutFrame({
  accountId,
  title,
  description,
  actions,
  children,
}: {
  accountId: string;
  title: string;
  description: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const refusal = await bulkPayoutRefusal(accountId);
  if (refusal) return refusal;

  return (
    <div className="grid gap-2">
      <BackLink href={offrampHref(accountId)}>Offramp</BackLink>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </div>
  );
}
