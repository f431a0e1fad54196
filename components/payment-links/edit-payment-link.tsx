"use client";

import { useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import dynamic from "next/dynamic";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { RecordQueryStates } from "@/components/detail/record-query-states";
import { useEditFormActions } from "@/components/forms/edit-form-actions";
import { FormSkeleton } from "@/components/forms/form-skeleton";
import { LazyPartBoundary } from "@/components/lazy-part-boundary";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import Link from "@/components/ui/link";
import { paymentLinkHref } from "./hrefs";
import { paymentLinkPages } from "./payment-link-detail";
import { paymentLinkDetailOptions } from "./queries";
import { useUpdatePaymentLink } from "./use-payment-link-mutations";

// The form's code loads after the page, so the page's first load stays within its budget
// (docs/performance.md); the server draws the form's shape meanwhile.
const EditPaymentLinkForm = dynamic(
  () => import("./edit-payment-link-form").then((m) => m.EditPaymentLinkForm),
  {
    ssr: false,
    loading: () => <FormSkeleton label="Loading the payment link form" />,
  },
);

/** The edit form for an active link, wired to PATCH; inactive and expired links cannot be edited. */
export function EditPaymentLink({ accountId, linkId }: { accountId: string; linkId: string }) {
  const query = useQuery(paymentLinkDetailOptions(accountId, linkId));
  const branches = useBranchChoices(accountId);
  const update = useUpdatePaymentLink(accountId, linkId);
  const detail = paymentLinkHref(accountId, linkId);
  const actions = useEditFormActions(detail, update.mutateAsync);

  if (!query.isSuccess)
    return <RecordQueryStates query={query} pages={paymentLinkPages} accountId={accountId} />;
  if (query.data.status !== "ACTIVE") {
    return (
      <EmptyState
        icon={Lock}
        title="This link can no longer be edited"
        description="Only active payment links can be changed. Inactive and expired links keep their history as it was."
        action={
          <Button asChild variant="outline" size="sm">
            <Link href={detail}>Back to the link</Link>
          </Button>
        }
      />
    );
  }
  return (
    <LazyPartBoundary what="The payment link form">
      <EditPaymentLinkForm link={query.data} branches={branches.branches} {...actions} />
    </LazyPartBoundary>
  );
}
