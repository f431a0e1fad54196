import { dehydrate, HydrationBoundary } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { SearchParams } from "nuqs/server";
import { loadScopedBranch, scopedBranchWords } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { branchChoicesOptions } from "@/components/branches/queries";
import { paymentListOptions } from "@/components/payments/payment-queries";
import { PaymentsView } from "@/components/payments/payments-view";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { Button } from "@/components/ui/button";
import Link from "@/components/ui/link";
import { loadPaymentFilters } from "@/lib/filters/payments";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payments" };

type Props = {
  params: Promise<{ accountId: string }>;
  searchParams: Promise<SearchParams>;
};

// GET /accounts/:accountId/payments – the payments list, first page prefetched with the URL's filters.
export default async function PaymentsPage({ params, searchParams }: Props) {
  const { accountId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("payments:read")) return <NoAccess title="Your role cannot see payments" />;
  const canCreate = access.can("payments:write");
  const branchScoped = access.branchId !== null;

  // A member scoped to a branch always sees that branch; a branchId in the address is ignored, as the BFF does.
  const loaded = loadPaymentFilters(await searchParams);
  const filters = branchScoped ? { ...loaded, branchId: null } : loaded;
  const { client, api } = pageData(access);
  const [scopedBranch] = await Promise.all([
    loadScopedBranch(access, client, api),
    client.prefetchQuery(paymentListOptions(accountId, filters, api)),
    branchScoped ? undefined : client.prefetchQuery(branchChoicesOptions(accountId, api)),
  ]);

  return (
    <div className="grid gap-2">
      <PageHeader
        title="Payments"
        description={
          branchScoped
            ? `Payments of ${scopedBranchWords(scopedBranch)}, newest first.`
            : "Every payment of this account, newest first. Filters stay in the address, so a view can be shared."
        }
        actions={
          canCreate ? (
            <Button asChild>
              <Link href={`/accounts/${encodeURIComponent(accountId)}/payments/new`}>
                <Plus aria-hidden="true" />
                New payment
              </Link>
            </Button>
          ) : null
        }
      />
      <HydrationBoundary state={dehydrate(client)}>
        <PaymentsView accountId={accountId} branchScoped={branchScoped} canCreate={canCreate} />
      </HydrationBoundary>
    </div>
  );
}
