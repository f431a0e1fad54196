import { FlaskConical, TriangleAlert } from "lucide-react";
import type { Metadata } from "next";
import { AccountDetails } from "@/components/overview/account-details";
import { SectionLinks } from "@/components/overview/section-links";
import { EnvironmentBadge } from "@/components/shell/environment-badge";
import { navItemsFor } from "@/components/shell/nav-items";
import { PageHeader } from "@/components/shell/page-header";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { requireAccountAccess } from "@/server/access/page-access";
import { permissionsOf } from "@/server/auth/policy";

type Props = { params: Promise<{ accountId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { account } = await requireAccountAccess((await params).accountId);
  return { title: account.name };
}

export default async function AccountOverviewPage({ params }: Props) {
  const { accountId } = await params;
  const { account, membership } = await requireAccountAccess(accountId);
  const sections = navItemsFor({
    accountId: account.id,
    permissions: permissionsOf(membership.role),
    capabilities: account.capabilities,
  }).filter((item) => item.id !== "overview");

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <PageHeader className="mb-0" title={account.name} description="Overview of this merchant account.">
        <div className="flex flex-wrap items-center gap-2 pt-1">
          <EnvironmentBadge environment={account.environment} />
          <Badge variant="secondary" className="capitalize">
            {membership.role}
          </Badge>
          {membership.branchId ? (
            <Badge variant="outline">
              Branch <code className="font-mono">{membership.branchId}</code> only
            </Badge>
          ) : null}
        </div>
      </PageHeader>
      {account.environment === "sandbox" ? (
        <Alert variant="warning">
          <FlaskConical aria-hidden="true" />
          <AlertTitle>Sandbox account</AlertTitle>
          <AlertDescription>
            Payments, settlements and payouts here are simulated: no real wallet, bank or money is involved.
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <TriangleAlert aria-hidden="true" />
          <AlertTitle>Production account</AlertTitle>
          <AlertDescription>Payments, settlements and payouts here move real money.</AlertDescription>
        </Alert>
      )}
      <AccountDetails
        environment={account.environment}
        baseUrl={account.baseUrl}
        keyId={account.keyId}
        capabilities={account.capabilities}
        hasWebhookKey={account.hasWebhookKey}
        createdAt={account.createdAt}
        keyRotatedAt={account.keyRotatedAt}
      />
      <SectionLinks items={sections} />
    </div>
  );
}
