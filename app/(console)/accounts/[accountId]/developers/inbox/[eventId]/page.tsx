import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { InboxEventView } from "@/components/developers/inbox-event-view";
import { inboxEventOptions } from "@/components/developers/inbox-queries";
import { requireAccountAccess } from "@/server/access/page-access";
import { getDb } from "@/server/db/client";
import { getInboxEvent, inboxScope } from "@/server/webhooks/inbox-queries";

export const metadata: Metadata = { title: "Webhook event" };

// GET /accounts/:accountId/developers/inbox/:eventId – one received webhook with its body and signed headers.
export default async function InboxEventPage({ params }: AccountPageProps<"eventId">) {
  const { accountId, eventId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("webhooks:read")) return null;
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  if (/^\d{1,15}$/.test(eventId)) {
    const event = await getInboxEvent(getDb(), access.account.id, inboxScope(access), Number(eventId)).catch(
      () => undefined,
    );
    if (event) client.setQueryData(inboxEventOptions(accountId, eventId).queryKey, event);
  }
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <InboxEventView accountId={accountId} eventId={eventId} />
    </HydrationBoundary>
  );
}
