import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ApiKeyCard } from "@/components/developers/api-key-card";
import { ApiReference } from "@/components/developers/api-reference";
import { buildOpenApiDocument } from "@/lib/payments-api/openapi";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "API access" };

// GET /accounts/:accountId/developers/api – the account's key and the payments API's reference.
export default async function ApiAccessPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("webhooks:read")) return null;
  const { account } = access;
  return (
    <div className="grid gap-8">
      <ApiKeyCard
        accountId={account.id}
        keyId={account.keyId}
        createdAt={account.createdAt}
        keyRotatedAt={account.keyRotatedAt}
        canRotate={access.can("accounts:manage")}
        now={new Date()}
      />
      <ApiReference document={buildOpenApiDocument()} />
    </div>
  );
}
