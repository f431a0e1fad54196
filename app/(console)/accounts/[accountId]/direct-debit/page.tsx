import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import {
  prefetchBranchList,
  scopedBranchWords,
} from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { newContractHref } from "@/components/direct-debit/hrefs";
import { ContractsTable } from "@/components/direct-debit/list/contracts-table";
import { contractListOptions } from "@/components/direct-debit/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadContractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import { requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Direct debit" };

// GET /accounts/:accountId/direct-debit – the contracts list, first page prefetched with the URL's filters.
export default async function DirectDebitPage({ params, searchParams }: AccountPageProps) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:read")) return <NoAccess title="Your role cannot see direct debit" />;
  const canWrite = access.can("direct-debit:write");
  const { branchId } = access;

  const filters = loadContractFilters(await searchParams);
  const { client, scopedBranch } = await prefetchBranchList(access, (cache, api) =>
    cache.prefetchQuery(contractListOptions(accountId, toContractListQuery(filters, branchId), api)),
  );

  return (
    <PrefetchedPage
      client={client}
      title="Direct debit"
      description={
        branchId
          ? `Direct-debit contracts of ${scopedBranchWords(scopedBranch)}, newest first.`
          : "Contracts your customers signed once with their wallet app, so you can charge them again within a limit. Newest first."
      }
      actions={
        canWrite ? (
          <LinkButton href={newContractHref(accountId)} icon={Plus}>
            New contract
          </LinkButton>
        ) : null
      }
    >
      <ContractsTable accountId={accountId} scopedBranchId={branchId} canWrite={canWrite} />
    </PrefetchedPage>
  );
}
