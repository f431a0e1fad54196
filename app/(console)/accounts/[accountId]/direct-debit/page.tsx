import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { loadScopedBranch, scopedBranchWords } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { branchChoicesOptions } from "@/components/branches/queries";
import { newContractHref } from "@/components/direct-debit/hrefs";
import { ContractsTable } from "@/components/direct-debit/list/contracts-table";
import { contractListOptions } from "@/components/direct-debit/queries";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadContractFilters, toContractListQuery } from "@/lib/filters/direct-debit";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Direct debit" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/direct-debit – the contracts list, first page prefetched with the URL's filters.
export default async function DirectDebitPage({ params, searchParams }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("direct-debit:read")) return <NoAccess title="Your role cannot see direct debit" />;
  const canWrite = access.can("direct-debit:write");
  const { branchId } = access;

  const filters = loadContractFilters(await searchParams);
  const { client, api } = pageData(access);
  const [scopedBranch] = await Promise.all([
    loadScopedBranch(access, client, api),
    client.prefetchQuery(contractListOptions(accountId, toContractListQuery(filters, branchId), api)),
    client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);

  return (
    <div className="grid gap-2">
      <PageHeader
        title="Direct debit"
        description={
          branchId
            ? `Direct-debit contracts of ${scopedBranchWords(scopedBranch)}, newest first.`
            : "Contracts your customers signed once with their wallet app, so you can charge them again within a limit. Newest first."
        }
        actions={
          canWrite ? (
            <Button asChild>
              <Link href={newContractHref(accountId)}>
                <Plus aria-hidden="true" />
                New contract
              </Link>
            </Button>
          ) : null
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <ContractsTable accountId={accountId} scopedBranchId={branchId} canWrite={canWrite} />
      </HydrationBoundary>
    </div>
  );
}
