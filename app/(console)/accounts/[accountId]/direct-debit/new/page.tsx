import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { BackLink } from "@/components/detail/back-link";
import { contractsHref } from "@/components/direct-debit/hrefs";
import { NewContract } from "@/components/direct-debit/new/new-contract";
import { scenarioListOptions } from "@/components/direct-debit/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "New direct-debit contract" };

// GET /accounts/:accountId/direct-debit/new – the new-contract form, scenarios and branches prefetched.
export default async function NewContractPage({ params }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:write")) return <NoAccess title="Your role cannot create contracts" />;

  const { client, api } = pageData(access);
  await Promise.all([
    client.prefetchQuery(scenarioListOptions(accountId, "true", api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-2">
      <BackLink href={contractsHref(accountId)}>Direct debit</BackLink>
      <PageHeader
        title="New contract"
        description="Ask a customer to approve direct debit once; then charge them whenever it is due, up to the limit they approved."
      />
      <HydrationBoundary state={dehydrate(client)}>
        <NewContract
          accountId={accountId}
          lockedBranchId={access.branchId}
          canCharge={access.can("direct-debit:write")}
        />
      </HydrationBoundary>
    </div>
  );
}
