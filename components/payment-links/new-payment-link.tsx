"use client";

import { useRouter } from "next/navigation";
import { useBranchChoices } from "@/components/branches/use-branch-choices";
import { CreatePaymentLinkForm } from "./create-payment-link-form";
import { paymentLinkHref, paymentLinksHref } from "./hrefs";
import { useCreatePaymentLink } from "./use-payment-link-mutations";

/** The create form wired to the BFF: on success the new link's page opens, with its URL and QR code. */
export function NewPaymentLink({
  accountId,
  lockedBranchId,
}: {
  accountId: string;
  /** The branch of a member scoped to one; their links always belong to it. */
  lockedBranchId: string | null;
}) {
  const router = useRouter();
  const branches = useBranchChoices(accountId);
  const create = useCreatePaymentLink(accountId);
  return (
    <CreatePaymentLinkForm
      branches={branches.active}
      branchesLoading={branches.isLoading}
      lockedBranchId={lockedBranchId}
      onSubmit={async (body) => {
        const link = await create.mutateAsync(body);
        router.push(paymentLinkHref(accountId, link.id));
      }}
      onCancel={() => router.push(paymentLinksHref(accountId))}
    />
  );
}
