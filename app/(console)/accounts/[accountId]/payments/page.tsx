import { Plus } from "lucide-react";
import type { Metadata } from "next";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { loadScopedBranch, scopedBranchWords } from "@/app/(console)/accounts/[accountId]/_lib/scoped-branch";
import { branchChoicesOptions } from "@/components/branches/queries";
import { paymentListOptions } from "@/components/payments/payment-queries";
import { PaymentsView } from "@/components/payments/payments-view";
import { NoAccess } from "@/components/shell/no-access";
import { PrefetchedPage } from "@/components/shell/prefetched-page";
import { LinkButton } from "@/components/ui/link-button";
import { loadPaymentFilters } from "@/lib/filters/payments";
import { pageData, requireAccountAccess } from "@/server/access/page-access";

export const metadata: Metadata = { title: "Payments" };

// GET /accounts/:accountId/payments – the payments list, first page prefetched with the URL's filters.
export default async function PaymentsPage({ params, searchParams }: AccountPageProps) {
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
    <PrefetchedPage
      client={client}
      title="Payments"
      description={
        branchScoped
          ? `Payments of ${scopedBranchWords(scopedBranch)}, newest first.`
          : "Every payment of this account, newest first. Filters stay in the address, so a view can be shared."
      }
      actions={
        canCreate ? (
          <LinkButton href={`/accounts/${encodeURIComponent(accountId)}/payments/new`} icon={Plus}>
            New payment
          </LinkButton>
        ) : null
      }
    >
      <PaymentsView accountId={accountId} branchScoped={branchScoped} canCreate={canCreate} />
    </PrefetchedPage>
  );
}
