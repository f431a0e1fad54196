import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { inboxListOptions } from "@/components/developers/inbox-queries";
import { InboxView } from "@/components/developers/inbox-view";
import { inboxQuery, loadInboxFilters } from "@/lib/filters/webhook-inbox";
import { requireAccountAccess } from "@/server/access/page-access";
import { getDb } from "@/server/db/client";
import { inboxScope, listInbox } from "@/server/webhooks/inbox-queries";

export const metadata: Metadata = { title: "Webhook inbox" };

// GET /accounts/:accountId/developers/inbox – the webhooks the console received, first page read on the server.
export default async function WebhookInboxPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("webhooks:read")) return null;
  const filters = loadInboxFilters(await searchParams);
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  const query = inboxQuery(filters);
  const options = inboxListOptions(accountId, filters);
  // The same rows the route would answer, read directly: the page needs no HTTP round trip to itself.
  await client
    .prefetchQuery({
      queryKey: options.queryKey,
      queryFn: () =>
        listInbox(getDb(), access.account.id, inboxScope(access), {
          type: query.type ?? null,
          resourceId: query.resourceId ?? null,
          page: filters.page,
          pageSize: filters.pageSize,
        }),
    })
    .catch(() => undefined);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <InboxView accountId={accountId} branchScoped={access.branchId !== null} />
    </HydrationBoundary>
  );
}
