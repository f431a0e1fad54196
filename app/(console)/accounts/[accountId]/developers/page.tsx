import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ReceiverUrlCard } from "@/components/developers/receiver-url-card";
import { TestWebhookCard } from "@/components/developers/test-webhook-card";
import { WebhookConfigCard } from "@/components/developers/webhook-config-card";
import { apiQueries } from "@/data/queries";
import { pageData, requireAccountAccess } from "@/server/access/page-access";
import { receiverUrl } from "@/server/webhooks/receiver-url";

export const metadata: Metadata = { title: "Webhooks" };

// GET /accounts/:accountId/developers – the service's webhook settings, the console's receiver, a test delivery.
export default async function DevelopersWebhooksPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("webhooks:read")) return null;
  const { client, api } = pageData(access);
  await client.prefetchQuery(apiQueries(accountId, api).getWebhookConfig());
  const url = receiverUrl(accountId);
  const branchScoped = access.branchId !== null;
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <div className="grid gap-6">
        <WebhookConfigCard accountId={accountId} environment={access.account.environment} />
        <ReceiverUrlCard receiverUrl={url} />
        <TestWebhookCard
          accountId={accountId}
          receiverUrl={url}
          canSend={access.can("webhooks:write") && !branchScoped}
          cannotSendReason={
            branchScoped
              ? "Members limited to one branch cannot send test webhooks: a test event belongs to no branch."
              : "Your role can look at webhooks but not send a test. Owners, admins and developers can."
          }
        />
      </div>
    </HydrationBoundary>
  );
}
