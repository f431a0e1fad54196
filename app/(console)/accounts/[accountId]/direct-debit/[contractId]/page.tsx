import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { branchChoicesOptions } from "@/components/branches/queries";
import { ContractDetail } from "@/components/direct-debit/detail/contract-detail";
import { contractDetailOptions, scenarioListOptions } from "@/components/direct-debit/queries";
import { NoAccess } from "@/components/shell/no-access";
import { fetchForPage, pageData, requireAccountAccess } from "@/server/access/page-access";
import { contractSignedAt } from "@/server/webhooks/contract-signed-at";

export const metadata: Metadata = { title: "Direct-debit contract" };

// GET /accounts/:accountId/direct-debit/:contractId – one contract with every field, prefetched.
export default async function ContractPage({ params }: AccountPageProps<"contractId">) {
  const { accountId, contractId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:read")) return <NoAccess title="Your role cannot see direct debit" />;

  const { client, api } = pageData(access);
  const [contract, signedAt] = await Promise.all([
    fetchForPage(client, contractDetailOptions(accountId, contractId, api)),
    contractSignedAt(accountId, contractId),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
    client.prefetchQuery(scenarioListOptions(accountId, "true", api)),
    client.prefetchQuery(scenarioListOptions(accountId, "false", api)),
  ]);
  if (contract === null) notFound();

  // "unavailable": the client asks again and shows the failure with its request id.
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <ContractDetail
        accountId={accountId}
        contractId={contractId}
        canWrite={access.can("direct-debit:write")}
        signedAt={signedAt}
      />
    </HydrationBoundary>
  );
}
