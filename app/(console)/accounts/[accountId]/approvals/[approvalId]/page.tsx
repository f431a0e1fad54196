import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { AccountPageProps } from "@/app/(console)/accounts/[accountId]/_lib/page-props";
import { ApprovalCard } from "@/components/approvals/approval-card";
import { BackLink } from "@/components/detail/back-link";
import { NoAccess } from "@/components/shell/no-access";
import { PageHeader } from "@/components/shell/page-header";
import { approvalsHref, approvalTitle } from "@/lib/approvals";
import { requireAccountAccess } from "@/server/access/page-access";
import { showApproval } from "@/server/approvals/view";
import { newRequestId } from "@/server/bff/respond";
import { getDb } from "@/server/db/client";
import { approveAction, freshQuoteAction, rejectAction, retrySendAction, withdrawAction } from "../actions";

export const metadata: Metadata = { title: "Approval" };

const actions = {
  freshQuote: freshQuoteAction,
  approve: approveAction,
  reject: rejectAction,
  retry: retrySendAction,
  withdraw: withdrawAction,
};

// GET /accounts/:accountId/approvals/:approvalId – one held request, and the decision on it.
export default async function ApprovalPage({ params }: AccountPageProps<"approvalId">) {
  const { accountId, approvalId } = await params;
  const access = await requireAccountAccess(accountId);
  if (!access.can("withdrawals:read")) {
    return (
      <NoAccess
        title="Your role cannot see approvals"
        message="Approvals are for members who move money out: owners, admins and finance."
      />
    );
  }
  // Who or what it pays is read from the payments service now, with the account's key, from the stored ids.
  const approval = await showApproval(
    {
      db: getDb(),
      accountId: access.account.id,
      actor: { userId: access.user.id, can: access.can, role: access.membership.role },
      api: access.upstream().api,
      requestId: newRequestId(),
    },
    approvalId,
  );
  if (!approval) notFound();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-2">
      <BackLink href={approvalsHref(access.account.id)}>Approvals</BackLink>
      <PageHeader
        title={approvalTitle(approval)}
        description="Money out above this account's threshold needs a second person."
      />
      <ApprovalCard accountId={access.account.id} approval={approval} actions={actions} />
    </div>
  );
}
