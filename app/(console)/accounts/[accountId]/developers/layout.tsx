import type { ReactNode } from "react";
import { DevelopersNav } from "@/components/developers/developers-nav";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { requireAccountAccess } from "@/server/access/page-access";

type Props = { params: Promise<{ accountId: string }>; children: ReactNode };

// /accounts/:accountId/developers/* – webhooks, the webhook inbox and API access, for roles with webhooks:read.
export default async function DevelopersLayout({ params, children }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("webhooks:read")) return <NoAccess title="Your role cannot see the developers' section" />;
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0">
      <PageHeader
        title="Developers"
        description="How the service signs and delivers this account's webhooks, what the console received, and API access."
      />
      <DevelopersNav accountId={accountId} />
      {children}
    </div>
  );
}
